import { isPlainObject } from './is-plain-object';

// Object and array members are compared structurally; a member nested deeper than this is not
// compared at all (enum members are small literals in practice).
const MAX_EQUAL_DEPTH = 32;

/** Structural equality of JSON values (bounded depth; deeper members never compare equal). */
export function jsonEqual(a: unknown, b: unknown, depth: number): boolean {
  if (a === b) return true;
  if (depth >= MAX_EQUAL_DEPTH) return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!jsonEqual(a[i], b[i], depth + 1)) return false;
    return true;
  }
  if (isPlainObject(a) && isPlainObject(b) && !Array.isArray(b)) {
    const keys = Object.keys(a);
    if (keys.length !== Object.keys(b).length) return false;
    for (const key of keys) {
      if (!Object.hasOwn(b, key) || !jsonEqual(a[key], b[key], depth + 1)) return false;
    }
    return true;
  }
  return false;
}
