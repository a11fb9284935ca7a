import { parse } from '@tool/rjson';

/**
 * The arguments of a history tool call as a value. The AI SDK passes parsed input, but an invalid
 * call comes back with its raw text, which is parsed leniently when possible and kept otherwise.
 */
export function toolCallInput(input: unknown): unknown {
  if (typeof input !== 'string') return input ?? {};
  if (input.trim() === '') return {};
  try {
    return parse(input);
  } catch {
    return input;
  }
}
