import { defineProtocol } from '../define-protocol';
import { functionToolsJson } from '../format/function-tools-json';
import type { ToolCallProtocol } from '../types';
import { PythonEnvelopeSegment } from './python-envelope-segment';
import { type PythonicTagsModelName, pythonicTagsModels } from './pythonic-tags-models';

/**
 * Pythonic calls between a model's own markers: LFM2's
 * `<|tool_call_start|>[get_weather(city="Paris", days=3)]<|tool_call_end|>` (or a JSON list
 * there), Olmo 3's `<function_calls>get_weather(city='Paris')\nget_time()</function_calls>`.
 * Values are Python literals typed by the tool's schema as they stream; each call is settled at
 * its `)`. `model` picks whose markers are read and whose syntax is written into the history;
 * without it both are read and LFM2's is written.
 */
export function pythonicTagsProtocol(model?: PythonicTagsModelName): ToolCallProtocol {
  const families =
    model === undefined ? Object.values(pythonicTagsModels) : [pythonicTagsModels[model]];
  const writer = families[0] ?? pythonicTagsModels.lfm2;
  const envelopes = new Map(families.map((family) => [family.start, family]));
  return defineProtocol({
    name: 'pythonic-tags',
    createFormat: () => ({
      markers: [...envelopes.keys()],
      createSegment: (context) =>
        new PythonEnvelopeSegment(context, envelopes.get(context.marker) ?? writer),
    }),
    formatTools: ({ tools, toolSystemPromptTemplate }) =>
      toolSystemPromptTemplate(functionToolsJson(tools)),
    formatToolCall: (call) => writer.formatToolCall(call),
    formatToolResponse: (result) => writer.formatToolResponse(result),
  });
}
