import { defineProtocol } from '../define-protocol';
import { toolCallInput } from '../format/tool-call-input';
import { toolListing } from '../format/tool-listing';
import { toolResultValue } from '../format/tool-result-value';
import { JsonBlockSegment } from '../json-calls/json-block-segment';
import { jsonOpening } from '../json-calls/json-opening';
import type { ToolCallProtocol } from '../types';

/** Opens the calls of one answer. */
export const NEMOTRON_TOOLCALL = '<TOOLCALL>';
const TOOLCALL_END = '</TOOLCALL>';

/**
 * NVIDIA Nemotron-Nano v2: the calls of one answer as a JSON array between `<TOOLCALL>` and
 * `</TOOLCALL>`, `<TOOLCALL>[{"name": "get_weather", "arguments": {"city": "SF"}}]</TOOLCALL>`.
 * Read with the JSON-call family: each element becomes a call as soon as it is complete, and its
 * arguments stream as they arrive; a single object without the array, `parameters` for
 * `arguments`, relaxed JSON and a missing `</TOOLCALL>` after complete calls are read. A failed
 * element among good ones is released as text on its own; when every call fails, the whole
 * `<TOOLCALL>…</TOOLCALL>` stays text as written. Results go back in
 * `<TOOL_RESPONSE>`.
 */
export function nemotronProtocol(): ToolCallProtocol {
  return defineProtocol({
    name: 'nemotron',
    opening: jsonOpening,
    createFormat: () => ({
      markers: [NEMOTRON_TOOLCALL],
      createSegment: (context) =>
        new JsonBlockSegment(context, {
          endMarker: TOOLCALL_END,
          startMarker: NEMOTRON_TOOLCALL,
          releaseFailedArray: true,
        }),
    }),
    formatTools: ({ tools, toolSystemPromptTemplate }) =>
      toolSystemPromptTemplate(JSON.stringify(tools.map(toolListing))),
    formatToolCall: (toolCall) =>
      `${NEMOTRON_TOOLCALL}${JSON.stringify([{ name: toolCall.toolName, arguments: toolCallInput(toolCall.input) }])}${TOOLCALL_END}`,
    formatToolResponse: (toolResult) =>
      `<TOOL_RESPONSE>${JSON.stringify({ name: toolResult.toolName, result: toolResultValue(toolResult.output) ?? null })}</TOOL_RESPONSE>`,
  });
}
