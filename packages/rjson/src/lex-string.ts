import { hexValue, isHighSurrogate } from './char-predicates';
import { internKey } from './intern-key';
import type { RJSONErrorCode } from './rjson-parse-error';
import type { RJSONRepairCode } from './types';

/** What a lexer reports to the parser that drives it; positions are absolute offsets. */
export interface LexHost {
  repair(code: RJSONRepairCode, position: number, message: string): void;
  fail(code: RJSONErrorCode, position: number, message: string): never;
}

/** Where the lexer is inside an escape sequence that a chunk boundary may cut. */
type EscapeState = 'none' | 'backslash' | 'hex' | 'carriage-return';

/** Escapes that JSON or JSON5 name; any other escaped character is an `UNKNOWN_ESCAPE` repair. */
function simpleEscape(c: number): string | undefined {
  switch (c) {
    case 34:
      return '"';
    case 39:
      return "'";
    case 92:
      return '\\';
    case 47:
      return '/';
    case 98:
      return '\b';
    case 102:
      return '\f';
    case 110:
      return '\n';
    case 114:
      return '\r';
    case 116:
      return '\t';
    case 118:
      return '\v';
    case 48:
      return '\0';
    default:
      return undefined;
  }
}

/** The closing quote as a string, without allocating one per string (quote kinds alternate). */
function closerText(closer: number): string {
  switch (closer) {
    case 34:
      return '"';
    case 39:
      return "'";
    case 0x201d:
      return '\u201d';
    case 0x2019:
      return '\u2019';
    default:
      return String.fromCharCode(closer);
  }
}

function describe(c: number): string {
  return c < 32
    ? `U+${c.toString(16).toUpperCase().padStart(4, '0')}`
    : JSON.stringify(String.fromCharCode(c));
}

/**
 * Decodes the body of a quoted string (after the opening quote), with JSON5 escapes and the
 * repairs of model noise: raw control characters are kept, unknown escapes keep the character.
 * The state survives chunk boundaries anywhere, including inside `\u00|41` and `\|n`.
 */
export class StringLexer {
  /** Decoded text not yet handed out. */
  text = '';
  private closer = 34;
  private escape: EscapeState = 'none';
  private hexLeft = 0;
  private hexCode = 0;
  private escapeStart = 0;
  private isKey = false;
  private closerText = '"';
  // The next backslash at or after `searchedFrom` in the current chunk (-1: none), found once
  // with indexOf and reused until the scan passes it: finding every backslash of a chunk costs
  // one pass in total. `searchedFrom` is -1 until the first search in a chunk.
  private searchedFrom = -1;
  private fresh = true;
  private backslash = -1;

  /**
   * @param watchControl Whether repairs are reported, so raw control characters must be found;
   *   without it, a string with no backslash is one `indexOf` and one `slice`.
   */
  constructor(private readonly watchControl: boolean) {}

  /** Starts a string (a key when `isKey`) that the code unit `closer` ends. */
  begin(closer: number, isKey: boolean): void {
    if (closer !== this.closer) this.closerText = closerText(closer);
    this.closer = closer;
    this.isKey = isKey;
    this.text = '';
    this.escape = 'none';
    this.fresh = true;
  }

  /** A new chunk of text is being read: forget positions found in the previous one. */
  newChunk(): void {
    this.searchedFrom = -1;
  }

  /** Index of the closing quote when the string from `i` ends before `end` with no backslash. */
  private plainEnd(text: string, i: number, end: number): number {
    const close = text.indexOf(this.closerText, i);
    if (close < 0 || close >= end) return -1;
    if (
      this.searchedFrom < 0 ||
      this.searchedFrom > i ||
      (this.backslash >= 0 && this.backslash < i)
    ) {
      this.searchedFrom = i;
      this.backslash = text.indexOf('\\', i);
    }
    return this.backslash >= 0 && this.backslash < close ? -1 : close;
  }

  /**
   * Decodes `text` from `i` up to `end`, where `base` is the absolute offset of `text[0]`.
   * Returns the index just after the closing quote, or -1 when the chunk ended inside the string.
   */
  scan(text: string, i: number, end: number, base: number, host: LexHost): number {
    // one function, not a wrapper: a call per string value is a measurable share of a parse
    const fresh = this.fresh;
    this.fresh = false;
    if (this.escape !== 'none') {
      i = this.continueEscape(text, i, end, base, host);
      if (this.inEscape) return -1;
    }
    // A string continued from an earlier chunk is usually long and cut small: the plain loop
    // then saves an indexOf per chunk.
    if (!this.watchControl && this.text.length === 0 && (fresh || end - i > 64)) {
      const close = this.plainEnd(text, i, end);
      if (close >= 0) {
        this.text = this.isKey ? internKey(text, i, close) : text.slice(i, close);
        return close + 1;
      }
    }
    const closer = this.closer;
    let run = i;
    for (; i < end; i++) {
      const c = text.charCodeAt(i);
      if (c === closer) {
        if (this.text.length > 0) this.text += text.slice(run, i);
        else this.text = this.isKey ? internKey(text, run, i) : text.slice(run, i);
        return i + 1;
      }
      if (c === 92) {
        this.text += text.slice(run, i);
        this.escape = 'backslash';
        this.escapeStart = base + i;
        const next = this.continueEscape(text, i + 1, end, base, host);
        if (this.inEscape) return -1;
        run = next;
        i = next - 1;
      } else if (c < 32 && this.watchControl) {
        // repair: a raw control character (a model wrote a real newline or tab); keep it as is
        host.repair(
          'RAW_CONTROL_CHARACTER',
          base + i,
          `Kept raw control character ${describe(c)} inside a string.`,
        );
      }
    }
    this.text += text.slice(run, end);
    return -1;
  }

  /**
   * Hands out the decoded text so far, except a trailing high surrogate: its low surrogate may
   * still follow, and a consumer must never see half a character.
   */
  take(): string {
    const out = this.text;
    if (out.length > 0 && isHighSurrogate(out.charCodeAt(out.length - 1))) {
      this.text = out.slice(-1);
      return out.slice(0, -1);
    }
    this.text = '';
    return out;
  }

  /** Whether the input ended inside an escape sequence. */
  get inEscape(): boolean {
    return this.escape !== 'none';
  }

  private continueEscape(
    text: string,
    i: number,
    end: number,
    base: number,
    host: LexHost,
  ): number {
    while (i < end) {
      const c = text.charCodeAt(i);
      switch (this.escape) {
        case 'backslash': {
          i++;
          const simple = simpleEscape(c);
          if (simple !== undefined) {
            this.text += simple;
            this.escape = 'none';
          } else if (c === 117 || c === 120) {
            this.escape = 'hex';
            this.hexLeft = c === 117 ? 4 : 2;
            this.hexCode = 0;
          } else if (c === 13) {
            this.escape = 'carriage-return';
          } else if (c === 10 || c === 0x2028 || c === 0x2029) {
            // an escaped line break is a JSON5 line continuation: it adds nothing
            this.escape = 'none';
          } else {
            // repair: an escape that means nothing (`\$`, `\d`): keep the character, as json5 does
            if (this.watchControl) {
              host.repair(
                'UNKNOWN_ESCAPE',
                this.escapeStart,
                `Read unknown escape \\${String.fromCharCode(c)} as ${describe(c)}.`,
              );
            }
            this.text += String.fromCharCode(c);
            this.escape = 'none';
          }
          break;
        }
        case 'hex': {
          const digit = hexValue(c);
          if (digit < 0) {
            host.fail(
              'INVALID_ESCAPE',
              base + i,
              `Expected a hexadecimal digit in the escape sequence but found ${describe(c)}`,
            );
          }
          i++;
          this.hexCode = this.hexCode * 16 + digit;
          if (--this.hexLeft === 0) {
            this.text += String.fromCharCode(this.hexCode);
            this.escape = 'none';
          }
          break;
        }
        case 'carriage-return':
          // `\` + CRLF is one line continuation
          if (c === 10) i++;
          this.escape = 'none';
          break;
        case 'none':
          return i;
      }
      if (this.escape === 'none') return i;
    }
    return i;
  }
}
