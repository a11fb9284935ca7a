const ZERO = 48;
const NINE = 57;
const PLUS = 43;
const MINUS = 45;
const DOT = 46;

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
  const sign = text.charCodeAt(0);
  if (sign === PLUS || sign === MINUS) i++;
  let digits = 0;
  // Plain digits, the usual argument, are added up as they are read: up to 15 digits the sum is
  // exact, the same double `Number(text)` gives, without converting the string again.
  let value = 0;
  while (i < end && isDigit(text.charCodeAt(i))) {
    value = value * 10 + (text.charCodeAt(i) - ZERO);
    i++;
    digits++;
  }
  if (i === end && i === digits && digits > 0 && digits <= 15) return value;
  if (i < end && text.charCodeAt(i) === DOT) {
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
  const parsed = Number(text);
  return Number.isFinite(parsed) ? parsed : undefined;
}
