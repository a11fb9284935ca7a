import type { FormatGrammar } from '../grammar/call-shape';

/** `<tool_call>name<arg_key>key</arg_key><arg_value>value</arg_value>…</tool_call>`. */
export const glmGrammar: FormatGrammar = () => ({
  kind: 'call-shape',
  trigger: () => '<tool_call>',
  begin: (toolName) => `<tool_call>${toolName}`,
  end: () => '</tool_call>',
  arguments: {
    kind: 'parameters',
    open: (name) => `<arg_key>${name}</arg_key><arg_value>`,
    close: '</arg_value>',
  },
  specialTokens: [
    '<tool_call>',
    '</tool_call>',
    '<arg_key>',
    '</arg_key>',
    '<arg_value>',
    '</arg_value>',
  ],
});
