import type { JsonCallKeys } from '../json-calls/json-call-object';

/**
 * The keys of a JSON call object inside `<tool_call>` delimiters, including the envelope keys
 * models leak from other formats' calls: `tool` for `name`; `parameters` (Llama), `args` and
 * `input` (Anthropic's `tool_use`) for `arguments`. Read only inside delimiters, never in prose.
 * `function` is not one: in OpenAI's shape it holds an object with the name inside.
 */
export const LEAKED_ENVELOPE_KEYS: JsonCallKeys = {
  name: ['name', 'tool'],
  arguments: ['arguments', 'parameters', 'args', 'input'],
};
