import type { JsonCallKeys } from '../json-calls/json-call-object';

/**
 * The keys of a JSON call object inside `<tool_call>` delimiters, including the envelope keys
 * models leak from other formats' calls: `tool` and `function` for `name`; `parameters` (Llama),
 * `args` and `input` (Anthropic's `tool_use`) for `arguments`. Read only inside delimiters, never
 * in prose. `function` names the tool only when it holds a string: OpenAI's shape puts an object
 * there, which is no name (the call is then reported as having none).
 */
export const LEAKED_ENVELOPE_KEYS: JsonCallKeys = {
  name: ['name', 'tool', 'function'],
  arguments: ['arguments', 'parameters', 'args', 'input'],
};
