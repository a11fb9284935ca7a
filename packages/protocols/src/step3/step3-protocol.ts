import { defineProtocol } from '../define-protocol';
import { callArguments } from '../format/call-arguments';
import { escapeAttribute } from '../format/escape-attribute';
import { jsonToolList } from '../format/json-tool-list';
import { toolResultValue } from '../format/tool-result-value';
import { InvokeSegment } from '../tagged/invoke-segment';
import { pattern } from '../tagged/pattern';
import type { ToolCallProtocol } from '../types';

const CALLS_BEGIN = '<｜tool_calls_begin｜>';
const CALLS_END = '<｜tool_calls_end｜>';
const CALL_BEGIN = '<｜tool_call_begin｜>function<｜tool_sep｜>';
const CALL_END = '<｜tool_call_end｜>';

/**
 * StepFun Step-3: `<｜tool_calls_begin｜><｜tool_call_begin｜>function<｜tool_sep｜><steptml:invoke
 * name="NAME"><steptml:parameter name="K">V</steptml:parameter></steptml:invoke><｜tool_call_end｜>
 * <｜tool_calls_end｜>` — one `<｜tool_call_begin｜>` per call, each holding `steptml:` invoke tags
 * read by the `<invoke>` family (values raw text typed by the schema; plain strings stream). The
 * section's open token is part of the first call and its close token part of the last; an ASCII
 * `|` is accepted for `｜`. Step-3.5 writes Qwen3-Coder's tags instead (the `qwen3-coder` preset).
 */
export function step3Protocol(): ToolCallProtocol {
  return defineProtocol({
    name: 'step3',
    createFormat: () => ({
      markers: [`${CALLS_BEGIN}${CALL_BEGIN}`, CALL_BEGIN].flatMap(pattern.barSpellings),
      createSegment: (context) =>
        new InvokeSegment(context, {
          format: 'Step-3',
          prefix: 'steptml:',
          // The call's close token, with the section's after the last call.
          blockClose: [`${CALL_END}${CALLS_END}`, CALL_END],
          same: pattern.fullwidthBar,
        }),
    }),
    formatTools: ({ tools, toolSystemPromptTemplate }) =>
      toolSystemPromptTemplate(jsonToolList(tools).join('\n')),
    formatToolCall: (toolCall) => {
      const parameters = callArguments(toolCall.input).map(
        (argument) =>
          `<steptml:parameter name="${escapeAttribute(argument.name)}">${argument.text}</steptml:parameter>`,
      );
      return `${CALLS_BEGIN}${CALL_BEGIN}<steptml:invoke name="${escapeAttribute(toolCall.toolName)}">${parameters.join('')}</steptml:invoke>${CALL_END}${CALLS_END}`;
    },
    formatToolResponse: (toolResult) => {
      const value = toolResultValue(toolResult.output);
      const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? 'null');
      return `<tool_response>\n${text}\n</tool_response>`;
    },
  });
}
