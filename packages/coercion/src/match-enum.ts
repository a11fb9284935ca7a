import { parseBooleanText } from './coerce-scalar';
import { isPlainObject } from './own';
import { parseNumberText } from './parse-number-text';

/** Returned by {@link matchEnum} when no member fits. */
export const NO_MATCH: unique symbol = Symbol('no-match');

// Object and array members are compared structurally; a member nested deeper than this is not
// compared at all (enum members are small literals in practice).
const MAX_EQUAL_DEPTH = 32;

/**
 * Finds the `enum`/`const` member a value stands for. An exact (structural) match wins; then a
 * string stands for a member equal to its trimmed text, to the number it spells (`"3"` → 3), to
 * the boolean (`"true"`) or to `null` (`"null"`); a number or boolean stands for a string member
 * that spells it (3 → `"3"`).
 *
 * @returns The member itself, or {@link NO_MATCH}.
 */
export function matchEnum(value: unknown, members: readonly unknown[]): unknown {
  for (const member of members) if (jsonEqual(member, value, 0)) return member;
  if (typeof value === 'string') {
    const trimmed = value.trim();
    if (trimmed !== value && members.includes(trimmed)) return trimmed;
    const number = parseNumberText(trimmed);
    if (number !== undefined && members.includes(number)) return number;
    const boolean = parseBooleanText(trimmed);
    if (boolean !== undefined && members.includes(boolean)) return boolean;
    if (trimmed === 'null' && members.includes(null)) return null;
    return NO_MATCH;
  }
  if (typeof value === 'number' || typeof value === 'boolean') {
    const text = String(value);
    if (members.includes(text)) return text;
  }
  return NO_MATCH;
}

/** Whether `value` is exactly (structurally) one of `members`, without any conversion. */
export function isEnumMember(value: unknown, members: readonly unknown[]): boolean {
  for (const member of members) if (jsonEqual(member, value, 0)) return true;
  return false;
}

function jsonEqual(a: unknown, b: unknown, depth: number): boolean {
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
