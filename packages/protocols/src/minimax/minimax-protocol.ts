import { defineProtocol } from '../define-protocol';
import { callArguments } from '../format/call-arguments';
import { escapeAttribute } from '../format/escape-attribute';
import { jsonToolList } from '../format/json-tool-list';
import { toolResultValue } from '../format/tool-result-value';
import { InvokeSegment } from '../tagged/invoke-segment';
import type { ToolCallProtocol } from '../types';

/** The block tags of each model family writing MiniMax-M2's invokes. */
const BLOCKS = {
  minimax: { open: '<minimax:tool_call>', close: '</minimax:tool_call>', format: 'MiniMax' },
  // dots3-note (`--tool-call-parser dots`): the same invokes in its own block.
  dots: { open: '<dots_function_call>', close: '</dots_function_call>', format: 'dots' },
} as const;

/** Which block a {@link minimaxProtocol} reads and writes. */
export type MinimaxBlock = keyof typeof BLOCKS;

/**
 * MiniMax-M2 / M2.5: `<minimax:tool_call>\n<invoke name="NAME">\n<parameter name="K">V</parameter>
 * \n</invoke>\n</minimax:tool_call>`, several `<invoke>`s per block. Values are raw text typed by
 * the tool's schema (plain strings stream as they arrive; other values are JSON or plain literals).
 * A literal `</parameter>` inside a value stays content unless the call goes on after it.
 * `block: 'dots'` reads and writes dots3-note's `<dots_function_call>` block around the same
 * invokes instead.
 */
export function minimaxProtocol(block: MinimaxBlock = 'minimax'): ToolCallProtocol {
  const { open, close, format } = BLOCKS[block];
  return defineProtocol({
    name: 'minimax',
    createFormat: () => ({
      markers: [open],
      createSegment: (context) =>
        new InvokeSegment(context, { format, prefix: '', blockClose: [close] }),
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
      return `${open}\n<invoke name="${escapeAttribute(toolCall.toolName)}">\n${parameters.join('')}</invoke>\n${close}`;
    },
    formatToolResponse: (toolResult) => {
      const value = toolResultValue(toolResult.output);
      const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? 'null');
      return `<response>${text}</response>`;
    },
  });
}
