import type { FormatGrammar } from '../grammar/call-shape';
import { PYTHON_SYNTAX } from '../pythonic/python-value-syntax';

/**
 * Qwen3-Coder's shape between Seed-OSS's own tags: `<seed:tool_call>\n<function=name>\n`, then
 * `<parameter=key>value</parameter>\n` per argument, strings raw and other values as the
 * template's Python renders them (`True`, `None`, `['a']`).
 */
export const seedOssGrammar: FormatGrammar = () => ({
  kind: 'call-shape',
  trigger: () => '<seed:tool_call>',
  begin: (toolName) => `<seed:tool_call>\n<function=${toolName}>\n`,
  end: () => '</function>\n</seed:tool_call>',
  arguments: {
    kind: 'parameters',
    open: (name) => `<parameter=${name}>`,
    close: '</parameter>\n',
    values: PYTHON_SYNTAX,
  },
  specialTokens: ['<seed:tool_call>', '</seed:tool_call>'],
});
