import { defineProtocol } from '../define-protocol';
import { THINK_BLOCK } from '../engine/reasoning-setup';
import { UniqueIds } from '../engine/unique-ids';
import { EnvelopeSegment } from '../envelope-calls/envelope-segment';
import { functionToolsJson } from '../format/function-tools-json';
import { jsonDumps } from '../format/json-dumps';
import { toolCallInput } from '../format/tool-call-input';
import { toolResultValue } from '../format/tool-result-value';
import type { ToolCallProtocol } from '../types';
import {
  PLAMO3_ARGUMENTS_BEGIN,
  PLAMO3_CALL_BEGIN,
  PLAMO3_CALL_END,
  PLAMO3_SECTION_BEGIN,
  PLAMO3_SECTION_END,
  PLAMO3_THINK,
  plamo3Envelope,
} from './plamo3-envelope';

/**
 * Preferred Networks' PLaMo 3: calls in `<|plamo:begin_tool_requests:plamo|>`, each a name tag
 * and JSON arguments (see {@link plamo3Envelope}); thinking in `<|plamo:begin_think:plamo|>…
 * <|plamo:end_think:plamo|>`. Calls are committed one by one: a section cut off before its end
 * still yields its complete calls.
 */
export function plamo3Protocol(): ToolCallProtocol {
  return defineProtocol({
    name: 'plamo3',
    createFormat: () => {
      const ids = new UniqueIds();
      return {
        markers: [PLAMO3_SECTION_BEGIN, PLAMO3_CALL_BEGIN, PLAMO3_SECTION_END],
        createSegment: (context) => new EnvelopeSegment(context, plamo3Envelope, ids),
        reasoningBlocks: [THINK_BLOCK, PLAMO3_THINK],
      };
    },
    formatTools: ({ tools, toolSystemPromptTemplate }) =>
      toolSystemPromptTemplate(functionToolsJson(tools)),
    formatToolCall: (toolCall) =>
      `${PLAMO3_SECTION_BEGIN}${PLAMO3_CALL_BEGIN}${toolCall.toolName}${PLAMO3_ARGUMENTS_BEGIN}${jsonDumps(toolCallInput(toolCall.input))}${PLAMO3_CALL_END}${PLAMO3_SECTION_END}`,
    formatToolResponse: (toolResult) => {
      const value = toolResultValue(toolResult.output);
      return typeof value === 'string' ? value : jsonDumps(value ?? null);
    },
  });
}
