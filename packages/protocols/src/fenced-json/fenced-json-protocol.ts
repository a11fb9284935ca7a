import { defineProtocol } from '../define-protocol';
import { toolCallInput } from '../format/tool-call-input';
import { toolListing } from '../format/tool-listing';
import { toolResultValue } from '../format/tool-result-value';
import type { ToolCallProtocol } from '../types';
import { FENCE, FencedJsonSegment } from './fenced-json-segment';

/** Characters an object in a fence may take, beyond the longest tool name, before it is known. */
const PROBE_BASE = 256;

/**
 * A JSON call in a Markdown code block, as models write when they drift into Markdown:
 *
 * ````text
 * ```json
 * {"name": "get_weather", "arguments": {"city": "Seoul"}}
 * ```
 * ````
 *
 * The fence may be labelled `json`, `tool_call` or nothing; `parameters` is accepted for
 * `arguments`. A fence is a call only when its object starts with the `name` key followed by the
 * arguments key (or ends after the name of a declared tool); any other code block — another
 * language, JSON that is not a call, a fence in prose — stays text and is not reported, decided
 * within 16 + 64 characters of the fence line plus 256 plus the longest tool name of the object.
 * A call to an undeclared tool is reported as `UNKNOWN_TOOL` with its text kept.
 *
 * Meant as a fallback (`withFallbackProtocols(primary, [fencedJsonProtocol()])`): JSON in a fence
 * that has the shape of a call is executed. As a primary format, calls are written back as
 * ```` ```json ```` blocks and results as ```` ```tool_response ```` blocks.
 */
export function fencedJsonProtocol(): ToolCallProtocol {
  return defineProtocol({
    name: 'fenced-json',
    createFormat: (tools) => {
      const probeLimit = PROBE_BASE + Math.max(0, ...tools.names.map((name) => name.length));
      return {
        markers: [FENCE],
        createSegment: (context) => new FencedJsonSegment(context, probeLimit),
      };
    },
    formatTools: ({ tools, toolSystemPromptTemplate }) =>
      toolSystemPromptTemplate(JSON.stringify(tools.map(toolListing))),
    formatToolCall: (toolCall) =>
      `${FENCE}json\n${JSON.stringify({ name: toolCall.toolName, arguments: toolCallInput(toolCall.input) })}\n${FENCE}`,
    formatToolResponse: (toolResult) =>
      `${FENCE}tool_response\n${JSON.stringify({ name: toolResult.toolName, result: toolResultValue(toolResult.output) ?? null })}\n${FENCE}`,
  });
}
