/**
 * Character classes of the JSON5 grammar, by UTF-16 code unit. ASCII goes through one lookup
 * table; the few non-ASCII classes use constant-cost checks (a switch, or a Unicode property test
 * of one code point), so every predicate costs the same whatever the input around it.
 */

const WHITESPACE = 1;
const DIGIT = 2;
const HEX_DIGIT = 4;
const ID_START = 8;
const ID_CONTINUE = 16;

const ascii = new Uint8Array(128);
for (const c of [9, 10, 11, 12, 13, 32]) ascii[c] = WHITESPACE;
for (let c = 48; c <= 57; c++) ascii[c] = DIGIT | HEX_DIGIT | ID_CONTINUE;
for (let c = 65; c <= 90; c++) ascii[c] = ID_START | ID_CONTINUE;
for (let c = 97; c <= 122; c++) ascii[c] = ID_START | ID_CONTINUE;
for (const c of [65, 66, 67, 68, 69, 70, 97, 98, 99, 100, 101, 102])
  ascii[c] = (ascii[c] as number) | HEX_DIGIT;
for (const c of [36, 95]) ascii[c] = ID_START | ID_CONTINUE; // $ and _

// One code point per test: the cost is bounded by the pattern, never by the input.
const unicodeIdStart = /^\p{ID_Start}$/u;
const unicodeIdContinue = /^\p{ID_Continue}$/u;

/** JSON5 whitespace: JSON's four, `\v`, `\f`, the BOM, line/paragraph separators and every `Zs`. */
export function isWhitespace(c: number): boolean {
  if (c < 128) return (ascii[c] as number) === WHITESPACE;
  switch (c) {
    case 0xa0:
    case 0xfeff:
    case 0x2028:
    case 0x2029:
    case 0x1680:
    case 0x202f:
    case 0x205f:
    case 0x3000:
      return true;
    default:
      return c >= 0x2000 && c <= 0x200a;
  }
}

/** JSON's own whitespace (space, `\n`, `\r`, tab): the common case, checked first. */
export function isJsonSpace(c: number): boolean {
  return c === 32 || c === 10 || c === 13 || c === 9;
}

/** `0`–`9`. */
export function isDigit(c: number): boolean {
  return c >= 48 && c <= 57;
}

/** `0`–`9`, `a`–`f`, `A`–`F`. */
export function isHexDigit(c: number): boolean {
  return c < 128 && ((ascii[c] as number) & HEX_DIGIT) !== 0;
}

/** Value of a hexadecimal digit, or -1. */
export function hexValue(c: number): number {
  if (c >= 48 && c <= 57) return c - 48;
  if (c >= 97 && c <= 102) return c - 87;
  if (c >= 65 && c <= 70) return c - 55;
  return -1;
}

// U+2E2F VERTICAL TILDE is a letter (Lm) that Unicode keeps out of ID_Start as pattern syntax;
// json5 (whose tables are built from the letter categories) accepts it, and RJSON agrees.
const VERTICAL_TILDE = 0x2e2f;

/** Whether the code point may start an ECMAScript identifier name (JSON5 unquoted keys). */
export function isIdStart(cp: number): boolean {
  if (cp < 128) return ((ascii[cp] as number) & ID_START) !== 0;
  return cp === VERTICAL_TILDE || unicodeIdStart.test(String.fromCodePoint(cp));
}

/** Whether the code point may continue an ECMAScript identifier name (ZWNJ and ZWJ included). */
export function isIdContinue(cp: number): boolean {
  if (cp < 128) return ((ascii[cp] as number) & ID_CONTINUE) !== 0;
  if (cp === 0x200c || cp === 0x200d || cp === VERTICAL_TILDE) return true;
  return unicodeIdContinue.test(String.fromCodePoint(cp));
}

/** An ASCII character that may continue an identifier name (false for anything non-ASCII). */
export function isAsciiIdContinue(c: number): boolean {
  return c < 128 && ((ascii[c] as number) & ID_CONTINUE) !== 0;
}

/** A UTF-16 high (leading) surrogate. */
export function isHighSurrogate(c: number): boolean {
  return c >= 0xd800 && c <= 0xdbff;
}

/** A UTF-16 low (trailing) surrogate. */
export function isLowSurrogate(c: number): boolean {
  return c >= 0xdc00 && c <= 0xdfff;
}

/** Line terminators that end a `//` comment and that a backslash may escape inside a string. */
export function isLineTerminator(c: number): boolean {
  return c === 10 || c === 13 || c === 0x2028 || c === 0x2029;
}

/**
 * Smart (typographic) quotes a model may use as string delimiters: “ ” ‘ ’. Returns the code unit
 * that closes a string opened with `c`, or 0 when `c` is not a smart quote.
 */
export function smartQuoteCloser(c: number): number {
  if (c === 0x201c || c === 0x201d) return 0x201d;
  if (c === 0x2018 || c === 0x2019) return 0x2019;
  return 0;
}

/**
 * Characters that may continue a number or keyword. A number that runs into one of these is
 * malformed (`1a`, `01`, `1.2.3`), not a number followed by something else.
 */
export function isWordPart(c: number): boolean {
  if (c < 128)
    return ((ascii[c] as number) & ID_CONTINUE) !== 0 || c === 46 || c === 43 || c === 45;
  return isIdContinue(c);
}
