import type { FormatGrammar } from '../grammar/call-shape';

const OPEN = '<|open|>';
const CLOSE = '<|close|>';
const SEP = '<|sep|>';

/**
 * A `tools` element with one `call` (index 1), each argument an `argument` element typed
 * `string` (raw text up to `<|close|>`) or `json`; one call per `tools` element in the grammar.
 */
export const kimiK3Grammar: FormatGrammar = () => ({
  kind: 'call-shape',
  trigger: () => `${OPEN}tools${SEP}`,
  begin: (toolName) => `${OPEN}tools${SEP}${OPEN}call tool="${toolName}" index="1"${SEP}`,
  end: () => `${CLOSE}call${SEP}${CLOSE}tools${SEP}`,
  arguments: {
    kind: 'parameters',
    open: (name, isString) =>
      `${OPEN}argument key="${name}" type="${isString ? 'string' : 'json'}"${SEP}`,
    close: `${CLOSE}argument${SEP}`,
    stop: CLOSE,
  },
  specialTokens: [OPEN, CLOSE, SEP],
});
