import type { FormatGrammar } from '../grammar/call-shape';

/**
 * GLM's key/value pairs in Hy3's block: `<tool_calls>\n<tool_call>name<tool_sep>\n`, then
 * `<arg_key>key</arg_key>\n<arg_value>value</arg_value>\n` per argument (strings raw, other
 * values JSON), then `</tool_call>\n</tool_calls>`; one call per block in the grammar.
 */
export const hy3Grammar: FormatGrammar = () => ({
  kind: 'call-shape',
  trigger: () => '<tool_calls>',
  begin: (toolName) => `<tool_calls>\n<tool_call>${toolName}<tool_sep>\n`,
  end: () => '</tool_call>\n</tool_calls>',
  arguments: {
    kind: 'parameters',
    open: (name) => `<arg_key>${name}</arg_key>\n<arg_value>`,
    close: '</arg_value>\n',
  },
  specialTokens: [
    '<tool_calls>',
    '</tool_calls>',
    '<tool_call>',
    '</tool_call>',
    '<tool_sep>',
    '<arg_key>',
    '</arg_key>',
    '<arg_value>',
    '</arg_value>',
  ],
});
