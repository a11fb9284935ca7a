import { defineProtocol } from '../define-protocol';
import { callArguments } from '../format/call-arguments';
import { escapeAttribute } from '../format/escape-attribute';
import { jsonToolList } from '../format/json-tool-list';
import { toolResultValue } from '../format/tool-result-value';
import { InvokeSegment } from '../tagged/invoke-segment';
import { pattern } from '../tagged/pattern';
import type { ToolCallProtocol } from '../types';

/** GigaChat 3.5's markup prefix: DeepSeek's DSML tags with `｜GCML｜` instead of `｜DSML｜`. */
const GCML = '｜GCML｜';
const BLOCK_OPEN = `<${GCML}tool_calls>`;
const BLOCK_CLOSE = `</${GCML}tool_calls>`;

/**
 * GigaChat 3.5: `<｜GCML｜tool_calls>` holding one `<｜GCML｜invoke name="NAME">` per call, each
 * argument a `<｜GCML｜parameter name="K" string="true|false">V</｜GCML｜parameter>` where
 * `string="false"` marks a JSON literal — the `<invoke>` family's DSML dialect under another
 * prefix. Plain strings stream; an ASCII `|` is accepted for `｜`. Thinking is `<think>…</think>`.
 * Results go back as `<function_response name="NAME">…</function_response>`, as its template
 * writes them.
 */
export function gigachat35Protocol(): ToolCallProtocol {
  return defineProtocol({
    name: 'gigachat35',
    createFormat: () => ({
      markers: pattern.barSpellings(BLOCK_OPEN),
      createSegment: (context) =>
        new InvokeSegment(context, {
          format: 'GigaChat 3.5',
          prefix: GCML,
          blockClose: [BLOCK_CLOSE],
          same: pattern.fullwidthBar,
          typedParameters: true,
        }),
    }),
    formatTools: ({ tools, toolSystemPromptTemplate }) =>
      toolSystemPromptTemplate(jsonToolList(tools).join('\n')),
    formatToolCall: (toolCall) => {
      const parameters = callArguments(toolCall.input).map(
        (argument) =>
          `<${GCML}parameter name="${escapeAttribute(argument.name)}" string="${argument.isString}">${argument.text}</${GCML}parameter>\n`,
      );
      return `${BLOCK_OPEN}\n<${GCML}invoke name="${escapeAttribute(toolCall.toolName)}">\n${parameters.join('')}</${GCML}invoke>\n${BLOCK_CLOSE}`;
    },
    formatToolResponse: (toolResult) => {
      const value = toolResultValue(toolResult.output);
      const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? 'null');
      return `<function_response name="${escapeAttribute(toolResult.toolName)}">${text}</function_response>`;
    },
  });
}
