import { jsonDumps } from '../format/json-dumps';
import { toolCallInput } from '../format/tool-call-input';
import { toolResultValue } from '../format/tool-result-value';
import { pythonLiteral } from '../pythonic/python-literal';
import type { HistoryToolCall, HistoryToolResult } from '../types';
import type { PythonEnvelope } from './python-envelope-segment';

/** A model family of the pythonic-tags format: its markers and how its history is written. */
export interface PythonicTagsModel extends PythonEnvelope {
  formatToolCall(call: HistoryToolCall): string;
  formatToolResponse(result: HistoryToolResult): string;
}

/** `get_weather(city="Paris", days=3)`: keyword arguments as Python literals. */
function pythonCall(call: HistoryToolCall): string {
  const input = toolCallInput(call.input);
  const args =
    typeof input === 'object' && input !== null && !Array.isArray(input)
      ? Object.entries(input)
          .filter(([, value]) => value !== undefined)
          .map(([key, value]) => `${key}=${pythonLiteral(value)}`)
      : [];
  return `${call.toolName}(${args.join(', ')})`;
}

const resultValue = (result: HistoryToolResult) =>
  jsonDumps({ name: result.toolName, result: toolResultValue(result.output) ?? null });

/** The families, by preset name. */
export const pythonicTagsModels = {
  // Liquid LFM2 / LFM2.5: a Python list (or a JSON list) between its tool-call tokens; LFM2.5's
  // template writes string arguments between single quotes without escaping anything.
  lfm2: {
    start: '<|tool_call_start|>',
    end: '<|tool_call_end|>',
    json: true,
    unescapedQuotes: true,
    formatToolCall: (call) => `<|tool_call_start|>[${pythonCall(call)}]<|tool_call_end|>`,
    formatToolResponse: (result) =>
      `<|tool_response_start|>${resultValue(result)}<|tool_response_end|>`,
  },
  // Olmo 3: one Python call per line inside <function_calls>.
  olmo3: {
    start: '<function_calls>',
    end: '</function_calls>',
    json: false,
    formatToolCall: (call) => `<function_calls>${pythonCall(call)}</function_calls>`,
    formatToolResponse: (result) => `<function_results>${resultValue(result)}</function_results>`,
  },
} satisfies Record<string, PythonicTagsModel>;

export type PythonicTagsModelName = keyof typeof pythonicTagsModels;
