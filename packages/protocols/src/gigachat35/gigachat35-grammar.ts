import type { FormatGrammar } from '../grammar/call-shape';

const GCML = '｜GCML｜';

/**
 * DeepSeek's DSML shape under GigaChat 3.5's `｜GCML｜` prefix: one `invoke` per
 * `<｜GCML｜tool_calls>` block in the grammar, each parameter saying whether its value is a raw
 * string (`string="true"`, up to the next `</`) or JSON (`string="false"`). The grammar writes the
 * full-width bar the writer renders; the parser's ASCII `|` spelling is a reading aid, not a shape.
 */
export const gigachat35Grammar: FormatGrammar = () => ({
  kind: 'call-shape',
  trigger: () => `<${GCML}tool_calls>`,
  begin: (toolName) => `<${GCML}tool_calls>\n<${GCML}invoke name="${toolName}">\n`,
  end: () => `</${GCML}invoke>\n</${GCML}tool_calls>`,
  arguments: {
    kind: 'parameters',
    open: (name, isString) => `<${GCML}parameter name="${name}" string="${isString}">`,
    close: `</${GCML}parameter>\n`,
  },
});
