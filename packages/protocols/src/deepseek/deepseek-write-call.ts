import { callArguments } from '../format/call-arguments';
import { escapeAttribute } from '../format/escape-attribute';
import { toolCallInput } from '../format/tool-call-input';
import type { HistoryToolCall } from '../types';
import type { DeepseekFormat } from './deepseek-generation';
import { DEEPSEEK_TOKENS as T } from './deepseek-tokens';

/** One call written exactly as a DeepSeek model of the given generation writes it. */
export function writeDeepseekCall(call: HistoryToolCall, format: DeepseekFormat): string {
  if (format === 'v3.2' || format === 'v4') {
    const block = format === 'v4' ? 'tool_calls' : 'function_calls';
    const parameters = callArguments(call.input).map(
      (argument) =>
        `<${T.dsml}parameter name="${escapeAttribute(argument.name)}" string="${argument.isString}">${argument.text}</${T.dsml}parameter>\n`,
    );
    return `<${T.dsml}${block}>\n<${T.dsml}invoke name="${escapeAttribute(call.toolName)}">\n${parameters.join('')}</${T.dsml}invoke>\n</${T.dsml}${block}>`;
  }
  const input = toolCallInput(call.input);
  const json = JSON.stringify(typeof input === 'object' && input !== null ? input : {});
  const body =
    format === 'v3'
      ? `function${T.sep}${call.toolName}\n\`\`\`json\n${json}\n\`\`\``
      : `${call.toolName}${T.sep}${json}`;
  return `${T.callsBegin}${T.callBegin}${body}${T.callEnd}${T.callsEnd}`;
}
