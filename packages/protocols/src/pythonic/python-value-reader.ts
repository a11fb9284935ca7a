import { createPushParser, type PushParser, type RJSONEvent, RJSONParseError } from '@tool/rjson';
import { MAX_JSON_DEPTH } from '../json-calls/max-json-depth';
import { TripleQuotedString } from './triple-quoted-string';
import { UnescapedQuoteString } from './unescaped-quote-string';

/** What {@link PythonValueReader.feed} found. */
export type PythonValueStep =
  | { kind: 'more' }
  /** `input[from…]` must be given again with more text. */
  | { kind: 'hold'; from: number }
  /** The value ended; `input[next…]` follows it. */
  | { kind: 'done'; next: number }
  /** Not a Python literal; `at` is the index where it broke (negative: in an earlier input). */
  | { kind: 'failed'; at: number; reason: string };

const STRING_START: RJSONEvent = { type: 'string-start' };
const STRING_END: RJSONEvent = { type: 'string-end' };

/**
 * One keyword argument's value in a pythonic call, read incrementally and passed on as RJSON
 * events (so it can be typed and streamed like a JSON value). RJSON's relaxed grammar already
 * reads Python literals — single-quoted strings with Python escapes, `True` / `False` / `None`,
 * negative numbers, lists and dicts — and stops right after the value, before the `,` or `)`.
 * Triple-quoted strings (`'''…'''`, `"""…"""`), which RJSON does not know, are read here.
 */
export class PythonValueReader {
  private mode: 'start' | 'literal' | 'triple' | 'unescaped' = 'start';
  private parser: PushParser | undefined;
  private triple: TripleQuotedString | UnescapedQuoteString | undefined;
  private fed = 0;

  /**
   * @param quotes - `unescaped`: a value in single quotes is read as LFM2.5's template writes it,
   *   nothing escaped inside (see {@link UnescapedQuoteString}); `python` (default): a literal.
   */
  constructor(
    private readonly onEvent: (event: RJSONEvent) => void,
    private readonly quotes: 'python' | 'unescaped' = 'python',
  ) {}

  /**
   * At the end of the output, whether the text held back (`held`) is the closing quote of an
   * unescaped string and the call's `)` — the call is complete — and if so, ends the string.
   * While more text could come, such a quote waits for what follows it.
   */
  endsAtQuote(held: string): boolean {
    if (this.mode !== 'unescaped' || !/^'\s*\)\s*$/.test(held)) return false;
    this.onEvent(STRING_END);
    return true;
  }

  feed(input: string, from: number): PythonValueStep {
    if (this.mode === 'start') {
      const quote = input[from];
      if (quote === "'" || quote === '"') {
        if (from + 2 >= input.length && isRun(input, from, quote)) return { kind: 'hold', from };
        if (input[from + 1] === quote && input[from + 2] === quote) {
          this.mode = 'triple';
          this.triple = new TripleQuotedString(quote, (text) =>
            this.onEvent({ type: 'string-chunk', text }),
          );
          this.onEvent(STRING_START);
          return this.feed(input, from + 3);
        }
        if (quote === "'" && this.quotes === 'unescaped') {
          this.mode = 'unescaped';
          this.triple = new UnescapedQuoteString((text) =>
            this.onEvent({ type: 'string-chunk', text }),
          );
          this.onEvent(STRING_START);
          return this.feed(input, from + 1);
        }
      }
      this.mode = 'literal';
      this.parser = createPushParser({ maxDepth: MAX_JSON_DEPTH, onEvent: this.onEvent });
    }
    if (this.mode === 'triple' || this.mode === 'unescaped') {
      const step = (this.triple as TripleQuotedString | UnescapedQuoteString).feed(input, from);
      if (step.kind === 'done') this.onEvent(STRING_END);
      return step;
    }
    const parser = this.parser as PushParser;
    const piece = from === 0 ? input : input.slice(from);
    try {
      const consumed = parser.push(piece);
      this.fed += consumed;
      return parser.done ? { kind: 'done', next: from + consumed } : { kind: 'more' };
    } catch (cause) {
      const offset = RJSONParseError.isInstance(cause) ? cause.position - this.fed : 0;
      return {
        kind: 'failed',
        // Negative when the breaking character came in an earlier input (see JsonArgumentsStep).
        at: from + Math.min(offset, piece.length),
        reason: cause instanceof Error ? cause.message : String(cause),
      };
    }
  }
}

/** Whether everything from `from` to the end of `input` is the quote character. */
function isRun(input: string, from: number, quote: string): boolean {
  for (let i = from; i < input.length; i++) if (input[i] !== quote) return false;
  return true;
}
