import type { FormatGrammar } from '../grammar/call-shape';

/** The marker before every MiniMax-M3 tag (one token in its vocabulary). */
const MARK = ']<]minimax[>[';

/**
 * MiniMax's invoke with the marker before each tag, each argument an element named after it:
 * `<key>value</key>` (strings raw, other values JSON).
 */
export const minimaxM3Grammar: FormatGrammar = () => ({
  kind: 'call-shape',
  trigger: () => `${MARK}<tool_call>`,
  begin: (toolName) => `${MARK}<tool_call>\n${MARK}<invoke name="${toolName}">\n`,
  end: () => `${MARK}</invoke>\n${MARK}</tool_call>`,
  arguments: {
    kind: 'parameters',
    open: (name) => `${MARK}<${name}>`,
    close: (name) => `${MARK}</${name}>\n`,
  },
  specialTokens: [MARK],
});
