const ZERO = 48;
const NINE = 57;

function isDigit(code: number): boolean {
  return code >= ZERO && code <= NINE;
}

/**
 * Reads a decimal number literal: an optional sign, digits with an optional fraction (`.5` and
 * `5.` included), an optional exponent. Anything else — hex, `Infinity`, `NaN`, an empty string,
 * inner spaces, thousands separators — is not a number here, unlike `Number(text)`.
 *
 * @param text - Already trimmed text.
 * @returns The value, or `undefined` when the text is not a literal or the value is not finite
 *   (`1e999`), so coercion never produces `Infinity`.
 */
export function parseNumberText(text: string): number | undefined {
  const end = text.length;
  let i = 0;
  if (i < end && (text[i] === '+' || text[i] === '-')) i++;
  let digits = 0;
  while (i < end && isDigit(text.charCodeAt(i))) {
    i++;
    digits++;
  }
  if (i < end && text[i] === '.') {
    i++;
    while (i < end && isDigit(text.charCodeAt(i))) {
      i++;
      digits++;
    }
  }
  if (digits === 0) return undefined;
  if (i < end && (text[i] === 'e' || text[i] === 'E')) {
    i++;
    if (i < end && (text[i] === '+' || text[i] === '-')) i++;
    const exponentStart = i;
    while (i < end && isDigit(text.charCodeAt(i))) i++;
    if (i === exponentStart) return undefined;
  }
  if (i !== end) return undefined;
  const value = Number(text);
  return Number.isFinite(value) ? value : undefined;
}
