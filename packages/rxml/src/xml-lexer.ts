import { charClass } from './char-class';
import {
  type RawEndKind,
  RawTextScanner,
  type RawTextSink,
  type SwallowedTag,
} from './raw-text-scanner';
import type { StringValueEnd } from './string-value-end';

/** Receives tokens from {@link XmlLexer}. */
export interface XmlLexerSink extends RawTextSink {
  /** Character data between tags (entities not decoded yet). */
  text(text: string): void;
  /** CDATA content. */
  cdata(text: string): void;
  /**
   * An open tag is complete. Returning the names that may follow the element (see
   * `StringValueEnd`) switches the lexer to raw text for it (never for a self-closing tag).
   */
  openTag(name: string, selfClosing: boolean, position: number): StringValueEnd | undefined;
  /** Whether a close tag with this name is the root close tag (it closes no open element). */
  isRootClose(name: string): boolean;
  /** A close tag (not the root's) is complete. */
  closeTag(name: string, position: number): void;
  /**
   * A raw element ended (see {@link RawEndKind}); `swallowed` when it ended without a close tag of
   * its own after reading a follower's open tag as text (see `RawTextScanner.swallowed`).
   */
  rawEnd(kind: RawEndKind, position: number, swallowed: SwallowedTag | undefined): void;
  /** The root close tag was read: the input is complete. */
  rootClose(position: number): void;
  /** End of input. */
  end(position: number): void;
}

const LexState = {
  Text: 0,
  /** after `<` */
  Lt: 1,
  OpenName: 2,
  /** inside an open tag after its name (attributes are skipped) */
  OpenAttrs: 3,
  /** inside a quoted attribute value */
  OpenQuoted: 4,
  /** after `</` (and whitespace) */
  CloseStart: 5,
  CloseName: 6,
  CloseAfterName: 7,
  /** after `<!` + a prefix of `--` or `[CDATA[` */
  Bang: 8,
  Comment: 9,
  CData: 10,
  /** `<!DOCTYPE …>` and similar: skipped to `>` */
  Declaration: 11,
  /** `<?…?>`: skipped */
  Instruction: 12,
  /** inside a string-typed element: the raw-text scanner reads */
  Raw: 13,
} as const;
type LexState = (typeof LexState)[keyof typeof LexState];

const COMMENT_OPEN = '--';
const CDATA_OPEN = '[CDATA[';

/**
 * A tolerant, incremental XML tokenizer: `write` any chunks, then `end`. Every state survives a
 * chunk boundary, so the tokens are the same however the input is cut, and each character is
 * examined once (text runs are skipped with `indexOf`).
 *
 * Tolerance, in the structural (non-raw) part:
 * - `<` not followed by a name, `/`, `!` or `?` is text (`a < b`); so is `<name` followed by a
 *   character that cannot be in a tag (`<Ctrl+C>`), and a malformed close tag;
 * - attributes are skipped, quoted or not (quotes count only right after `=`); an unquoted `<`
 *   means the open tag was not one;
 * - `</ name>` and `</name >` are close tags;
 * - comments, processing instructions and declarations are skipped; CDATA is text.
 *
 * End of input behaves exactly like the root close tag arriving next, so `parse` of a call body and
 * the scanner that stopped at `</root>` agree: a tag cut off there is dropped (a lone `<` is text).
 * A tag cut off by another `<` is held back until it is known whether the root close tag follows.
 */
export class XmlLexer {
  private state: LexState = LexState.Text;
  /** Absolute offset of the current chunk's first character. */
  private base = 0;
  private name = '';
  private tagStart = 0;
  /** The text of an open tag or `<!…` read so far, in case it turns out not to be one. */
  private held = '';
  /** Whitespace after `</` and after a close tag's name (kept in case it is not a tag). */
  private ws1 = '';
  private ws2 = '';
  /** A tag cut off by `<`: dropped if the root close tag follows at once, else text. */
  private pending = '';
  private target = '';
  private k = 0;
  private selfClosing = false;
  private afterEquals = false;
  private quote = 0;
  private count = 0;
  /** Created on the first string-typed element. */
  private raw: RawTextScanner | undefined;
  /** True once the root close tag has been read. */
  stopped = false;

  /**
   * @param sink - receives the tokens
   * @param rootTag - when set, `</rootTag>` ends the input (the rest is not read)
   */
  constructor(
    private readonly sink: XmlLexerSink,
    private readonly rootTag: string | undefined,
  ) {}

  /**
   * Reads a chunk.
   *
   * @returns the number of characters consumed: all of them, or, once the root close tag has
   *   been read, the index just after it
   */
  write(chunk: string): number {
    const consumed = this.lex(chunk);
    this.base += consumed;
    return consumed;
  }

  /** End of input: finishes a raw value, drops a cut-off tag, and tells the sink. */
  end(): void {
    if (this.stopped) return;
    const position = this.base;
    this.flushPending();
    switch (this.state) {
      case LexState.Raw:
        (this.raw as RawTextScanner).finish(this.sink);
        this.sink.rawEnd('eof', position, (this.raw as RawTextScanner).swallowed());
        break;
      case LexState.Lt:
        this.sink.text('<');
        break;
      case LexState.CData:
        if (this.count > 0) this.sink.cdata(']'.repeat(this.count));
        break;
    }
    this.state = LexState.Text;
    this.sink.end(position);
  }

  private lex(chunk: string): number {
    const n = chunk.length;
    const sink = this.sink;
    const base = this.base;
    let i = 0;
    while (i < n) {
      switch (this.state) {
        case LexState.Text: {
          const lt = chunk.indexOf('<', i);
          const stop = lt === -1 ? n : lt;
          if (stop > i) this.text(chunk.slice(i, stop));
          if (lt === -1) return n;
          this.tagStart = base + lt;
          // Fast path for the common `<name>` and `</name>` when the whole tag is in this chunk;
          // it takes exactly the steps the states below would take.
          const end = simpleTagEnd(chunk, lt);
          if (end !== -1) {
            i = end + 1;
            if (chunk.charCodeAt(lt + 1) === 0x2f) {
              this.ws1 = this.ws2 = '';
              this.name = chunk.slice(lt + 2, end);
              if (this.closeComplete()) return i;
            } else {
              this.name = chunk.slice(lt + 1, end);
              this.openComplete(false);
            }
            break;
          }
          this.state = LexState.Lt;
          i = lt + 1;
          break;
        }
        case LexState.Lt: {
          const c = chunk.charCodeAt(i);
          if (c === 0x2f /* / */) {
            this.ws1 = this.ws2 = this.name = '';
            this.state = LexState.CloseStart;
            i++;
          } else if (c === 0x21 /* ! */) {
            // Only a close tag can be the root's; anything else settles a pending cut-off tag.
            this.flushPending();
            this.held = '<!';
            this.target = '';
            this.k = 0;
            this.state = LexState.Bang;
            i++;
          } else if (c === 0x3f /* ? */) {
            this.flushPending();
            this.count = 0;
            this.state = LexState.Instruction;
            i++;
          } else if (charClass.isNameStart(c)) {
            this.name = '';
            this.state = LexState.OpenName;
          } else {
            this.text('<');
            this.state = LexState.Text;
          }
          break;
        }
        case LexState.OpenName: {
          let j = i;
          while (j < n && charClass.isName(chunk.charCodeAt(j))) j++;
          if (j > i) this.name += chunk.slice(i, j);
          i = j;
          if (i === n) break;
          const c = chunk.charCodeAt(i);
          if (c === 0x3e /* > */) {
            i++;
            this.openComplete(false);
          } else if (c === 0x2f || charClass.isWhitespace(c)) {
            this.held = `<${this.name}${chunk[i]}`;
            this.selfClosing = c === 0x2f;
            this.afterEquals = false;
            this.state = LexState.OpenAttrs;
            i++;
          } else {
            // Not a tag (`<Ctrl+C>`): the `<` and the name are text.
            this.notATag(`<${this.name}`, c);
          }
          break;
        }
        case LexState.OpenAttrs: {
          const c = chunk.charCodeAt(i);
          if (c === 0x3c /* < */) {
            this.notATag(this.held, c);
            break;
          }
          this.held += chunk[i];
          i++;
          if (c === 0x3e) {
            this.openComplete(this.selfClosing);
          } else if (c === 0x2f) {
            this.selfClosing = true;
          } else if (c === 0x3d /* = */) {
            this.afterEquals = true;
            this.selfClosing = false;
          } else if ((c === 0x22 || c === 0x27) && this.afterEquals) {
            this.quote = c;
            this.state = LexState.OpenQuoted;
          } else if (!charClass.isWhitespace(c)) {
            this.afterEquals = false;
            this.selfClosing = false;
          }
          break;
        }
        case LexState.OpenQuoted: {
          const q = chunk.indexOf(this.quote === 0x22 ? '"' : "'", i);
          const stop = q === -1 ? n : q + 1;
          this.held += chunk.slice(i, stop);
          i = stop;
          if (q !== -1) {
            this.afterEquals = false;
            this.state = LexState.OpenAttrs;
          }
          break;
        }
        case LexState.CloseStart: {
          const c = chunk.charCodeAt(i);
          if (charClass.isWhitespace(c)) {
            this.ws1 += chunk[i];
            i++;
          } else if (charClass.isNameStart(c)) {
            this.state = LexState.CloseName;
          } else {
            this.notATag(this.closeText(), c);
          }
          break;
        }
        case LexState.CloseName: {
          let j = i;
          while (j < n && charClass.isName(chunk.charCodeAt(j))) j++;
          if (j > i) this.name += chunk.slice(i, j);
          i = j;
          if (i === n) break;
          const c = chunk.charCodeAt(i);
          if (c === 0x3e) {
            i++;
            if (this.closeComplete()) return i;
          } else if (charClass.isWhitespace(c)) {
            this.ws2 = chunk[i] as string;
            this.state = LexState.CloseAfterName;
            i++;
          } else {
            this.notATag(this.closeText(), c);
          }
          break;
        }
        case LexState.CloseAfterName: {
          const c = chunk.charCodeAt(i);
          if (c === 0x3e) {
            i++;
            if (this.closeComplete()) return i;
          } else if (charClass.isWhitespace(c)) {
            this.ws2 += chunk[i];
            i++;
          } else {
            this.notATag(this.closeText(), c);
          }
          break;
        }
        case LexState.Bang: {
          const c = chunk.charCodeAt(i);
          if (this.k === 0 && this.target === '') {
            if (c === 0x2d /* - */) this.target = COMMENT_OPEN;
            else if (c === 0x5b /* [ */) this.target = CDATA_OPEN;
            else if (charClass.isNameStart(c)) {
              this.state = LexState.Declaration;
              break;
            } else {
              this.notATag(this.held, c);
              break;
            }
          }
          if (c !== this.target.charCodeAt(this.k)) {
            this.notATag(this.held, c);
            break;
          }
          this.held += chunk[i];
          i++;
          if (++this.k === this.target.length) {
            this.count = 0;
            this.state = this.target === COMMENT_OPEN ? LexState.Comment : LexState.CData;
          }
          break;
        }
        case LexState.Comment: {
          if (this.count === 0) {
            const dash = chunk.indexOf('-', i);
            if (dash === -1) return n;
            this.count = 1;
            i = dash + 1;
            break;
          }
          const c = chunk.charCodeAt(i);
          i++;
          if (c === 0x2d) this.count++;
          else if (c === 0x3e && this.count >= 2) this.state = LexState.Text;
          else this.count = 0;
          break;
        }
        case LexState.CData: {
          this.flushPending();
          if (this.count === 0) {
            const bracket = chunk.indexOf(']', i);
            const stop = bracket === -1 ? n : bracket;
            if (stop > i) sink.cdata(chunk.slice(i, stop));
            if (bracket === -1) return n;
            this.count = 1;
            i = bracket + 1;
            break;
          }
          const c = chunk.charCodeAt(i);
          if (c === 0x5d) {
            this.count++;
            i++;
          } else if (c === 0x3e && this.count >= 2) {
            if (this.count > 2) sink.cdata(']'.repeat(this.count - 2));
            this.count = 0;
            this.state = LexState.Text;
            i++;
          } else {
            sink.cdata(']'.repeat(this.count));
            this.count = 0;
          }
          break;
        }
        case LexState.Declaration: {
          const gt = chunk.indexOf('>', i);
          if (gt === -1) return n;
          this.state = LexState.Text;
          i = gt + 1;
          break;
        }
        case LexState.Instruction: {
          const c = chunk.charCodeAt(i);
          i++;
          if (c === 0x3e && this.count === 1) this.state = LexState.Text;
          else this.count = c === 0x3f ? 1 : 0;
          break;
        }
        case LexState.Raw: {
          const raw = this.raw as RawTextScanner;
          i = raw.scan(chunk, i, base, sink);
          const ended = raw.ended;
          if (ended === undefined) break;
          this.state = LexState.Text;
          sink.rawEnd(ended, base + i, raw.swallowed());
          if (ended === 'root') {
            sink.rootClose(base + i);
            this.stopped = true;
            return i;
          }
          this.resumeAfterRaw();
          break;
        }
      }
    }
    return n;
  }

  private text(text: string): void {
    this.flushPending();
    this.sink.text(text);
  }

  private flushPending(): void {
    if (this.pending !== '') {
      this.sink.text(this.pending);
      this.pending = '';
    }
  }

  /** Reports a complete open tag; switches to raw text when the sink asks for it. */
  private openComplete(selfClosing: boolean): void {
    this.flushPending();
    this.state = LexState.Text;
    const valueEnd = this.sink.openTag(this.name, selfClosing, this.tagStart);
    if (valueEnd === undefined) return;
    this.raw ??= new RawTextScanner();
    this.raw.reset(this.name, this.rootTag, valueEnd);
    this.state = LexState.Raw;
  }

  /** Reports a complete close tag; true when it was the root close tag. */
  private closeComplete(): boolean {
    this.state = LexState.Text;
    if (this.rootTag !== undefined && this.sink.isRootClose(this.name)) {
      // A tag cut off right before the root close tag is dropped, as at the end of input.
      this.pending = '';
      this.sink.rootClose(this.tagStart);
      this.stopped = true;
      return true;
    }
    this.flushPending();
    this.sink.closeTag(this.name, this.tagStart);
    return false;
  }

  private closeText(): string {
    return `</${this.ws1}${this.name}${this.ws2}`;
  }

  /**
   * What looked like a tag was not one; the current character `c` is read again as text. When `c`
   * is another `<`, the cut-off tag is held back (see `pending`).
   */
  private notATag(text: string, c: number): void {
    this.flushPending();
    if (c === 0x3c) this.pending = text;
    else this.sink.text(text);
    this.state = LexState.Text;
  }

  /** After a raw value's close tag: what the raw scanner held after it is structural again. */
  private resumeAfterRaw(): void {
    const raw = this.raw as RawTextScanner;
    if (raw.afterWhitespace !== '') this.sink.text(raw.afterWhitespace);
    this.tagStart = raw.afterLtPosition;
    if (raw.afterName === '') {
      this.state = LexState.Lt;
    } else {
      this.name = raw.afterName;
      this.state = LexState.OpenName;
    }
  }
}

/**
 * For `<name>` or `</name>` starting at `lt` and complete within `chunk`, the index of its `>`;
 * otherwise -1 (the state machine handles everything else).
 */
function simpleTagEnd(chunk: string, lt: number): number {
  const n = chunk.length;
  let j = lt + 1;
  if (j < n && chunk.charCodeAt(j) === 0x2f) j++;
  if (j >= n || !charClass.isNameStart(chunk.charCodeAt(j))) return -1;
  j++;
  while (j < n && charClass.isName(chunk.charCodeAt(j))) j++;
  return j < n && chunk.charCodeAt(j) === 0x3e ? j : -1;
}
