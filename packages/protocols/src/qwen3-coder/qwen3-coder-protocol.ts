import { defineProtocol } from '../define-protocol';
import { callArguments } from '../format/call-arguments';
import { toolResultValue } from '../format/tool-result-value';
import type { ToolCallProtocol } from '../types';
import { qwen3CoderOpening } from './qwen3-coder-opening';
import { Qwen3CoderSegment } from './qwen3-coder-segment';
import { renderQwen3CoderTools } from './qwen3-coder-tools';

/**
 * Qwen3-Coder, Qwen3.5 and Qwen3.6 (also Nemotron-3 and Step-3.5):
 * `<tool_call>\n<function=NAME>\n<parameter=KEY>\nVALUE\n</parameter>\n</function>\n</tool_call>`.
 *
 * One leading and one trailing newline of a value are not part of it. A `</parameter>` ends a
 * value only when the call goes on after it, so code containing `</parameter>` or `</tool_call>`
 * stays intact; a missing `</parameter>` ends at the next `<parameter=` of a declared parameter.
 * Plain string values stream character by character; others are typed by the tool's schema
 * (objects and arrays are JSON inside the element). A bare `<function=NAME>` without
 * `<tool_call>`, and a Hermes JSON object inside `<tool_call>`, are read too.
 */
export function qwen3CoderProtocol(): ToolCallProtocol {
  return defineProtocol({
    name: 'qwen3-coder',
    opening: qwen3CoderOpening,
    createFormat: () => ({
      markers: ['<tool_call>', '<function='],
      createSegment: (context) => new Qwen3CoderSegment(context, context.marker === '<function='),
    }),
    formatTools: ({ tools, toolSystemPromptTemplate }) =>
      toolSystemPromptTemplate(renderQwen3CoderTools(tools)),
    formatToolCall: (toolCall) => {
      const parameters = callArguments(toolCall.input).map(
        (argument) => `<parameter=${argument.name}>\n${argument.text}\n</parameter>\n`,
      );
      return `<tool_call>\n<function=${toolCall.toolName}>\n${parameters.join('')}</function>\n</tool_call>`;
    },
    formatToolResponse: (toolResult) => {
      const value = toolResultValue(toolResult.output);
      const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? 'null');
      return `<tool_response>\n${text}\n</tool_response>`;
    },
  });
}
