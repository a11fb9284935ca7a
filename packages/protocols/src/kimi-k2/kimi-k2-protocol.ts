import { defineProtocol } from '../define-protocol';
import { UniqueIds } from '../engine/unique-ids';
import { EnvelopeSegment } from '../envelope-calls/envelope-segment';
import { functionToolsJson } from '../format/function-tools-json';
import { jsonDumps } from '../format/json-dumps';
import { toolCallInput } from '../format/tool-call-input';
import { toolResultValue } from '../format/tool-result-value';
import type { ToolCallProtocol } from '../types';
import {
  KIMI_ARGUMENT_BEGIN,
  KIMI_CALL_BEGIN,
  KIMI_CALL_END,
  KIMI_SECTION_BEGIN,
  KIMI_SECTION_END,
  kimiEnvelope,
} from './kimi-envelope';
import { formatKimiToolCallId } from './kimi-tool-call-id';

/**
 * Kimi K2 (Instruct, 0905, Thinking, K2.5) native tool calls:
 * `<|tool_calls_section_begin|><|tool_call_begin|>functions.get_weather:0<|tool_call_argument_begin|>
 * {"city": "Beijing"}<|tool_call_end|><|tool_calls_section_end|>`.
 *
 * The model's id `functions.NAME:IDX` is kept as the tool-call id (a repeated one is replaced, so
 * ids stay unique within a response), and `formatToolCall` writes it back verbatim so the model
 * continues its numbering in the next step. Calls are committed one by one: a section cut off
 * before its end marker still yields its complete calls.
 */
export function kimiK2Protocol(): ToolCallProtocol {
  return defineProtocol({
    name: 'kimi-k2',
    createFormat: () => {
      const ids = new UniqueIds();
      return {
        markers: [...KIMI_SECTION_BEGIN, KIMI_CALL_BEGIN, ...KIMI_SECTION_END],
        createSegment: (context) => new EnvelopeSegment(context, kimiEnvelope, ids),
        // Kimi K2 Thinking opens its tool section inside a thinking block it never closes.
        reasoningEnders: KIMI_SECTION_BEGIN,
      };
    },
    formatTools: ({ tools, toolSystemPromptTemplate }) =>
      toolSystemPromptTemplate(functionToolsJson(tools)),
    formatToolCall: (toolCall) =>
      `${KIMI_SECTION_BEGIN[0]}${KIMI_CALL_BEGIN}${formatKimiToolCallId(toolCall.toolName, toolCall.toolCallId)}${KIMI_ARGUMENT_BEGIN}${jsonDumps(toolCallInput(toolCall.input))}${KIMI_CALL_END}${KIMI_SECTION_END[0]}`,
    formatToolResponse: (toolResult) => {
      const value = toolResultValue(toolResult.output);
      const content = typeof value === 'string' ? value : jsonDumps(value ?? null);
      return `## Return of ${formatKimiToolCallId(toolResult.toolName, toolResult.toolCallId)}\n${content}`;
    },
  });
}
