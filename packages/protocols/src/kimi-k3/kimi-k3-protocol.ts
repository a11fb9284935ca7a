import { defineProtocol } from '../define-protocol';
import { THINK_BLOCK } from '../engine/reasoning-setup';
import { callArguments } from '../format/call-arguments';
import { escapeAttribute } from '../format/escape-attribute';
import { jsonToolList } from '../format/json-tool-list';
import { toolResultValue } from '../format/tool-result-value';
import type { ReasoningBlock, ToolCallProtocol } from '../types';
import { KimiK3ChannelToken } from './kimi-k3-channel-token';
import { KimiK3ToolsSegment } from './kimi-k3-segment';
import { xtmlClose, xtmlOpen } from './xtml-tokens';

const TOOLS_OPEN = xtmlOpen('tools');
const RESPONSE_TOKENS = [xtmlOpen('response'), xtmlClose('response')];

/** The think channel, beside `<think>`. */
const KIMI_K3_REASONING_BLOCKS: readonly ReasoningBlock[] = [
  THINK_BLOCK,
  { open: xtmlOpen('think'), close: xtmlClose('think') },
];

/**
 * Kimi K3's XTML channels: thinking in `<|open|>think<|sep|>…<|close|>think<|sep|>` (reasoning),
 * the answer in `<|open|>response<|sep|>…<|close|>response<|sep|>` (text; the tokens are markup),
 * and calls in `<|open|>tools<|sep|>` — `<|open|>call tool="NAME" index="N"<|sep|>` elements with
 * `<|open|>argument key="K" type="T"<|sep|>V<|close|>argument<|sep|>`. String arguments stream;
 * others are JSON literals typed by the schema.
 */
export function kimiK3Protocol(): ToolCallProtocol {
  return defineProtocol({
    name: 'kimi-k3',
    createFormat: () => ({
      markers: [TOOLS_OPEN, ...RESPONSE_TOKENS],
      createSegment: (context) =>
        context.marker === TOOLS_OPEN
          ? new KimiK3ToolsSegment(context)
          : new KimiK3ChannelToken(context),
      reasoningBlocks: KIMI_K3_REASONING_BLOCKS,
    }),
    formatTools: ({ tools, toolSystemPromptTemplate }) =>
      toolSystemPromptTemplate(jsonToolList(tools).join('\n')),
    formatToolCall: (toolCall) => {
      const args = callArguments(toolCall.input).map(
        (argument) =>
          `${xtmlOpen(`argument key="${escapeAttribute(argument.name)}" type="${argument.isString ? 'string' : 'json'}"`)}${argument.text}${xtmlClose('argument')}`,
      );
      return `${TOOLS_OPEN}${xtmlOpen(`call tool="${escapeAttribute(toolCall.toolName)}" index="1"`)}${args.join('')}${xtmlClose('call')}${xtmlClose('tools')}`;
    },
    formatToolResponse: (toolResult) => {
      const value = toolResultValue(toolResult.output);
      const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? 'null');
      return `<tool_response>\n${text}\n</tool_response>`;
    },
  });
}
