import type { FormatGrammar } from '../grammar/call-shape';

/** `<tool_call>\n<function=name>\n<parameter=key>\nvalue\n</parameter>\n…</function>\n</tool_call>`. */
export const qwen3CoderGrammar: FormatGrammar = () => ({
  kind: 'call-shape',
  trigger: () => '<tool_call>',
  begin: (toolName) => `<tool_call>\n<function=${toolName}>\n`,
  end: () => '</function>\n</tool_call>',
  arguments: {
    kind: 'parameters',
    open: (name) => `<parameter=${name}>\n`,
    close: '\n</parameter>\n',
  },
  specialTokens: ['<tool_call>', '</tool_call>'],
});
