import { isDigit, isHexDigit, isWordPart } from './char-predicates';

/**
 * Where the word lexer is: the states of the JSON5 number grammar (plus a sign), and `keyword`
 * while matching one literal (`true`, `None`, `Infinity`, …).
 */
type WordState =
  | 'start'
  | 'sign'
  | 'zero'
  | 'integer'
  | 'leading-point'
  | 'point'
  | 'fraction'
  | 'exponent'
  | 'exponent-sign'
  | 'exponent-digits'
  | 'hex-mark'
  | 'hex'
  | 'keyword';

/**
 * How a scan stopped: `open` when the chunk ended (the word may continue), `ended` at the first
 * character that is not part of the word, `invalid` at a character that makes the word malformed.
 */
export type WordScan = 'open' | 'ended' | 'invalid';

/** Literal values by spelling. Python's are repairs. */
const KEYWORDS: Record<string, boolean | null | number> = {
  true: true,
  false: false,
  null: null,
  True: true,
  False: false,
  None: null,
  NaN: Number.NaN,
  Infinity: Number.POSITIVE_INFINITY,
};

/** Unsigned keyword by its first letter. `N` starts `NaN`; a following `o` switches to `None`. */
function keywordFor(c: number): string | undefined {
  switch (c) {
    case 116:
      return 'true';
    case 102:
      return 'false';
    case 110:
      return 'null';
    case 84:
      return 'True';
    case 70:
      return 'False';
    case 78:
      return 'NaN';
    case 73:
      return 'Infinity';
    default:
      return undefined;
  }
}

/**
 * Lexes a value that is not a string or container: a JSON5 number (`-1.5e3`, `0x1F`, `.5`, `+1`,
 * `-Infinity`) or a literal (`true`, `null`, `NaN`, Python's `True`/`False`/`None`). It keeps its
 * state between chunks, so `tr|ue` and `12|34` work, and it never looks at a character twice.
 */
export class WordLexer {
  private state: WordState = 'start';
  private keyword = '';
  private matched = 0;
  /** -1 after a leading `-`, 1 after a leading `+`, 0 without a sign. */
  private sign = 0;
  /** Raw text of the word read so far. */
  text = '';
  /** Why the last `scan` stopped. */
  status: WordScan = 'open';

  /** Whether `c` can start a word. */
  static canStart(c: number): boolean {
    return isDigit(c) || c === 45 || c === 43 || c === 46 || keywordFor(c) !== undefined;
  }

  /** Starts a new word; its first character is read by the next `scan`. */
  begin(): void {
    this.text = '';
    this.state = 'start';
    this.sign = 0;
    this.matched = 0;
  }

  /**
   * Consumes word characters of `text` from `i` (the first character after those already read)
   * up to `end`. Returns the index where it stopped; `status` tells why.
   */
  scan(text: string, i: number, end: number): number {
    const from = i;
    for (; i < end; i++) {
      const c = text.charCodeAt(i);
      if (!this.step(c)) {
        this.text += text.slice(from, i);
        this.status = isWordPart(c) ? 'invalid' : 'ended';
        return i;
      }
    }
    this.text += text.slice(from, end);
    this.status = 'open';
    return end;
  }

  /** Whether the word read so far is a complete number or literal. */
  get complete(): boolean {
    switch (this.state) {
      case 'zero':
      case 'integer':
      case 'point':
      case 'fraction':
      case 'exponent-digits':
      case 'hex':
        return true;
      case 'keyword':
        return this.matched === this.keyword.length;
      default:
        return false;
    }
  }

  /** Whether the word is a literal (as opposed to a number). */
  get isKeyword(): boolean {
    return this.state === 'keyword';
  }

  /** Whether the complete word is one of Python's `True`, `False`, `None`. */
  get isPythonLiteral(): boolean {
    const k = this.keyword;
    return this.state === 'keyword' && (k === 'True' || k === 'False' || k === 'None');
  }

  /** The value of the complete word. */
  value(): number | boolean | null {
    if (this.state === 'keyword') {
      const v = KEYWORDS[this.keyword] as number | boolean | null;
      return this.sign === -1 ? -(v as number) : v;
    }
    if (this.state === 'hex') {
      // Number() reads `0x1F` but not `-0x1F`, so the sign is applied separately.
      const v = Number(this.sign === 0 ? this.text : this.text.slice(1));
      return this.sign === -1 ? -v : v;
    }
    return Number(this.text);
  }

  /** The keyword being matched, for messages. */
  get expectedKeyword(): string {
    return this.state === 'keyword' ? this.keyword : '';
  }

  private step(c: number): boolean {
    switch (this.state) {
      case 'integer':
      case 'fraction':
        if (isDigit(c)) return true;
        if (c === 101 || c === 69) return this.to('exponent');
        return this.state === 'integer' && c === 46 && this.to('point');
      case 'keyword':
        if (this.matched === 1 && this.keyword === 'NaN' && c === 111 && this.sign === 0) {
          this.keyword = 'None';
        }
        if (this.matched < this.keyword.length && c === this.keyword.charCodeAt(this.matched)) {
          this.matched++;
          return true;
        }
        return false;
      case 'start':
        return this.first(c);
      case 'sign':
        if (c === 48) return this.to('zero');
        if (isDigit(c)) return this.to('integer');
        if (c === 46) return this.to('leading-point');
        if (c === 73 || c === 78) {
          this.keyword = c === 73 ? 'Infinity' : 'NaN';
          this.matched = 1;
          return this.to('keyword');
        }
        return false;
      case 'zero':
        if (c === 46) return this.to('point');
        if (c === 101 || c === 69) return this.to('exponent');
        return (c === 120 || c === 88) && this.to('hex-mark');
      case 'leading-point':
        return isDigit(c) && this.to('fraction');
      case 'point':
        if (isDigit(c)) return this.to('fraction');
        return (c === 101 || c === 69) && this.to('exponent');
      case 'exponent':
        if (c === 43 || c === 45) return this.to('exponent-sign');
        return isDigit(c) && this.to('exponent-digits');
      case 'exponent-sign':
      case 'exponent-digits':
        return isDigit(c) && this.to('exponent-digits');
      case 'hex-mark':
      case 'hex':
        return isHexDigit(c) && this.to('hex');
    }
  }

  private first(c: number): boolean {
    if (c === 45 || c === 43) {
      this.sign = c === 45 ? -1 : 1;
      return this.to('sign');
    }
    if (c === 48) return this.to('zero');
    if (c === 46) return this.to('leading-point');
    if (isDigit(c)) return this.to('integer');
    const keyword = keywordFor(c);
    if (keyword === undefined) return false;
    this.keyword = keyword;
    this.matched = 1;
    return this.to('keyword');
  }

  private to(state: WordState): true {
    this.state = state;
    return true;
  }
}
