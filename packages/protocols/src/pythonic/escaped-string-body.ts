/** What a quote reader makes of the quote at `i`: the string's end, text, or wait for more. */
export type QuoteVerdict = { kind: 'end'; next: number } | { kind: 'text' } | { kind: 'hold' };

/** What a string body reader found in the text it was fed. */
export type StringBodyStep =
  | { kind: 'more' }
  /** `input[from…]` may be the closing quotes or an escape: give it again with more text. */
  | { kind: 'hold'; from: number }
  /** The string ended; `input[next…]` follows the closing quotes. */
  | { kind: 'done'; next: number };

const SIMPLE_ESCAPES: Record<string, string> = {
  '\\': '\\',
  "'": "'",
  '"': '"',
  n: '\n',
  t: '\t',
  r: '\r',
  '0': '\0',
  '\n': '',
};

/**
 * Reads a Python string body from `from`, passing text on as it arrives and decoding escapes
 * (see {@link decodeEscape}); at each `quote` character, `atQuote` says whether the string ends
 * there. Only a possible end or an unfinished escape is held back. The string readers differ
 * only in where a quote ends the string.
 */
export function readEscapedBody(
  input: string,
  from: number,
  quote: string,
  onText: (text: string) => void,
  atQuote: (input: string, i: number) => QuoteVerdict,
): StringBodyStep {
  let start = from;
  let i = from;
  const emit = (end: number) => {
    if (end > start) onText(input.slice(start, end));
  };
  while (i < input.length) {
    const c = input[i];
    if (c === quote) {
      const verdict = atQuote(input, i);
      if (verdict.kind === 'text') {
        i++;
        continue;
      }
      emit(i);
      return verdict.kind === 'hold'
        ? { kind: 'hold', from: i }
        : { kind: 'done', next: verdict.next };
    }
    if (c !== '\\') {
      i++;
      continue;
    }
    const decoded = decodeEscape(input, i);
    emit(i);
    if (decoded === undefined) return { kind: 'hold', from: i };
    if (decoded.text.length > 0) onText(decoded.text);
    i += decoded.length;
    start = i;
  }
  emit(input.length);
  return { kind: 'more' };
}

/** The escape at `i` (a backslash): its text and length, or undefined when it is incomplete. */
function decodeEscape(input: string, i: number): { text: string; length: number } | undefined {
  const next = input[i + 1];
  if (next === undefined) return undefined;
  const simple = SIMPLE_ESCAPES[next];
  if (simple !== undefined && Object.hasOwn(SIMPLE_ESCAPES, next))
    return { text: simple, length: 2 };
  const digits = next === 'x' ? 2 : next === 'u' ? 4 : 0;
  if (digits === 0) return { text: `\\${next}`, length: 2 };
  if (i + 2 + digits > input.length) return undefined;
  const hex = input.slice(i + 2, i + 2 + digits);
  if (!/^[0-9a-fA-F]+$/.test(hex)) return { text: `\\${next}`, length: 2 };
  return { text: String.fromCharCode(Number.parseInt(hex, 16)), length: 2 + digits };
}
