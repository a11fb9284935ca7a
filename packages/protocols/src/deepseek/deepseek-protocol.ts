import { defineProtocol } from '../define-protocol';
import { EnvelopeSegment } from '../envelope-calls/envelope-segment';
import { jsonToolList } from '../format/json-tool-list';
import { toolResultValue } from '../format/tool-result-value';
import { InvokeSegment } from '../tagged/invoke-segment';
import { pattern } from '../tagged/pattern';
import type { ToolCallProtocol } from '../types';
import { deepseekEnvelope } from './deepseek-envelope';
import type { DeepseekFormat } from './deepseek-generation';
import { DEEPSEEK_TOKENS as T } from './deepseek-tokens';
import { writeDeepseekCall } from './deepseek-write-call';

/** Options of {@link deepseekProtocol}. */
export interface DeepseekProtocolOptions {
  /** The generation whose syntax history calls and results are written in (default `v3.2`). */
  format?: DeepseekFormat;
}

const DSML_BLOCKS = [T.functionCalls, T.toolCalls];
const DSML_CLOSES = DSML_BLOCKS.map((open) => open.replace('<', '</'));

/**
 * DeepSeek, every generation in one parser: V3/R1 (`<｜tool▁calls▁begin｜><｜tool▁call▁begin｜>
 * function<｜tool▁sep｜>NAME` + a ```` ```json ```` block), V3.1 (`NAME<｜tool▁sep｜>{json}`)
 * and V3.2/V4 DSML (`<｜DSML｜function_calls>` / `<｜DSML｜tool_calls>` holding
 * `<｜DSML｜invoke name="…">` with `<｜DSML｜parameter name="…" string="true|false">`, where
 * `string="false"` marks a JSON literal). An ASCII `|` is accepted wherever `｜` is expected.
 *
 * Calls a model opens inside its reasoning (V4 sometimes starts DSML before `</think>`) are not
 * this protocol's concern: split reasoning first (`extractReasoningMiddleware`), then parse.
 */
export function deepseekProtocol(options: DeepseekProtocolOptions = {}): ToolCallProtocol {
  const format = options.format ?? 'v3.2';
  return defineProtocol({
    name: 'deepseek',
    createFormat: () => ({
      markers: [T.callsBegin, T.callBegin, ...DSML_BLOCKS].flatMap(pattern.barSpellings),
      createSegment: (context) => {
        if (context.marker.includes('DSML')) {
          return new InvokeSegment(context, {
            format: 'DeepSeek DSML',
            prefix: T.dsml,
            blockClose: DSML_CLOSES,
            same: pattern.fullwidthBar,
            typedParameters: true,
            jsonBodies: true,
          });
        }
        return new EnvelopeSegment(context, deepseekEnvelope);
      },
    }),
    formatTools: ({ tools, toolSystemPromptTemplate }) =>
      toolSystemPromptTemplate(['<functions>', ...jsonToolList(tools), '</functions>'].join('\n')),
    formatToolCall: (toolCall) => writeDeepseekCall(toolCall, format),
    formatToolResponse: (toolResult) => {
      const value = toolResultValue(toolResult.output);
      const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? 'null');
      switch (format) {
        case 'v3':
          return `${T.outputsBegin}${T.outputBegin}${text}${T.outputEnd}${T.outputsEnd}`;
        case 'v3.1':
          return `${T.outputBegin}${text}${T.outputEnd}`;
        default:
          return `<function_results>\n<result>${text}</result>\n</function_results>`;
      }
    },
  });
}
