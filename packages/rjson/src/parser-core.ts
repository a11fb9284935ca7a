import {
  isAsciiIdContinue,
  isHighSurrogate,
  isIdStart,
  isJsonSpace,
  isWhitespace,
  isWordPart,
  smartQuoteCloser,
} from './char-predicates';
import { internKey } from './intern-key';
import { CommentLexer } from './lex-comment';
import { IdentifierLexer } from './lex-identifier';
import { scanPlainNumber } from './lex-plain-number';
import { type LexHost, StringLexer } from './lex-string';
import { WordLexer } from './lex-word';
import { DEFAULT_MAX_DEPTH } from './max-depth';
import { type RJSONErrorCode, RJSONParseError } from './rjson-parse-error';
import type { RJSONRepair, RJSONRepairCode } from './types';

/**
 * What the parser expects next: a value (at the top, after ':'), an array element or ']', a key
 * or '}', a ':', a ',' or closing bracket after a member/element, or nothing (done). Small
 * integers, because every token dispatches on it.
 */
const VALUE = 0;
const ELEMENT = 1;
const KEY = 2;
const COLON = 3;
const AFTER = 4;
const DONE = 5;
type Expect =
  | typeof VALUE
  | typeof ELEMENT
  | typeof KEY
  | typeof COLON
  | typeof AFTER
  | typeof DONE;

/** The token a chunk boundary interrupted, resumed by the next `run`. */
type Token = 'none' | 'string-value' | 'string-key' | 'identifier' | 'word' | 'comment';

/** Receives the structure the core reads (the value builder of `parse`, or push-parser events). */
export interface ValueSink {
  objectStart(): void;
  objectEnd(): void;
  arrayStart(): void;
  arrayEnd(): void;
  key(key: string): void;
  /** A whole string value that was read in one piece. */
  string(value: string): void;
  stringStart(): void;
  stringChunk(text: string): void;
  stringEnd(): void;
  primitive(value: number | boolean | null): void;
  /** The top-level value is complete. */
  end(): void;
}

/** Options of the core. */
export interface CoreOptions {
  maxDepth?: number;
  onRepair?: (repair: RJSONRepair) => void;
  /**
   * After the top-level value: `stop` returns from `run` (the push parser), `reject` allows only
   * whitespace and comments up to the end (`parse`).
   */
  trailing: 'stop' | 'reject';
}

const OBJECT = 0;
const ARRAY = 1;

function show(c: number): string {
  return JSON.stringify(String.fromCharCode(c));
}

/**
 * The JSON/JSON5/repair grammar as one explicit state machine over chunks of text. `parse` runs
 * it once over the whole text; the push parser runs it chunk by chunk. Containers live on an
 * explicit stack (no recursion), every character is looked at once, and a token cut by a chunk
 * boundary resumes from its saved state.
 */
export class ParserCore implements LexHost {
  private expect: Expect = VALUE;
  private token: Token = 'none';
  /** Absolute offset of `text[0]` of the chunk being run. */
  private base = 0;
  /**
   * Absolute offset just after the bracket of the container event being emitted, so that a
   * caller can cut the raw text of an element; equals `base` between chunks.
   */
  private cursor = 0;
  private readonly kinds: number[] = [];
  /**
   * How many of `kinds` are arrays: a closer of the wrong kind learns in O(1) whether an open
   * container further out fits it, so a run of stray closers stays linear.
   */
  private arrays = 0;
  /** Offsets of the open brackets, kept only for repair messages. */
  private readonly opens: number[] = [];
  private inArray = false;
  private text = '';
  private tokenStart = 0;
  private valueEnd = 0;
  private line = 1;
  private lineStart = 0;
  private readonly strings: StringLexer;
  private readonly words = new WordLexer();
  private readonly names = new IdentifierLexer();
  private readonly comments = new CommentLexer();
  private readonly span = { end: 0 };
  private readonly maxDepth: number;
  private readonly onRepair: ((repair: RJSONRepair) => void) | undefined;
  /** Whether repairs are reported: their messages are only built then. */
  private readonly reporting: boolean;
  private readonly stopAtValueEnd: boolean;

  constructor(
    private readonly sink: ValueSink,
    options: CoreOptions,
  ) {
    this.maxDepth = options.maxDepth ?? DEFAULT_MAX_DEPTH;
    this.onRepair = options.onRepair;
    this.reporting = options.onRepair !== undefined;
    this.strings = new StringLexer(this.reporting);
    this.stopAtValueEnd = options.trailing === 'stop';
  }

  /** The top-level value is complete. */
  get done(): boolean {
    return this.expect === DONE;
  }

  /** Absolute number of characters consumed by the finished chunks (see `advance`). */
  get position(): number {
    return this.base;
  }

  /**
   * During a container event: the offset just after its bracket. Otherwise: `position`.
   */
  get eventPosition(): number {
    return this.cursor;
  }

  /** Current nesting depth. */
  get depth(): number {
    return this.kinds.length;
  }

  /** Inside a string key or value. */
  get inString(): boolean {
    return this.token === 'string-value' || this.token === 'string-key';
  }

  /**
   * Reads `text` from `i` up to `end`. Returns `end`, or — when the top-level value completes and
   * `trailing` is `stop` — the index just after it.
   */
  run(text: string, i: number, end: number): number {
    this.text = text;
    this.strings.newChunk();
    if (this.token !== 'none' && i < end) i = this.resume(text, i, end);
    while (i < end) {
      const expect = this.expect;
      if (expect === DONE && this.stopAtValueEnd) return i;
      let c = text.charCodeAt(i);
      // `c <= 32` rules out every token start with one comparison; whitespace does not change
      // what is expected, so the token after it is dispatched in the same iteration.
      if (c <= 32 && isJsonSpace(c)) {
        do {
          if (++i >= end) return i;
          c = text.charCodeAt(i);
        } while (isJsonSpace(c));
      }
      switch (expect) {
        case AFTER:
          // the common case, a comma, without a call
          if (c === 44) {
            this.expect = this.inArray ? ELEMENT : KEY;
            i++;
          } else i = this.afterValue(c, text, i, end);
          break;
        case KEY:
          i = this.keyStart(c, text, i, end);
          break;
        case COLON:
          if (c === 58) {
            this.expect = VALUE;
            i++;
          } else i = this.colon(c, text, i, end);
          break;
        case DONE:
          i = this.trailing(c, text, i, end);
          break;
        default:
          i = this.valueStart(c, text, i, end);
      }
    }
    return i;
  }

  /**
   * The chunk was consumed up to `stop`: advance the absolute offset (and the line count that
   * error positions need) past it. Only the push parser calls this; `parse` runs one chunk.
   */
  advance(stop: number): void {
    const text = this.text;
    for (let k = text.indexOf('\n'); k >= 0 && k < stop; k = text.indexOf('\n', k + 1)) {
      this.line++;
      this.lineStart = this.base + k + 1;
    }
    this.base += stop;
    this.cursor = this.base;
    this.text = '';
  }

  /**
   * End of input at the absolute offset `at`: finishes a pending number or keyword, closes
   * containers left open right after a complete value, or throws when the value is incomplete.
   */
  finish(at: number): void {
    switch (this.token) {
      case 'none':
        break;
      case 'word':
        if (!this.words.complete) {
          const w = this.words;
          this.fail(
            'UNEXPECTED_END',
            at,
            w.isKeyword
              ? `Expected "${w.expectedKeyword}" but the input ends after "${w.text}"`
              : `The input ends inside the number "${w.text}"`,
          );
        }
        this.completeWord(at - this.base);
        break;
      case 'string-value':
      case 'string-key':
        this.fail(
          'UNTERMINATED_STRING',
          at,
          `Expected the closing quote of the string that starts at offset ${this.tokenStart}, but the input ends`,
        );
        break;
      case 'identifier':
        this.fail('UNEXPECTED_END', at, "Expected ':' after the key, but the input ends");
        break;
      case 'comment':
        if (this.comments.unterminated) {
          this.fail('UNEXPECTED_END', at, 'Expected the end of the comment, but the input ends');
        }
    }
    this.token = 'none';
    switch (this.expect) {
      case DONE:
        return;
      case AFTER:
        this.closeAll(at);
        return;
      case VALUE:
        if (this.kinds.length === 0)
          this.fail('EMPTY_INPUT', at, 'Expected a JSON value, but the input is empty');
        this.fail('UNEXPECTED_END', at, "Expected a value after ':', but the input ends");
        break;
      case ELEMENT:
        this.fail('UNEXPECTED_END', at, "Expected a value or ']', but the input ends");
        break;
      case KEY:
        this.fail('UNEXPECTED_END', at, "Expected a key or '}', but the input ends");
        break;
      case COLON:
        this.fail('UNEXPECTED_END', at, "Expected ':' after the key, but the input ends");
    }
  }

  repair(code: RJSONRepairCode, position: number, message: string): void {
    this.onRepair?.({ code, position, message });
  }

  fail(code: RJSONErrorCode, position: number, message: string): never {
    let line = this.line;
    let lineStart = this.lineStart;
    const text = this.text;
    const to = position - this.base;
    for (let k = text.indexOf('\n'); k >= 0 && k < to; k = text.indexOf('\n', k + 1)) {
      line++;
      lineStart = this.base + k + 1;
    }
    const column = position - lineStart + 1;
    throw new RJSONParseError({
      code,
      message: `${message} at line ${line}, column ${column}.`,
      position,
      line,
      column,
    });
  }

  private resume(text: string, i: number, end: number): number {
    switch (this.token) {
      case 'string-value': {
        const j = this.strings.scan(text, i, end, this.base, this);
        if (j < 0) {
          const chunk = this.strings.take();
          if (chunk.length > 0) this.sink.stringChunk(chunk);
          return end;
        }
        const rest = this.strings.text;
        if (rest.length > 0) this.sink.stringChunk(rest);
        this.sink.stringEnd();
        this.token = 'none';
        this.valueDone(j);
        return j;
      }
      case 'string-key': {
        const j = this.strings.scan(text, i, end, this.base, this);
        if (j < 0) return end;
        this.keyDone(this.strings.text);
        return j;
      }
      case 'identifier': {
        const j = this.names.scan(text, i, end, this.base, this);
        if (j < 0) return end;
        this.keyDone(this.names.text);
        return j;
      }
      case 'word':
        return this.wordScanned(this.words.scan(text, i, end), end);
      default:
        return this.commentScanned(this.comments.scan(text, i, end, this.base, this), end);
    }
  }

  private valueStart(c: number, text: string, i: number, end: number): number {
    switch (c) {
      case 123:
        return this.open(OBJECT, i);
      case 91:
        return this.open(ARRAY, i);
      case 34:
      case 39:
        return this.stringValue(text, i, end, c);
      case 47:
        return this.comment(text, i, end);
      case 93:
        if (this.expect === ELEMENT) return this.close(i);
        return this.missingValue(c, i);
      case 125:
        // `[1, }` or `[}`: the array is open, and the brace may close an object around it
        if (this.expect === ELEMENT) return this.wrongCloser(c, i);
        return this.missingValue(c, i);
      case 44:
        return this.missingValue(c, i);
      case 116:
        if (this.isLiteral(text, i, end, 'true')) return this.literal(true, i + 4);
        break;
      case 102:
        if (this.isLiteral(text, i, end, 'false')) return this.literal(false, i + 5);
        break;
      case 110:
        if (this.isLiteral(text, i, end, 'null')) return this.literal(null, i + 4);
        break;
      case 84:
        if (this.isLiteral(text, i, end, 'True')) return this.pythonLiteral(true, 'True', i);
        break;
      case 70:
        if (this.isLiteral(text, i, end, 'False')) return this.pythonLiteral(false, 'False', i);
        break;
      case 78:
        if (this.isLiteral(text, i, end, 'None')) return this.pythonLiteral(null, 'None', i);
        break;
      default:
        if ((c >= 48 && c <= 57) || c === 45) {
          const value = scanPlainNumber(text, i, end, this.span);
          if (!Number.isNaN(value)) return this.literal(value, this.span.end);
        }
    }
    if (WordLexer.canStart(c)) {
      this.words.begin();
      this.tokenStart = this.base + i;
      return this.wordScanned(this.words.scan(text, i, end), end);
    }
    const closer = smartQuoteCloser(c);
    if (closer !== 0) {
      // repair: typographic quotes used as string delimiters
      if (this.reporting) {
        this.repair('SMART_QUOTES', this.base + i, `Read ${show(c)} as a string delimiter.`);
      }
      return this.stringValue(text, i, end, closer);
    }
    if (isWhitespace(c)) return i + 1;
    if (this.kinds.length === 0) {
      const prose = JSON.stringify(text.slice(i, i + 24));
      this.fail('NO_JSON', this.base + i, `Expected a JSON value but found ${prose}`);
    }
    return this.fail(
      'UNEXPECTED_CHARACTER',
      this.base + i,
      `Expected a value but found ${show(c)}`,
    );
  }

  private missingValue(c: number, i: number): never {
    if (this.kinds.length === 0) {
      this.fail('NO_JSON', this.base + i, `Expected a JSON value but found ${show(c)}`);
    }
    const where =
      this.expect === VALUE ? "after ':'" : this.expect === ELEMENT ? 'in the array' : '';
    return this.fail(
      'MISSING_VALUE',
      this.base + i,
      `Expected a value ${where} but found ${show(c)}`,
    );
  }

  private keyStart(c: number, text: string, i: number, end: number): number {
    if (c === 34 || c === 39) return this.stringKey(text, i, end, c);
    if (c === 125) return this.close(i);
    if (c === 47) return this.comment(text, i, end);
    if (c >= 128) {
      const closer = smartQuoteCloser(c);
      if (closer !== 0) {
        // repair: typographic quotes used as key delimiters
        if (this.reporting) {
          this.repair('SMART_QUOTES', this.base + i, `Read ${show(c)} as a string delimiter.`);
        }
        return this.stringKey(text, i, end, closer);
      }
      if (isWhitespace(c)) return i + 1;
      return this.identifier(text, i, end);
    }
    if (c === 92 || isIdStart(c)) return this.identifier(text, i, end);
    if (isWhitespace(c)) return i + 1;
    // `[{"a": 1, ]` or `[{]`: the object is open, and the bracket may close an array around it
    if (c === 93) return this.wrongCloser(c, i);
    return this.fail(
      'UNEXPECTED_CHARACTER',
      this.base + i,
      `Expected a key or '}' but found ${show(c)}`,
    );
  }

  private colon(c: number, text: string, i: number, end: number): number {
    if (c === 58) {
      this.expect = VALUE;
      return i + 1;
    }
    if (c === 47) return this.comment(text, i, end);
    if (isWhitespace(c)) return i + 1;
    return this.fail(
      'UNEXPECTED_CHARACTER',
      this.base + i,
      `Expected ':' after the key but found ${show(c)}`,
    );
  }

  private afterValue(c: number, text: string, i: number, end: number): number {
    const inArray = this.inArray;
    if (c === 44) {
      this.expect = inArray ? ELEMENT : KEY;
      return i + 1;
    }
    if (c === (inArray ? 93 : 125)) return this.close(i);
    if (c === 93 || c === 125) return this.wrongCloser(c, i);
    if (c === 47) return this.comment(text, i, end);
    if (isWhitespace(c)) return i + 1;
    if (inArray ? this.canStartValue(c) : this.canStartKey(c)) {
      // repair: two elements or members without the comma between them
      if (this.reporting) this.repair('MISSING_COMMA', this.valueEnd, 'Inserted a missing comma.');
      this.expect = inArray ? ELEMENT : KEY;
      return i;
    }
    return this.fail(
      'UNEXPECTED_CHARACTER',
      this.base + i,
      inArray
        ? `Expected ',' or ']' after an array element but found ${show(c)}`
        : `Expected ',' or '}' after an object member but found ${show(c)}`,
    );
  }

  private trailing(c: number, text: string, i: number, end: number): number {
    if (c === 47) return this.comment(text, i, end);
    if (isWhitespace(c)) return i + 1;
    if (c === 93 || c === 125) {
      // repair: one closer too many after the complete value (`{"a": {"b": 1}}}`), a miscount
      // that also follows a closer of the wrong kind (`{"a": [1}}`). Only `parse` gets here: the
      // push parser stops at the end of the value and leaves the rest to its caller.
      if (this.reporting) {
        this.repair(
          'MISMATCHED_CLOSER',
          this.base + i,
          `Dropped ${show(c)} after the complete value: it closes nothing.`,
        );
      }
      return i + 1;
    }
    return this.fail(
      'UNEXPECTED_CHARACTER',
      this.base + i,
      `Expected the end of input after the JSON value but found ${show(c)}`,
    );
  }

  private canStartValue(c: number): boolean {
    return (
      c === 123 ||
      c === 91 ||
      c === 34 ||
      c === 39 ||
      WordLexer.canStart(c) ||
      smartQuoteCloser(c) !== 0
    );
  }

  private canStartKey(c: number): boolean {
    if (c === 34 || c === 39 || c === 92) return true;
    if (c < 128) return isIdStart(c);
    return smartQuoteCloser(c) !== 0 || isHighSurrogate(c) || isIdStart(c);
  }

  private open(kind: number, i: number): number {
    if (this.kinds.length >= this.maxDepth) {
      this.fail(
        'DEPTH_LIMIT',
        this.base + i,
        `Objects and arrays nest deeper than the limit of ${this.maxDepth}`,
      );
    }
    this.kinds.push(kind);
    if (this.reporting) this.opens.push(this.base + i);
    this.cursor = this.base + i + 1;
    if (kind === ARRAY) {
      this.arrays++;
      this.inArray = true;
      this.expect = ELEMENT;
      this.sink.arrayStart();
    } else {
      this.inArray = false;
      this.expect = KEY;
      this.sink.objectStart();
    }
    return i + 1;
  }

  private close(i: number): number {
    this.cursor = this.base + i + 1;
    this.popContainer();
    this.valueDone(i + 1);
    return i + 1;
  }

  private popContainer(): void {
    const kind = this.kinds.pop();
    if (this.reporting) this.opens.pop();
    const depth = this.kinds.length;
    this.inArray = depth > 0 && this.kinds[depth - 1] === ARRAY;
    if (kind === ARRAY) {
      this.arrays--;
      this.sink.arrayEnd();
    } else this.sink.objectEnd();
  }

  /**
   * `text[i]` is a `]` or `}` that does not fit the innermost open container. When it fits one
   * further out, the containers inside that one are closed first and it closes that one; when it
   * fits none, it is dropped. Called where the innermost container may be closed: after a value,
   * after a comma (a trailing comma, as JSON5 allows) or right after the opening bracket.
   */
  private wrongCloser(c: number, i: number): number {
    const kind = c === 93 ? ARRAY : OBJECT;
    const fitting = kind === ARRAY ? this.arrays : this.kinds.length - this.arrays;
    if (fitting === 0) {
      // repair: a closer that fits no open container (`{"a": 1]}`, `[1, 2}`) is dropped; the
      // container stays open for the closer that fits it, or is closed at the end of input
      if (this.reporting) {
        const open = kind === ARRAY ? 'array' : 'object';
        this.repair('MISMATCHED_CLOSER', this.base + i, `Dropped ${show(c)}: no ${open} is open.`);
      }
      return i + 1;
    }
    // The raw text of a container closed here ends before the closer that belongs further out.
    this.cursor = this.base + i;
    const kinds = this.kinds;
    while (kinds[kinds.length - 1] !== kind) {
      // repair: a closer of an outer container (`{"items": [1, 2}`, `[{"a": 1]`) also closes the
      // containers left open inside it, as the model forgot their closers
      if (this.reporting) {
        const inner = kinds[kinds.length - 1] === ARRAY ? 'array' : 'object';
        const opened = this.opens[this.opens.length - 1] as number;
        this.repair(
          'MISMATCHED_CLOSER',
          this.base + i,
          `Closed the ${inner} opened at offset ${opened} before the ${show(c)} that closes the ${kind === ARRAY ? 'array' : 'object'} around it.`,
        );
      }
      this.popContainer();
    }
    return this.close(i);
  }

  private closeAll(at: number): void {
    this.cursor = at;
    while (this.kinds.length > 0) {
      const kind = this.kinds[this.kinds.length - 1] === ARRAY ? 'array' : 'object';
      const opened = this.opens[this.opens.length - 1] as number;
      // repair: the model stopped before closing; the last value was complete
      if (this.reporting) {
        this.repair('UNCLOSED_CONTAINER', at, `Closed the ${kind} opened at offset ${opened}.`);
      }
      this.popContainer();
    }
    this.expect = DONE;
    this.sink.end();
  }

  /** A value ended just before `text[j]`. */
  private valueDone(j: number): void {
    if (this.kinds.length === 0) {
      this.expect = DONE;
      this.sink.end();
    } else {
      this.expect = AFTER;
      this.valueEnd = this.base + j;
    }
  }

  private keyDone(key: string): void {
    this.token = 'none';
    this.sink.key(key);
    this.expect = COLON;
  }

  private stringValue(text: string, i: number, end: number, closer: number): number {
    this.tokenStart = this.base + i;
    const strings = this.strings;
    strings.begin(closer, false);
    const j = strings.scan(text, i + 1, end, this.base, this);
    if (j >= 0) {
      this.sink.string(strings.text);
      this.valueDone(j);
      return j;
    }
    this.token = 'string-value';
    this.sink.stringStart();
    const chunk = strings.take();
    if (chunk.length > 0) this.sink.stringChunk(chunk);
    return end;
  }

  private stringKey(text: string, i: number, end: number, closer: number): number {
    this.tokenStart = this.base + i;
    this.strings.begin(closer, true);
    const j = this.strings.scan(text, i + 1, end, this.base, this);
    if (j >= 0) {
      this.keyDone(this.strings.text);
      return j;
    }
    this.token = 'string-key';
    return end;
  }

  private identifier(text: string, i: number, end: number): number {
    // The common case, an ASCII name that ends inside this chunk, without the lexer's states
    // (keyStart only sends an ASCII character here when it starts a name or is a backslash).
    const first = text.charCodeAt(i);
    if (first < 128 && first !== 92) {
      let k = i + 1;
      while (k < end && isAsciiIdContinue(text.charCodeAt(k))) k++;
      const c = text.charCodeAt(k);
      if (k < end && c < 128 && c !== 92) {
        this.keyDone(internKey(text, i, k));
        // `key:` — the colon right after the name is taken here, not by another turn of `run`
        if (c === 58) {
          this.expect = VALUE;
          return k + 1;
        }
        return k;
      }
    }
    this.tokenStart = this.base + i;
    this.names.begin();
    const j = this.names.scan(text, i, end, this.base, this);
    if (j >= 0) {
      this.keyDone(this.names.text);
      return j;
    }
    this.token = 'identifier';
    return end;
  }

  /** `text` has `word` at `i`, complete (followed by a delimiter) within this chunk. */
  private isLiteral(text: string, i: number, end: number, word: string): boolean {
    const n = word.length;
    if (i + n >= end) return false;
    for (let k = 1; k < n; k++) if (text.charCodeAt(i + k) !== word.charCodeAt(k)) return false;
    return !isWordPart(text.charCodeAt(i + n));
  }

  private literal(value: number | boolean | null, j: number): number {
    this.sink.primitive(value);
    this.valueDone(j);
    return j;
  }

  private pythonLiteral(value: boolean | null, spelling: string, i: number): number {
    // repair: Python's True/False/None
    if (this.reporting) {
      this.repair(
        'PYTHON_LITERAL',
        this.base + i,
        `Read Python literal ${spelling} as ${String(value)}.`,
      );
    }
    return this.literal(value, i + spelling.length);
  }

  /** The word lexer stopped at `j`: the word may continue, is complete, or is malformed. */
  private wordScanned(j: number, end: number): number {
    const w = this.words;
    if (w.status === 'open') {
      this.token = 'word';
      return end;
    }
    if (w.status === 'ended' && w.complete) {
      this.completeWord(j);
      return j;
    }
    const found = `"${w.text}${this.text.charAt(j)}"`;
    if (!w.isKeyword) {
      this.fail('INVALID_NUMBER', this.base + j, `Expected a number but found ${found}`);
    }
    if (this.kinds.length === 0) {
      const prose = `${w.text}${this.text.slice(j, j + 24)}`.slice(0, 24);
      this.fail(
        'NO_JSON',
        this.tokenStart,
        `Expected a JSON value but found ${JSON.stringify(prose)}`,
      );
    }
    return this.fail(
      'UNEXPECTED_CHARACTER',
      this.base + j,
      `Expected "${w.expectedKeyword}" but found ${found}`,
    );
  }

  private completeWord(j: number): void {
    const w = this.words;
    if (this.reporting && w.isPythonLiteral) {
      // repair: Python's True/False/None (cut by a chunk boundary)
      this.repair(
        'PYTHON_LITERAL',
        this.tokenStart,
        `Read Python literal ${w.text} as ${String(w.value())}.`,
      );
    }
    this.token = 'none';
    this.sink.primitive(w.value());
    this.valueDone(j);
  }

  private comment(text: string, i: number, end: number): number {
    this.tokenStart = this.base + i;
    this.comments.begin();
    return this.commentScanned(this.comments.scan(text, i, end, this.base, this), end);
  }

  private commentScanned(j: number, end: number): number {
    if (j < 0) {
      this.token = 'comment';
      return end;
    }
    this.token = 'none';
    return j;
  }
}
