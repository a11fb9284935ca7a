import { defineProtocol } from '../define-protocol';
import { functionToolsJson } from '../format/function-tools-json';
import { jsonDumps } from '../format/json-dumps';
import { toolCallInput } from '../format/tool-call-input';
import { toolResultValue } from '../format/tool-result-value';
import { JsonBlockSegment } from '../json-calls/json-block-segment';
import type { ToolCallProtocol } from '../types';
import { ReplayedMarkerSegment } from './replayed-marker-segment';

const FENCE_END = '```';
/** A list may stand in a Markdown fence. */
const FENCES = ['', '```json\n', '```\n', '```json\n\n'];
/** How a list opens, as models lay it out: compact or pretty-printed, either quote style. */
const LIST_STARTS = ['[', '[ ', '[\n', '[\n  ', '[\n    ', '[\n\t'].flatMap((open) => [
  `${open}{"name"`,
  `${open}{'name'`,
]);

/**
 * Salesforce xLAM: the calls of one answer as a bare JSON list,
 * `[{"name": "get_weather", "arguments": {"city": "Paris"}}]`, also inside a ```` ```json ````
 * fence or after a `</think>`. A candidate opens only where a list's first object starts with the
 * `name` key (compact or pretty-printed), so lists and braces in prose cost nothing; each element
 * is read and streamed by the JSON-call family's block reader, a failed one released on its own.
 */
export function xlamProtocol(): ToolCallProtocol {
  const markers = new Map(
    FENCES.flatMap((fence) => LIST_STARTS.map((start) => [fence + start, fence.length] as const)),
  );
  return defineProtocol({
    name: 'xlam',
    createFormat: () => ({
      markers: [...markers.keys()],
      createSegment: (context) =>
        new ReplayedMarkerSegment(
          context,
          markers.get(context.marker) ?? 0,
          (reader) =>
            new JsonBlockSegment(reader, {
              startMarker: FENCE_END,
              endMarker: FENCE_END,
              releaseFailedArray: true,
            }),
        ),
    }),
    formatTools: ({ tools, toolSystemPromptTemplate }) =>
      toolSystemPromptTemplate(functionToolsJson(tools)),
    formatToolCall: (call) =>
      jsonDumps([{ name: call.toolName, arguments: toolCallInput(call.input) }]),
    formatToolResponse: (result) =>
      jsonDumps({ name: result.toolName, result: toolResultValue(result.output) ?? null }),
  });
}
