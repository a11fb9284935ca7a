import { isWordPart } from './char-predicates';

const POWERS_OF_TEN = Array.from({ length: 23 }, (_, k) => 10 ** k);

/**
 * Reads the common case of a number — JSON's grammar, complete inside `text[i, end)` and followed
 * by a delimiter — without the general word lexer. Returns its value and sets `span.end` to the
 * index after it; returns NaN (which no JSON number yields) for anything else: JSON5 forms,
 * malformed numbers, or a number that may continue in the next chunk. The caller then lexes the
 * word from its start, a bounded second look at one token.
 */
export function scanPlainNumber(
  text: string,
  i: number,
  end: number,
  span: { end: number },
): number {
  let j = text.charCodeAt(i) === 45 ? i + 1 : i;
  const digitsStart = j;
  // All digits as one integer, and the power of ten that scales it (Clinger's fast path).
  let mantissa = 0;
  let scale = 0;
  let c = text.charCodeAt(j);
  while (j < end && c >= 48 && c <= 57) {
    mantissa = mantissa * 10 + (c - 48);
    c = text.charCodeAt(++j);
  }
  const digits = j - digitsStart;
  if (digits === 0 || (digits > 1 && text.charCodeAt(digitsStart) === 48) || j >= end)
    return Number.NaN;
  if (c === 46) {
    const fraction = ++j;
    c = text.charCodeAt(j);
    while (j < end && c >= 48 && c <= 57) {
      mantissa = mantissa * 10 + (c - 48);
      c = text.charCodeAt(++j);
    }
    if (j === fraction || j >= end) return Number.NaN;
    scale = fraction - j;
  }
  if (c === 101 || c === 69) {
    c = text.charCodeAt(++j);
    const negative = c === 45;
    if (c === 43 || c === 45) c = text.charCodeAt(++j);
    const exponent = j;
    let e = 0;
    while (j < end && c >= 48 && c <= 57) {
      e = e * 10 + (c - 48);
      c = text.charCodeAt(++j);
    }
    if (j === exponent || j >= end) return Number.NaN;
    scale = j - exponent > 4 ? 1000 : scale + (negative ? -e : e);
  }
  if (isWordPart(c)) return Number.NaN;
  span.end = j;
  if (mantissa <= Number.MAX_SAFE_INTEGER && scale >= -22 && scale <= 22) {
    // An exact integer times or divided by an exact power of ten is one correctly rounded
    // operation: the same double Number() gives.
    const value =
      scale < 0
        ? mantissa / (POWERS_OF_TEN[-scale] as number)
        : mantissa * (POWERS_OF_TEN[scale] as number);
    return digitsStart > i ? -value : value;
  }
  return Number(text.slice(i, j));
}
