import { defineProtocol } from '../define-protocol';
import { THINK_BLOCK } from '../engine/reasoning-setup';
import { UniqueIds } from '../engine/unique-ids';
import { EnvelopeSegment } from '../envelope-calls/envelope-segment';
import { functionToolsJson } from '../format/function-tools-json';
import { jsonDumps } from '../format/json-dumps';
import { toolCallInput } from '../format/tool-call-input';
import { toolResultValue } from '../format/tool-result-value';
import { SilentMarkerSegment } from '../json-tags/silent-marker-segment';
import type { ReasoningBlock, ToolCallProtocol } from '../types';
import {
  SOLAR_ARGUMENTS_BEGIN,
  SOLAR_CALL_BEGIN,
  SOLAR_CALL_END,
  SOLAR_DEFAULT_CALL_ID,
  SOLAR_NAME_BEGIN,
  SOLAR_SECTION_BEGIN,
  SOLAR_SECTION_END,
  solarOpenEnvelope,
} from './solar-open-envelope';

/** Solar Open thinks in a turn of its own: `<|think|>…<|end|>`, then `<|begin|>assistant` again. */
export const SOLAR_THINK_BLOCK: ReasoningBlock = { open: '<|think|>', close: '<|end|>' };

/**
 * The turn markup around an answer, which is structure and no text: a new assistant turn after
 * the thinking turn, the `<|content|>` that opens a text answer and the `<|end|>` that ends it.
 */
const SOLAR_TURN_MARKERS = ['<|begin|>assistant', '<|content|>', '<|end|>'];

/**
 * Upstage Solar Open (100B): `<|tool_calls|><|tool_call:begin|>ID<|tool_call:name|>NAME
 * <|tool_call:args|>{json}<|tool_call:end|>…<|calls|>`, JSON arguments (Solar Open 2 writes one
 * token pair per argument instead: `solar-open2`). The model's call id is kept and written back,
 * so that a tool result (`<|tool_response:begin|>ID…`) names the call it answers. Calls are
 * committed one by one: a section cut off before `<|calls|>` still yields its complete calls.
 */
export function solarOpenProtocol(): ToolCallProtocol {
  return defineProtocol({
    name: 'solar-open',
    createFormat: () => {
      const ids = new UniqueIds();
      return {
        markers: [SOLAR_SECTION_BEGIN, SOLAR_CALL_BEGIN, SOLAR_SECTION_END, ...SOLAR_TURN_MARKERS],
        reasoningBlocks: [SOLAR_THINK_BLOCK, THINK_BLOCK],
        createSegment: (context) =>
          SOLAR_TURN_MARKERS.includes(context.marker)
            ? new SilentMarkerSegment(context)
            : new EnvelopeSegment(context, solarOpenEnvelope, ids),
        // A call section opened inside a thinking turn that never ends ends the thinking.
        reasoningEnders: [SOLAR_SECTION_BEGIN],
      };
    },
    formatTools: ({ tools, toolSystemPromptTemplate }) =>
      toolSystemPromptTemplate(functionToolsJson(tools)),
    formatToolCall: (toolCall) =>
      `${SOLAR_SECTION_BEGIN}${SOLAR_CALL_BEGIN}${callId(toolCall.toolCallId)}${SOLAR_NAME_BEGIN}${toolCall.toolName}${SOLAR_ARGUMENTS_BEGIN}${jsonDumps(toolCallInput(toolCall.input))}${SOLAR_CALL_END}${SOLAR_SECTION_END}`,
    formatToolResponse: (toolResult) => {
      const value = toolResultValue(toolResult.output);
      const content = typeof value === 'string' ? value : jsonDumps(value ?? null);
      return `<|tool_response:begin|>${callId(toolResult.toolCallId)}<|tool_response:name|>${toolResult.toolName}<|tool_response:result|>${content}<|tool_response:end|>`;
    },
  });
}

/** A history call or result without an id (or with an empty one) gets the default id. */
function callId(id: string | undefined): string {
  return id === undefined || id === '' ? SOLAR_DEFAULT_CALL_ID : id;
}
