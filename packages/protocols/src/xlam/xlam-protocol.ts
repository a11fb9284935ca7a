import { defineProtocol } from '../define-protocol';
import { functionToolsJson } from '../format/function-tools-json';
import { jsonDumps } from '../format/json-dumps';
import { toolCallInput } from '../format/tool-call-input';
import { toolResultValue } from '../format/tool-result-value';
import { JsonBlockSegment } from '../json-calls/json-block-segment';
import type { ToolCallProtocol } from '../types';
import { ReplayedMarkerSegment } from './replayed-marker-segment';

/**
 * What may stand before a list, and what then closes it: a Markdown fence, Hermes' `<tool_call>`
 * tag, Mistral's `[TOOL_CALLS]` token (no closer: the list ends at its own `]`), or nothing.
 */
const ENVELOPES: ReadonlyArray<{ prefix: string; end: string | undefined }> = [
  { prefix: '', end: undefined },
  { prefix: '```json\n', end: '```' },
  { prefix: '```\n', end: '```' },
  { prefix: '```json\n\n', end: '```' },
  { prefix: '<tool_call>', end: '</tool_call>' },
  { prefix: '<tool_call>\n', end: '</tool_call>' },
  { prefix: '[TOOL_CALLS]', end: undefined },
];
/** How a list opens, as models lay it out: compact or pretty-printed, either quote style. */
const LIST_STARTS = ['[', '[ ', '[\n', '[\n  ', '[\n    ', '[\n\t'].flatMap((open) => [
  `${open}{"name"`,
  `${open}{'name'`,
]);

/**
 * Salesforce xLAM: the calls of one answer as a bare JSON list,
 * `[{"name": "get_weather", "arguments": {"city": "Paris"}}]`, also inside a ```` ```json ````
 * fence, after `[TOOL_CALLS]`, between `<tool_call>` and `</tool_call>`, or after a `</think>`. A candidate opens only where a list's first object starts with the
 * `name` key (compact or pretty-printed), so lists and braces in prose cost nothing; each element
 * is read and streamed by the JSON-call family's block reader, a failed one released on its own.
 */
export function xlamProtocol(): ToolCallProtocol {
  const markers = new Map(
    ENVELOPES.flatMap((envelope) =>
      LIST_STARTS.map((start) => [envelope.prefix + start, envelope] as const),
    ),
  );
  return defineProtocol({
    name: 'xlam',
    createFormat: () => ({
      markers: [...markers.keys()],
      createSegment: (context) => {
        const envelope = markers.get(context.marker) ?? { prefix: '', end: undefined };
        // Without a closer the reader never meets its end marker: the list's `]` ends it.
        const end = envelope.end ?? '```';
        return new ReplayedMarkerSegment(
          context,
          envelope.prefix.length,
          envelope.end === undefined,
          (reader) =>
            new JsonBlockSegment(reader, {
              startMarker: end,
              endMarker: end,
              releaseFailedArray: true,
            }),
        );
      },
    }),
    formatTools: ({ tools, toolSystemPromptTemplate }) =>
      toolSystemPromptTemplate(functionToolsJson(tools)),
    formatToolCall: (call) =>
      jsonDumps([{ name: call.toolName, arguments: toolCallInput(call.input) }]),
    formatToolResponse: (result) =>
      jsonDumps({ name: result.toolName, result: toolResultValue(result.output) ?? null }),
  });
}
