import { jsonEqual } from './json-equal';
import { isNullText } from './null-text';
import { parseBooleanText } from './parse-boolean-text';
import { parseNumberText } from './parse-number-text';

/** Returned by {@link matchEnum} when no member fits. */
export const NO_MATCH: unique symbol = Symbol('no-match');

/**
 * Finds the `enum`/`const` member a value stands for. An exact (structural) match wins; then a
 * string stands for a member equal to its trimmed text, to the number it spells (`"3"` → 3), to
 * the boolean (`"true"`) or to `null` (`"null"`, Python's `"None"`); a number or boolean stands for a string member
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
    if (isNullText(trimmed) && members.includes(null)) return null;
    return NO_MATCH;
  }
  if (typeof value === 'number' || typeof value === 'boolean') {
    const text = String(value);
    if (members.includes(text)) return text;
  }
  return NO_MATCH;
}
