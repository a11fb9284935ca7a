import { MAX_JSON_DEPTH } from '../json-calls/max-json-depth';
import { setOwnProperty } from '../json-calls/set-own-property';
import { type Pattern, pattern } from '../tagged/pattern';

/** What {@link GemmaValueReader.scan} found. */
export type GemmaValueScan =
  /** No end yet: scan again from `index` with more text (everything before it is read). */
  | { kind: 'hold'; index: number }
  /** The value is complete; `index` is the first character after it (not consumed). */
  | { kind: 'value'; index: number; value: unknown }
  /** The text at `index` is not this syntax; `expected` says what should have stood there. */
  | { kind: 'error'; index: number; expected: string }
  /** The output ended inside the value. */
  | { kind: 'cut-off' };

type Frame =
  | { kind: 'object'; value: Record<string, unknown>; key: string | undefined }
  | { kind: 'array'; value: unknown[] };

/** Where the reader is, between characters. */
type State =
  | 'value' // a value begins (whitespace allowed)
  | 'string' // inside a quoted string
  | 'bare' // inside an unquoted scalar
  | 'key' // an object key or `}` begins
  | 'bare-key' // inside an unquoted key
  | 'quoted-key' // inside a quoted key
  | 'colon' // after a key
  | 'after'; // after a value inside a container: `,` or its closer

/** Longest object key. */
const MAX_KEY = 256;

/**
 * Reads one value of Google's call DSL (Gemma 4, FunctionGemma) as it arrives: objects with bare
 * (or quoted) keys, lists, strings between the dialect's quote token, and bare scalars — numbers,
 * `true`/`false`, `null` (also Python's `None`, which Gemma 4's template writes), and, as a
 * repair, unquoted text. The value is built with an explicit stack (nesting is limited to
 * {@link MAX_JSON_DEPTH}) and keys are set as own properties, so hostile keys stay data. The
 * reader stops before the `,`, `}` or `]` that follows the value: the caller owns that syntax.
 */
export class GemmaValueReader {
  private state: State = 'value';
  private readonly stack: Frame[] = [];
  private parts: string[] = [];
  /** Characters of the bare scalar or key read so far (a key is bounded). */
  private bareLength = 0;
  private readonly quoteToken: Pattern;
  private readonly quoteStart: number;

  constructor(private readonly quote: string) {
    this.quoteToken = pattern.literal(quote);
    this.quoteStart = quote.charCodeAt(0);
  }

  /** Starts a new value. */
  reset(): void {
    this.state = 'value';
    this.stack.length = 0;
    this.parts = [];
    this.bareLength = 0;
  }

  scan(text: string, i: number, eof: boolean): GemmaValueScan {
    let j = i;
    for (;;) {
      if (this.state === 'string' || this.state === 'quoted-key') {
        const step = this.inQuotes(text, j, eof);
        if (typeof step !== 'number') return step;
        j = step;
        continue;
      }
      if (this.state === 'bare' || this.state === 'bare-key') {
        const step = this.inBare(text, j, eof);
        if (typeof step !== 'number') return step;
        j = step;
        continue;
      }
      j = pattern.skipSpace(text, j);
      if (j >= text.length) return eof ? { kind: 'cut-off' } : { kind: 'hold', index: j };
      const step = this.structure(text, j, eof);
      if (typeof step !== 'number') return step;
      j = step;
    }
  }

  /** At a character that is not whitespace, outside strings and bare scalars. */
  private structure(text: string, j: number, eof: boolean): number | GemmaValueScan {
    const c = text[j] as string;
    switch (this.state) {
      case 'value':
        return this.valueStart(text, j, eof);
      case 'key':
        if (c === '}' && this.top()?.kind === 'object') return this.close(j);
        if (text.charCodeAt(j) === this.quoteStart) {
          const match = this.quoteToken(text, j, eof);
          if (match.kind === 'partial') return { kind: 'hold', index: j };
          if (match.kind === 'full') {
            this.state = 'quoted-key';
            return match.end;
          }
        }
        this.state = 'bare-key';
        return j;
      case 'colon':
        if (c !== ':') return { kind: 'error', index: j, expected: '":" after a key' };
        this.state = 'value';
        return j + 1;
      default: {
        // 'after'
        const top = this.top() as Frame;
        if (c === ',') {
          this.state = top.kind === 'object' ? 'key' : 'value';
          return j + 1;
        }
        if ((c === '}' && top.kind === 'object') || (c === ']' && top.kind === 'array')) {
          return this.close(j);
        }
        return {
          kind: 'error',
          index: j,
          expected: `"," or "${top.kind === 'object' ? '}' : ']'}"`,
        };
      }
    }
  }

  private valueStart(text: string, j: number, eof: boolean): number | GemmaValueScan {
    const c = text[j] as string;
    if (c === '{' || c === '[') {
      if (this.stack.length >= MAX_JSON_DEPTH) {
        return { kind: 'error', index: j, expected: `nesting at most ${MAX_JSON_DEPTH} deep` };
      }
      this.stack.push(
        c === '{' ? { kind: 'object', value: {}, key: undefined } : { kind: 'array', value: [] },
      );
      this.state = c === '{' ? 'key' : 'value';
      return j + 1;
    }
    // An empty list, or (a repair) a comma before the closer.
    if (c === ']' && this.top()?.kind === 'array') return this.close(j);
    if (text.charCodeAt(j) === this.quoteStart) {
      const match = this.quoteToken(text, j, eof);
      if (match.kind === 'partial') return { kind: 'hold', index: j };
      if (match.kind === 'full') {
        this.state = 'string';
        return match.end;
      }
    }
    if (c === ',' || c === '}' || c === ']' || c === ':') {
      return { kind: 'error', index: j, expected: 'a value' };
    }
    this.state = 'bare';
    return j;
  }

  /** Inside a quoted string or key: everything up to the next quote token is its text. */
  private inQuotes(text: string, j: number, eof: boolean): number | GemmaValueScan {
    let from = j;
    for (;;) {
      const at = text.indexOf(this.quote[0] as string, from);
      if (at === -1) {
        this.parts.push(text.slice(j, text.length));
        return eof ? { kind: 'cut-off' } : { kind: 'hold', index: text.length };
      }
      const match = this.quoteToken(text, at, eof);
      if (match.kind === 'partial') {
        this.parts.push(text.slice(j, at));
        return { kind: 'hold', index: at };
      }
      if (match.kind === 'full') {
        this.parts.push(text.slice(j, at));
        const string = this.take();
        if (this.state === 'quoted-key') return this.keyRead(string, match.end);
        return this.add(string, match.end);
      }
      from = at + 1;
    }
  }

  /** Inside an unquoted scalar or key: it runs to the syntax that can follow it. */
  private inBare(text: string, j: number, eof: boolean): number | GemmaValueScan {
    const isKey = this.state === 'bare-key';
    let k = j;
    while (k < text.length && !endsBare(text.charCodeAt(k), isKey)) k++;
    this.parts.push(text.slice(j, k));
    this.bareLength += k - j;
    if (isKey && this.bareLength > MAX_KEY) {
      return { kind: 'error', index: k, expected: 'a key of at most 256 characters and ":"' };
    }
    if (k === text.length) {
      if (!eof) return { kind: 'hold', index: k };
      // At the end of the output only a whole scalar at the top is complete.
      return !isKey && this.stack.length === 0
        ? this.add(bareScalar(this.take()), k)
        : { kind: 'cut-off' };
    }
    const word = this.take().trim();
    if (isKey) {
      if (text[k] !== ':' || word.length === 0) {
        return { kind: 'error', index: k, expected: 'a key and ":"' };
      }
      return this.keyRead(word, k);
    }
    if (word.length === 0) return { kind: 'error', index: k, expected: 'a value' };
    return this.add(bareScalar(word), k);
  }

  private keyRead(key: string, at: number): number | GemmaValueScan {
    if (key.length > MAX_KEY) return { kind: 'error', index: at, expected: 'a shorter key' };
    (this.top() as { key: string | undefined }).key = key;
    this.state = 'colon';
    return at;
  }

  private close(j: number): number | GemmaValueScan {
    const frame = this.stack.pop() as Frame;
    return this.add(frame.value, j + 1);
  }

  /** A complete value at `at`: into its container, or the result. */
  private add(value: unknown, at: number): number | GemmaValueScan {
    const top = this.top();
    if (top === undefined) {
      this.state = 'value';
      return { kind: 'value', index: at, value };
    }
    if (top.kind === 'array') top.value.push(value);
    else setOwnProperty(top.value, top.key as string, value);
    this.state = 'after';
    return at;
  }

  private take(): string {
    this.bareLength = 0;
    const text = this.parts.length === 1 ? (this.parts[0] as string) : this.parts.join('');
    this.parts = [];
    return text;
  }

  private top(): Frame | undefined {
    return this.stack[this.stack.length - 1];
  }
}

/** `,` `}` `]` and `<` end a bare scalar (a `<` begins a token); `:` `{` `[` end a bare key. */
function endsBare(code: number, isKey: boolean): boolean {
  if (code === 44 || code === 125 || code === 93 || code === 60) return true;
  return isKey && (code === 58 || code === 123 || code === 91);
}

const NUMBER = /^-?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/;

/** A bare scalar's value: a number, a literal, or (a repair) the text itself. */
export function bareScalar(word: string): unknown {
  switch (word) {
    case 'true':
    case 'True':
      return true;
    case 'false':
    case 'False':
      return false;
    case 'null':
    case 'None':
      return null;
  }
  if (NUMBER.test(word)) {
    const value = Number(word);
    if (Number.isFinite(value)) return value;
  }
  // repair: an unquoted string (FunctionGemma at times writes paths bare).
  return word;
}
