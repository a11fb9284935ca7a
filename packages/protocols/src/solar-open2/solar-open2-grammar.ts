import type { FormatGrammar } from '../grammar/call-shape';

const ARG_END = '<|tool_arg:end|>';

/**
 * `<|tool_call:start|>name\n`, one `<|tool_arg:start|>key<|tool_arg:value|>value<|tool_arg:end|>`
 * per argument (strings raw up to the end marker, other values JSON), `<|tool_call:end|>`.
 */
export const solarOpen2Grammar: FormatGrammar = () => ({
  kind: 'call-shape',
  trigger: () => '<|tool_call:start|>',
  begin: (toolName) => `<|tool_call:start|>${toolName}\n`,
  end: () => '<|tool_call:end|>',
  arguments: {
    kind: 'parameters',
    open: (name) => `<|tool_arg:start|>${name}<|tool_arg:value|>`,
    close: ARG_END,
    stop: ARG_END,
  },
  specialTokens: [
    '<|tool_call:start|>',
    '<|tool_call:end|>',
    '<|tool_arg:start|>',
    '<|tool_arg:value|>',
    ARG_END,
  ],
});
