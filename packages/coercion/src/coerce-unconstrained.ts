import { isPlainObject } from './is-plain-object';
import { MAX_DEPTH } from './limits';
import { parseJsonLike } from './parse-json-like';
import { setOwn } from './set-own';

/**
 * Coerces a value no schema constrains: a string that holds a whole JSON object or array is parsed
 * (relaxed syntax included), and the same is done inside objects and arrays, so the result is the
 * same however many times it is applied. Everything else is kept as it is.
 *
 * @param depth - Nesting so far; past the limit the value is returned unchanged.
 */
export function coerceUnconstrained(value: unknown, depth: number): unknown {
  if (depth > MAX_DEPTH) return value;
  if (typeof value === 'string') {
    const parsed = parseJsonLike(value, false);
    return parsed === undefined ? value : coerceUnconstrained(parsed, depth);
  }
  if (Array.isArray(value)) {
    return value.map((item) => coerceUnconstrained(item, depth + 1));
  }
  if (isPlainObject(value)) {
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(value))
      setOwn(out, key, coerceUnconstrained(value[key], depth + 1));
    return out;
  }
  return value;
}
