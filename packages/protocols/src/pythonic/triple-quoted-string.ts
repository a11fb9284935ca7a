/** What {@link TripleQuotedString.feed} found. */
export type TripleQuotedStep =
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
 * The body of a Python `'''…'''` or `"""…"""` string, read incrementally (the opening quotes
 * were already read). Text is passed on as it arrives; only a possible closing quote run or an
 * unfinished escape is held back. Escapes `\n \t \r \0 \\ \' \"`, line continuations, `\xHH`
 * and `\uHHHH` are decoded; any other backslash is kept, as Python keeps it.
 */
export class TripleQuotedString {
  private readonly quote: number;

  constructor(
    quote: string,
    private readonly onText: (text: string) => void,
  ) {
    this.quote = quote.charCodeAt(0);
  }

  feed(input: string, from: number): TripleQuotedStep {
    let start = from;
    let i = from;
    while (i < input.length) {
      const c = input.charCodeAt(i);
      if (c === this.quote) {
        if (i + 2 >= input.length) {
          // Not enough text to tell a closing run from a quote in the text.
          if (input.charCodeAt(i + 1) === this.quote || i + 1 === input.length) {
            this.emit(input, start, i);
            return { kind: 'hold', from: i };
          }
        } else if (
          input.charCodeAt(i + 1) === this.quote &&
          input.charCodeAt(i + 2) === this.quote
        ) {
          this.emit(input, start, i);
          return { kind: 'done', next: i + 3 };
        }
        i++;
      } else if (c === 92) {
        const decoded = decodeEscape(input, i);
        if (decoded === undefined) {
          this.emit(input, start, i);
          return { kind: 'hold', from: i };
        }
        this.emit(input, start, i);
        if (decoded.text.length > 0) this.onText(decoded.text);
        i += decoded.length;
        start = i;
      } else {
        i++;
      }
    }
    this.emit(input, start, input.length);
    return { kind: 'more' };
  }

  private emit(input: string, start: number, end: number): void {
    if (end > start) this.onText(input.slice(start, end));
  }
}

/** The escape at `i` (a backslash): its text and length, or undefined when it is incomplete. */
export function decodeEscape(
  input: string,
  i: number,
): { text: string; length: number } | undefined {
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
