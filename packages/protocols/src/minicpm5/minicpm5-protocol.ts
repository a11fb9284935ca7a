import { defineProtocol } from '../define-protocol';
import { callArguments } from '../format/call-arguments';
import { escapeAttribute } from '../format/escape-attribute';
import { jsonToolList } from '../format/json-tool-list';
import { toolResultValue } from '../format/tool-result-value';
import type { ToolCallProtocol } from '../types';
import { Minicpm5Segment } from './minicpm5-segment';

/**
 * MiniCPM5: `<function name="NAME"><param name="K">V</param></function>`, one element per call,
 * also `<param name="K" value="V"/>`. Values are raw text typed by the schema (plain strings
 * stream) or a JSON string (`"Paris"`); a literal `</param>` inside code stays content unless
 * the call goes on after it. Calls are written back with raw values.
 */
export function minicpm5Protocol(): ToolCallProtocol {
  return defineProtocol({
    name: 'minicpm5',
    createFormat: () => ({
      markers: ['<function'],
      createSegment: (context) => new Minicpm5Segment(context),
    }),
    formatTools: ({ tools, toolSystemPromptTemplate }) =>
      toolSystemPromptTemplate(['<tools>', ...jsonToolList(tools), '</tools>'].join('\n')),
    formatToolCall: (toolCall) => {
      const params = callArguments(toolCall.input).map(
        (argument) => `<param name="${escapeAttribute(argument.name)}">${argument.text}</param>`,
      );
      return `<function name="${escapeAttribute(toolCall.toolName)}">${params.join('')}</function>`;
    },
    formatToolResponse: (toolResult) => {
      const value = toolResultValue(toolResult.output);
      const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? 'null');
      return `<tool_response>\n${text}\n</tool_response>`;
    },
  });
}
