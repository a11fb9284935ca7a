import type { FormatGrammar } from '../grammar/call-shape';

const DSML = '｜DSML｜';

/**
 * DeepSeek's DSML block with one invoke: each parameter says whether its value is a raw string
 * (`string="true"`) or JSON (`string="false"`).
 */
export const deepseekGrammar: FormatGrammar = () => ({
  kind: 'call-shape',
  trigger: () => `<${DSML}function_calls>`,
  begin: (toolName) => `<${DSML}function_calls>\n<${DSML}invoke name="${toolName}">\n`,
  end: () => `</${DSML}invoke>\n</${DSML}function_calls>`,
  arguments: {
    kind: 'parameters',
    open: (name, isString) => `<${DSML}parameter name="${name}" string="${isString}">`,
    close: `</${DSML}parameter>\n`,
  },
});
