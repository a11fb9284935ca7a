import { defineProtocol } from '../define-protocol';
import { functionToolsJson } from '../format/function-tools-json';
import { jsonDumps } from '../format/json-dumps';
import { toolCallInput } from '../format/tool-call-input';
import { toolResultValue } from '../format/tool-result-value';
import type { ToolCallProtocol } from '../types';
import { BareJsonCallSegment } from './bare-json-call-segment';
import { PythonTagSegment } from './python-tag-segment';

const PYTHON_TAG = '<|python_tag|>';
/**
 * A call opens with `{` and the key `name`, as Llama writes it, compact or pretty-printed. Only
 * these open a candidate, so the braces of code and prose never cost a look-ahead.
 */
const CALL_STARTS = ['{', '{ ', '{\n', '{\n  ', '{\n    ', '{\n\t', '{\r\n  ', '{\r\n    '].flatMap(
  (open) => [`${open}"name"`, `${open}'name'`],
);
/** Characters a `{` may take, beyond the longest tool name, before it is known to be a call. */
const PROBE_BASE = 256;

/**
 * Llama 3.x JSON tool calls: a bare `{"name": "get_weather", "parameters": {"city": "Seoul"}}`
 * (`arguments` is accepted for `parameters`), optionally after `<|python_tag|>`, several calls
 * separated by `;` or line breaks.
 *
 * There is no start delimiter: a candidate is a `{` whose first key is `name` (compact or
 * pretty-printed), decided within a bounded look-ahead — a call when the name (a string) is
 * followed by the arguments key, or by the object's end for a declared tool. An object that is
 * not a call (`{"name": "Alice", "age": 3}`) is released as text as soon as that is clear — at
 * most 256 characters plus the longest tool name after its `{`, usually after a few. A call
 * naming an undeclared tool is reported as `UNKNOWN_TOOL`.
 */
export function llama3JsonProtocol(): ToolCallProtocol {
  return defineProtocol({
    name: 'llama3-json',
    createFormat: (tools) => {
      const probeLimit = PROBE_BASE + Math.max(0, ...tools.names.map((name) => name.length));
      return {
        markers: [...CALL_STARTS, PYTHON_TAG],
        createSegment: (context) =>
          context.marker === PYTHON_TAG
            ? new PythonTagSegment(context)
            : new BareJsonCallSegment(context, probeLimit),
      };
    },
    formatTools: ({ tools, toolSystemPromptTemplate }) =>
      toolSystemPromptTemplate(functionToolsJson(tools)),
    formatToolCall: (toolCall) =>
      jsonDumps({ name: toolCall.toolName, parameters: toolCallInput(toolCall.input) }),
    // Llama's `ipython` turn holds the output alone; `tool` comes first so that an echoed
    // result can never read as a call (`name` first).
    formatToolResponse: (toolResult) =>
      jsonDumps({ tool: toolResult.toolName, output: toolResultValue(toolResult.output) ?? null }),
  });
}
