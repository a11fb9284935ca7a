import { defineProtocol } from '../define-protocol';
import { functionToolsJson } from '../format/function-tools-json';
import { jsonDumps } from '../format/json-dumps';
import { toolCallInput } from '../format/tool-call-input';
import { toolResultValue } from '../format/tool-result-value';
import type { ToolCallProtocol } from '../types';
import { PYTHON_START, PythonCallListSegment } from './python-call-list-segment';
import { pythonLiteral } from './python-literal';

/**
 * Pythonic tool calls: a list of Python calls with keyword arguments —
 * `[get_weather(city='Seoul', days=2), get_time()]` (Llama 3.2, Llama 4, ToolACE), also inside
 * Llama 4's `<|python_start|>…<|python_end|>`. Values are Python literals (`'text'`, `"""…"""`,
 * `True`, `None`, negative numbers, lists, dicts), typed by the tool's schema.
 *
 * A list is recognized by `[` + a declared tool name + `(`, so brackets in prose are held back
 * only while they may still spell that (at most the longest such marker − 1 characters). A call
 * to an undeclared tool is reported (`UNKNOWN_TOOL`) when it appears inside a list or after
 * `<|python_start|>`; a bare `[unknown(…)]` reads as prose.
 */
export function pythonicProtocol(): ToolCallProtocol {
  return defineProtocol({
    name: 'pythonic',
    createFormat: (tools) => ({
      markers: [PYTHON_START, ...tools.names.map((name) => `[${name}(`)],
      createSegment: (context) => new PythonCallListSegment(context),
    }),
    formatTools: ({ tools, toolSystemPromptTemplate }) =>
      toolSystemPromptTemplate(functionToolsJson(tools)),
    formatToolCall: (toolCall) => {
      const input = toolCallInput(toolCall.input);
      const args =
        typeof input === 'object' && input !== null && !Array.isArray(input)
          ? Object.entries(input)
              .filter(([, value]) => value !== undefined)
              .map(([key, value]) => `${key}=${pythonLiteral(value)}`)
          : [];
      return `[${toolCall.toolName}(${args.join(', ')})]`;
    },
    // The `ipython` turn holds the output alone; the tool's name says which call it answers.
    formatToolResponse: (toolResult) =>
      jsonDumps({ tool: toolResult.toolName, output: toolResultValue(toolResult.output) ?? null }),
  });
}
