import type { FormatGrammar } from '../grammar/call-shape';

const SECTION = '<minimax:tool_call>';

/** `<minimax:tool_call>\n<invoke name="…">\n<parameter name="…">value</parameter>\n…`. */
export const minimaxGrammar: FormatGrammar = () => ({
  kind: 'call-shape',
  trigger: () => SECTION,
  begin: (toolName) => `${SECTION}\n<invoke name="${toolName}">\n`,
  end: () => '</invoke>\n</minimax:tool_call>',
  arguments: {
    kind: 'parameters',
    open: (name) => `<parameter name="${name}">`,
    close: '</parameter>\n',
  },
  specialTokens: [SECTION, '</minimax:tool_call>'],
});
