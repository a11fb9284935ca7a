// JSON's number grammar: no leading zeros (so "02134" is not plainly numeric), no "+", no hex.
// Anchored, no nested quantifiers: linear in the input.
const PLAIN_NUMBER = /^-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?$/;

/**
 * Reads text as a number when it is *plainly* numeric: JSON number syntax, finite, and, for
 * integers, exactly representable. Used only for elements that have no schema at all.
 *
 * @param text - trimmed element text
 * @returns the number, or `undefined` when the text should stay a string
 */
export function toPlainNumber(text: string): number | undefined {
  const first = text.charCodeAt(0);
  // Fast reject: must start with a digit or "-".
  if (!((first >= 0x30 && first <= 0x39) || first === 0x2d)) return undefined;
  if (!PLAIN_NUMBER.test(text)) return undefined;
  const value = Number(text);
  if (!Number.isFinite(value)) return undefined;
  if (Number.isInteger(value) && !Number.isSafeInteger(value)) return undefined;
  return value;
}
