import { defineProtocol } from '../define-protocol';
import { THINK_BLOCK } from '../engine/reasoning-setup';
import { callArguments } from '../format/call-arguments';
import { escapeAttribute } from '../format/escape-attribute';
import { jsonToolList } from '../format/json-tool-list';
import { toolResultValue } from '../format/tool-result-value';
import type { ReasoningBlock, ToolCallProtocol } from '../types';
import { MINIMAX_NS, MinimaxM3Segment } from './minimax-m3-segment';

const BLOCK_OPEN = `${MINIMAX_NS}<tool_call>`;

/** `<think>`, also with the token before it, as MiniMax-M3 writes every tag. */
const MINIMAX_M3_REASONING_BLOCKS: readonly ReasoningBlock[] = [
  THINK_BLOCK,
  { open: `${MINIMAX_NS}<think>`, close: `${MINIMAX_NS}</think>` },
];

/**
 * MiniMax-M3: `]<]minimax[>[<tool_call>\n]<]minimax[>[<invoke name="NAME">\n]<]minimax[>[<K>V
 * ]<]minimax[>[</K>\n]<]minimax[>[</invoke>\n]<]minimax[>[</tool_call>` — MiniMax-M2's block and
 * invokes with the `]<]minimax[>[` token before every tag and each parameter an element of its
 * own name. Values are raw text typed by the tool's schema; plain strings stream.
 */
export function minimaxM3Protocol(): ToolCallProtocol {
  return defineProtocol({
    name: 'minimax-m3',
    createFormat: () => ({
      markers: [BLOCK_OPEN],
      createSegment: (context) => new MinimaxM3Segment(context),
      reasoningBlocks: MINIMAX_M3_REASONING_BLOCKS,
    }),
    formatTools: ({ tools, toolSystemPromptTemplate }) =>
      toolSystemPromptTemplate(
        ['<tools>', ...jsonToolList(tools).map((tool) => `<tool>${tool}</tool>`), '</tools>'].join(
          '\n',
        ),
      ),
    formatToolCall: (toolCall) => {
      const parameters = callArguments(toolCall.input).map(
        (argument) =>
          `${MINIMAX_NS}<${argument.name}>${argument.text}${MINIMAX_NS}</${argument.name}>\n`,
      );
      return `${BLOCK_OPEN}\n${MINIMAX_NS}<invoke name="${escapeAttribute(toolCall.toolName)}">\n${parameters.join('')}${MINIMAX_NS}</invoke>\n${MINIMAX_NS}</tool_call>`;
    },
    formatToolResponse: (toolResult) => {
      const value = toolResultValue(toolResult.output);
      const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? 'null');
      return `<response>${text}</response>`;
    },
  });
}
