import {
  hexValue,
  isAsciiIdContinue,
  isHighSurrogate,
  isIdContinue,
  isIdStart,
  isLowSurrogate,
} from './char-predicates';
import { internKey } from './intern-key';
import type { LexHost } from './lex-string';

/** Where the lexer is: in the name, after a `\`, after `\u`, or after a chunk-final high surrogate. */
type IdentifierState = 'name' | 'backslash' | 'hex' | 'surrogate';

/**
 * Lexes an unquoted JSON5 key: an ECMAScript identifier name, Unicode letters (astral ones too)
 * and `\uXXXX` escapes included. Keeps its state across chunk boundaries.
 */
export class IdentifierLexer {
  /** Decoded name read so far. */
  text = '';
  private state: IdentifierState = 'name';
  private hexLeft = 0;
  private hexCode = 0;
  private high = 0;

  /** Starts a new name; its first character is read by the next `scan`. */
  begin(): void {
    this.text = '';
    this.state = 'name';
  }

  /** Whether the input ended in the middle of an escape or a surrogate pair. */
  get incomplete(): boolean {
    return this.state !== 'name';
  }

  /**
   * Reads name characters of `text` from `i` up to `end` (`base` is the absolute offset of
   * `text[0]`). Returns the index of the first character after the name, or -1 when the chunk
   * ended and the name may continue.
   */
  scan(text: string, i: number, end: number, base: number, host: LexHost): number {
    let run = i;
    while (i < end) {
      const c = text.charCodeAt(i);
      if (this.state !== 'name') {
        i = this.continueSpecial(c, i, base, host);
        run = i;
        continue;
      }
      const first = i === run && this.text.length === 0;
      if (c < 128) {
        if (first ? isIdStart(c) : isIdContinue(c)) {
          i++;
          // the common case: a run of ASCII name characters
          while (i < end && isAsciiIdContinue(text.charCodeAt(i))) i++;
          continue;
        }
        if (c !== 92) {
          this.text =
            this.text.length > 0 ? this.text + text.slice(run, i) : internKey(text, run, i);
          return this.finish(i, c, base, host);
        }
        this.text += text.slice(run, i);
        this.state = 'backslash';
        i++;
        run = i;
        continue;
      }
      if (isHighSurrogate(c)) {
        this.text += text.slice(run, i);
        this.high = c;
        this.state = 'surrogate';
        i++;
        run = i;
        continue;
      }
      if (!(first ? isIdStart(c) : isIdContinue(c))) {
        this.text += text.slice(run, i);
        return this.finish(i, c, base, host);
      }
      i++;
    }
    if (this.state === 'name') this.text += text.slice(run, end);
    return -1;
  }

  private accepts(cp: number): boolean {
    return this.text.length === 0 ? isIdStart(cp) : isIdContinue(cp);
  }

  /** The name ends before `c`; an empty name means `c` cannot start a key. */
  private finish(i: number, c: number, base: number, host: LexHost): number {
    if (this.text.length === 0) {
      host.fail(
        'UNEXPECTED_CHARACTER',
        base + i,
        `Expected a key but found ${JSON.stringify(String.fromCharCode(c))}`,
      );
    }
    return i;
  }

  private continueSpecial(c: number, i: number, base: number, host: LexHost): number {
    switch (this.state) {
      case 'surrogate': {
        const cp = isLowSurrogate(c) ? ((this.high - 0xd800) << 10) + (c - 0xdc00) + 0x10000 : -1;
        if (cp < 0 || !this.accepts(cp)) {
          host.fail(
            'UNEXPECTED_CHARACTER',
            base + i - 1,
            'Expected a key character but found a character that cannot be part of a key',
          );
        }
        this.text += String.fromCharCode(this.high, c);
        this.state = 'name';
        return i + 1;
      }
      case 'backslash':
        if (c !== 117) {
          host.fail(
            'INVALID_ESCAPE',
            base + i,
            `Expected 'u' after '\\' in an unquoted key but found ${JSON.stringify(String.fromCharCode(c))}`,
          );
        }
        this.state = 'hex';
        this.hexLeft = 4;
        this.hexCode = 0;
        return i + 1;
      default: {
        const digit = hexValue(c);
        if (digit < 0) {
          host.fail(
            'INVALID_ESCAPE',
            base + i,
            `Expected a hexadecimal digit in the escape sequence but found ${JSON.stringify(String.fromCharCode(c))}`,
          );
        }
        this.hexCode = this.hexCode * 16 + digit;
        if (--this.hexLeft > 0) return i + 1;
        const decoded = this.hexCode;
        const allowed = this.text.length === 0 ? isIdStart(decoded) : isIdContinue(decoded);
        if (!allowed) {
          host.fail(
            'UNEXPECTED_CHARACTER',
            base + i,
            `The escape \\u${decoded.toString(16).padStart(4, '0')} is not a character allowed in an unquoted key`,
          );
        }
        this.text += String.fromCharCode(decoded);
        this.state = 'name';
        return i + 1;
      }
    }
  }
}
