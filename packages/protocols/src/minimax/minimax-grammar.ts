import type { FormatGrammar } from '../grammar/call-shape';
import { GRAMMAR_PROBE_TOOL } from '../grammar/json-call-shape';

/**
 * `<minimax:tool_call>\n<invoke name="…">\n<parameter name="…">value</parameter>\n…`, or the
 * same invokes in dots3-note's `<dots_function_call>`: the block's tags are read from the setup's
 * writer (its first and last line).
 */
export const minimaxGrammar: FormatGrammar = (protocol) => {
  const lines = protocol.formatToolCall({ toolName: GRAMMAR_PROBE_TOOL, input: {} }).split('\n');
  const open = lines[0] as string;
  const close = lines[lines.length - 1] as string;
  return {
    kind: 'call-shape',
    trigger: () => open,
    begin: (toolName) => `${open}\n<invoke name="${toolName}">\n`,
    end: () => `</invoke>\n${close}`,
    arguments: {
      kind: 'parameters',
      open: (name) => `<parameter name="${name}">`,
      close: '</parameter>\n',
    },
    specialTokens: [open, close],
  };
};
