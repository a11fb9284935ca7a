import { defineProtocol } from '../define-protocol';
import { callArguments } from '../format/call-arguments';
import { jsonToolList } from '../format/json-tool-list';
import { toolResultValue } from '../format/tool-result-value';
import type { ToolCallProtocol } from '../types';
import { glmOpening } from './glm-opening';
import { GlmSegment } from './glm-segment';

/**
 * GLM-4.5/4.6 (`<tool_call>NAME\n<arg_key>K</arg_key>\n<arg_value>V</arg_value>\n</tool_call>`)
 * and GLM-4.7/5 (the same without newlines); `<tool_call>NAME</tool_call>` is a call without
 * arguments. Values carry no type: they are typed by the tool's schema, and plain strings stream
 * as they arrive. The name is trimmed before the lookup, a missing `</arg_value>` ends at the next
 * declared `<arg_key>`, and a call cut off inside `</tool_call>` is complete. Calls are written
 * back in the GLM-4.7/5 form.
 */
export function glmProtocol(): ToolCallProtocol {
  return defineProtocol({
    name: 'glm',
    opening: glmOpening,
    createFormat: () => ({
      markers: ['<tool_call>'],
      createSegment: (context) => new GlmSegment(context),
    }),
    formatTools: ({ tools, toolSystemPromptTemplate }) =>
      toolSystemPromptTemplate(['<tools>', ...jsonToolList(tools), '</tools>'].join('\n')),
    formatToolCall: (toolCall) => {
      const pairs = callArguments(toolCall.input).map(
        (argument) => `<arg_key>${argument.name}</arg_key><arg_value>${argument.text}</arg_value>`,
      );
      return `<tool_call>${toolCall.toolName}${pairs.join('')}</tool_call>`;
    },
    formatToolResponse: (toolResult) => {
      const value = toolResultValue(toolResult.output);
      const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? 'null');
      return `<tool_response>\n${text}\n</tool_response>`;
    },
  });
}
