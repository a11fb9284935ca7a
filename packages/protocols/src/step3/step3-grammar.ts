import type { FormatGrammar } from '../grammar/call-shape';

const CALLS_BEGIN = '<｜tool_calls_begin｜>';

/**
 * `<｜tool_calls_begin｜><｜tool_call_begin｜>function<｜tool_sep｜><steptml:invoke name="…">`, one
 * `<steptml:parameter name="…">value</steptml:parameter>` per argument (strings raw, other
 * values JSON), then the closers; one call per block in the grammar.
 */
export const step3Grammar: FormatGrammar = () => ({
  kind: 'call-shape',
  trigger: () => CALLS_BEGIN,
  begin: (toolName) =>
    `${CALLS_BEGIN}<｜tool_call_begin｜>function<｜tool_sep｜><steptml:invoke name="${toolName}">`,
  end: () => '</steptml:invoke><｜tool_call_end｜><｜tool_calls_end｜>',
  arguments: {
    kind: 'parameters',
    open: (name) => `<steptml:parameter name="${name}">`,
    close: '</steptml:parameter>',
  },
  specialTokens: [
    CALLS_BEGIN,
    '<｜tool_call_begin｜>',
    '<｜tool_sep｜>',
    '<｜tool_call_end｜>',
    '<｜tool_calls_end｜>',
  ],
});
