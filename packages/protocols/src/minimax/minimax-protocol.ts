import { defineProtocol } from '../define-protocol';
import { callArguments } from '../format/call-arguments';
import { escapeAttribute } from '../format/escape-attribute';
import { jsonToolList } from '../format/json-tool-list';
import { toolResultValue } from '../format/tool-result-value';
import { InvokeSegment } from '../tagged/invoke-segment';
import type { ToolCallProtocol } from '../types';

const BLOCK_OPEN = '<minimax:tool_call>';
const BLOCK_CLOSE = '</minimax:tool_call>';

/**
 * MiniMax-M2 / M2.5: `<minimax:tool_call>\n<invoke name="NAME">\n<parameter name="K">V</parameter>
 * \n</invoke>\n</minimax:tool_call>`, several `<invoke>`s per block. Values are raw text typed by
 * the tool's schema (plain strings stream as they arrive; other values are JSON or plain literals).
 * A literal `</parameter>` inside a value stays content unless the call goes on after it.
 */
export function minimaxProtocol(): ToolCallProtocol {
  return defineProtocol({
    name: 'minimax',
    createFormat: () => ({
      markers: [BLOCK_OPEN],
      createSegment: (context) =>
        new InvokeSegment(context, { format: 'MiniMax', prefix: '', blockClose: [BLOCK_CLOSE] }),
    }),
    formatTools: ({ tools, toolSystemPromptTemplate }) =>
      toolSystemPromptTemplate(
        ['<tools>', ...jsonToolList(tools).map((tool) => `<tool>${tool}</tool>`), '</tools>'].join(
          '\n',
        ),
      ),
    formatToolCall: (toolCall) => {
      const parameters = callArguments(toolCall.input).map(
        (argument) =>
          `<parameter name="${escapeAttribute(argument.name)}">${argument.text}</parameter>\n`,
      );
      return `${BLOCK_OPEN}\n<invoke name="${escapeAttribute(toolCall.toolName)}">\n${parameters.join('')}</invoke>\n${BLOCK_CLOSE}`;
    },
    formatToolResponse: (toolResult) => {
      const value = toolResultValue(toolResult.output);
      const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? 'null');
      return `<response>${text}</response>`;
    },
  });
}
