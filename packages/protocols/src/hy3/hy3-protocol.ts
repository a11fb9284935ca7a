import { defineProtocol } from '../define-protocol';
import { THINK_BLOCK } from '../engine/reasoning-setup';
import { callArguments } from '../format/call-arguments';
import { jsonToolList } from '../format/json-tool-list';
import { toolResultValue } from '../format/tool-result-value';
import type { ReasoningBlock, ToolCallProtocol } from '../types';
import { hy3Opening } from './hy3-opening';
import { HY3_CALL_OPEN, HY3_SECTION_OPEN, Hy3Segment } from './hy3-segment';

/** `<think>`, and the `<think:opensource>` its open checkpoints write. */
const HY3_REASONING_BLOCKS: readonly ReasoningBlock[] = [
  THINK_BLOCK,
  { open: '<think:opensource>', close: '</think:opensource>' },
];

/**
 * Tencent Hy3 (Hunyuan HY v3/v4): `<tool_calls>\n<tool_call>NAME<tool_sep>\n<arg_key>K</arg_key>\n
 * <arg_value>V</arg_value>\n</tool_call>\n</tool_calls>`, several calls per section, or one
 * `<tool_call>` alone. Values are raw text typed by the tool's schema; plain strings stream. The
 * arguments may also be one JSON object after `<tool_sep>` (`NAME<tool_sep>{"city": "Paris"}`).
 */
export function hy3Protocol(): ToolCallProtocol {
  return defineProtocol({
    name: 'hy3',
    opening: hy3Opening,
    createFormat: () => ({
      markers: [HY3_SECTION_OPEN, HY3_CALL_OPEN],
      createSegment: (context) => new Hy3Segment(context, context.marker === HY3_CALL_OPEN),
      reasoningBlocks: HY3_REASONING_BLOCKS,
    }),
    formatTools: ({ tools, toolSystemPromptTemplate }) =>
      toolSystemPromptTemplate(['<tools>', ...jsonToolList(tools), '</tools>'].join('\n')),
    formatToolCall: (toolCall) => {
      const pairs = callArguments(toolCall.input).map(
        (argument) =>
          `<arg_key>${argument.name}</arg_key>\n<arg_value>${argument.text}</arg_value>\n`,
      );
      return `${HY3_SECTION_OPEN}\n${HY3_CALL_OPEN}${toolCall.toolName}<tool_sep>\n${pairs.join('')}</tool_call>\n</tool_calls>`;
    },
    formatToolResponse: (toolResult) => {
      const value = toolResultValue(toolResult.output);
      const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? 'null');
      return `<tool_response>\n${text}\n</tool_response>`;
    },
  });
}
