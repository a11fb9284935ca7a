import { CDataReader } from './cdata-reader';
import { charClass } from './char-class';
import { CloseTagReader } from './close-tag-reader';
import { OpenTagReader } from './open-tag-reader';
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

/** Where the lexer stands; every step survives a chunk boundary. */
type Step =
  /** character data: jump to the next `<` */
  | 'text'
  /** after `<` */
  | 'lt'
  /** an open tag being read (name, attributes) */
  | 'open-tag'
  /** a close tag being read, after `</` */
  | 'close-tag'
  /** after `<!` + a prefix of `--` or `[CDATA[` */
  | 'markup-open'
  /** inside a comment: skipped to `-->` */
  | 'comment'
  /** inside CDATA: its content is text */
  | 'cdata'
  /** `<!DOCTYPE …>` and similar: skipped to `>` */
  | 'declaration'
  /** `<?…?>`: skipped */
  | 'instruction'
  /** inside a string-typed element: the raw-text scanner reads */
  | 'raw';

const COMMENT_OPEN = '--';
const CDATA_OPEN = '[CDATA[';

/**
 * A tolerant, incremental XML tokenizer: `write` any chunks, then `end`. Every step survives a
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
  private step: Step = 'text';
  /** Absolute offset of the current chunk's first character. */
  private base = 0;
  /** Offset of the `<` of the tag being read. */
  private tagStart = 0;
  private readonly openTag = new OpenTagReader();
  private readonly closeTag = new CloseTagReader();
  /** After `<!`: the opening being matched (`--` or `[CDATA[`, '' until known) and how much of it was read. */
  private markupOpen = '';
  private markupOpenRead = 0;
  /** Inside a comment: the `-` read just before (two of them and `>` end it). */
  private commentDashes = 0;
  /** Inside a processing instruction: whether the last character was `?`. */
  private afterQuestionMark = false;
  private readonly cdata = new CDataReader((text) => this.sink.cdata(text));
  /** A tag cut off by `<`: dropped if the root close tag follows at once, else text. */
  private pending = '';
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
    let i = 0;
    while (i < chunk.length && !this.stopped) {
      // Text is by far the most common step: it is called directly.
      i = this.step === 'text' ? this.readText(chunk, i) : this.read(chunk, i);
    }
    const consumed = this.stopped ? i : chunk.length;
    this.base += consumed;
    return consumed;
  }

  /** End of input: finishes a raw value, drops a cut-off tag, and tells the sink. */
  end(): void {
    if (this.stopped) return;
    const position = this.base;
    this.flushPending();
    if (this.step === 'raw') {
      const raw = this.raw as RawTextScanner;
      raw.finish(this.sink);
      this.sink.rawEnd('eof', position, raw.swallowed());
    } else if (this.step === 'lt') {
      this.sink.text('<');
    } else if (this.step === 'cdata') {
      const held = this.cdata.held();
      if (held !== '') this.sink.cdata(held);
    }
    this.step = 'text';
    this.sink.end(position);
  }

  /** Reads on from `chunk[i]` in the current step; returns where reading goes on. */
  private read(chunk: string, i: number): number {
    switch (this.step) {
      case 'text':
        return this.readText(chunk, i);
      case 'lt':
        return this.readAfterLt(chunk, i);
      case 'open-tag':
        return this.readOpenTag(chunk, i);
      case 'close-tag':
        return this.readCloseTag(chunk, i);
      case 'markup-open':
        return this.readMarkupOpen(chunk, i);
      case 'comment':
        return this.skipComment(chunk, i);
      case 'cdata':
        return this.readCData(chunk, i);
      case 'declaration':
        return this.skipDeclaration(chunk, i);
      case 'instruction':
        return this.skipInstruction(chunk, i);
      case 'raw':
        return this.readRaw(chunk, i);
    }
  }

  private readText(chunk: string, i: number): number {
    const lt = chunk.indexOf('<', i);
    const stop = lt === -1 ? chunk.length : lt;
    if (stop > i) this.text(chunk.slice(i, stop));
    if (lt === -1) return stop;
    this.tagStart = this.base + lt;
    // Fast path for the common `<name>` and `</name>` when the whole tag is in this chunk; it
    // takes exactly the steps the readers would take.
    const end = simpleTagEnd(chunk, lt);
    if (end === -1) {
      this.step = 'lt';
      return lt + 1;
    }
    if (chunk.charCodeAt(lt + 1) === 0x2f) this.closeTagRead(chunk.slice(lt + 2, end));
    else this.openTagRead(chunk.slice(lt + 1, end), false);
    return end + 1;
  }

  private readAfterLt(chunk: string, i: number): number {
    const c = chunk.charCodeAt(i);
    if (c === 0x2f /* / */) {
      this.closeTag.reset();
      this.step = 'close-tag';
      return this.readCloseTag(chunk, i + 1);
    }
    if (charClass.isNameStart(c)) {
      this.openTag.reset('');
      this.step = 'open-tag';
      return this.readOpenTag(chunk, i);
    }
    // Only a close tag can be the root's; anything else settles a pending cut-off tag.
    if (c === 0x21 /* ! */) {
      this.flushPending();
      this.markupOpen = '';
      this.markupOpenRead = 0;
      this.step = 'markup-open';
      return i + 1;
    }
    if (c === 0x3f /* ? */) {
      this.flushPending();
      this.afterQuestionMark = false;
      this.step = 'instruction';
      return i + 1;
    }
    this.text('<');
    this.step = 'text';
    return i;
  }

  private readOpenTag(chunk: string, i: number): number {
    const next = this.openTag.read(chunk, i);
    if (this.openTag.outcome === 'complete') {
      this.openTagRead(this.openTag.name, this.openTag.selfClosing);
    } else if (this.openTag.outcome === 'not-a-tag') {
      this.notATag(this.openTag.text(), chunk.charCodeAt(next));
    }
    return next;
  }

  private readCloseTag(chunk: string, i: number): number {
    const next = this.closeTag.read(chunk, i, Number.POSITIVE_INFINITY);
    if (this.closeTag.outcome === 'complete') {
      this.closeTagRead(this.closeTag.name);
    } else if (this.closeTag.outcome === 'not-a-tag') {
      this.notATag(this.closeTag.text(), chunk.charCodeAt(next));
    }
    return next;
  }

  /** After `<!`: a comment (`<!--`), CDATA (`<![CDATA[`), a declaration (`<!NAME`) or text. */
  private readMarkupOpen(chunk: string, i: number): number {
    const c = chunk.charCodeAt(i);
    if (this.markupOpen === '') {
      if (charClass.isNameStart(c)) {
        this.step = 'declaration';
        return i;
      }
      this.markupOpen = c === 0x2d /* - */ ? COMMENT_OPEN : CDATA_OPEN;
    }
    if (c !== this.markupOpen.charCodeAt(this.markupOpenRead)) {
      this.notATag(`<!${this.markupOpen.slice(0, this.markupOpenRead)}`, c);
      return i;
    }
    if (++this.markupOpenRead === this.markupOpen.length) {
      if (this.markupOpen === COMMENT_OPEN) {
        this.commentDashes = 0;
        this.step = 'comment';
      } else {
        this.cdata.reset();
        this.step = 'cdata';
      }
    }
    return i + 1;
  }

  private skipComment(chunk: string, i: number): number {
    if (this.commentDashes === 0) {
      const dash = chunk.indexOf('-', i);
      if (dash === -1) return chunk.length;
      this.commentDashes = 1;
      return dash + 1;
    }
    const c = chunk.charCodeAt(i);
    if (c === 0x2d) this.commentDashes++;
    else if (c === 0x3e /* > */ && this.commentDashes >= 2) this.step = 'text';
    else this.commentDashes = 0;
    return i + 1;
  }

  private readCData(chunk: string, i: number): number {
    this.flushPending();
    const next = this.cdata.read(chunk, i);
    if (this.cdata.ended) this.step = 'text';
    return next;
  }

  private skipDeclaration(chunk: string, i: number): number {
    const gt = chunk.indexOf('>', i);
    if (gt === -1) return chunk.length;
    this.step = 'text';
    return gt + 1;
  }

  private skipInstruction(chunk: string, i: number): number {
    const c = chunk.charCodeAt(i);
    if (c === 0x3e && this.afterQuestionMark) this.step = 'text';
    else this.afterQuestionMark = c === 0x3f;
    return i + 1;
  }

  /** Inside a string value: the raw-text scanner reads until the value ends. */
  private readRaw(chunk: string, i: number): number {
    const raw = this.raw as RawTextScanner;
    const next = raw.scan(chunk, i, this.base, this.sink);
    const ended = raw.ended;
    if (ended === undefined) return next;
    this.step = 'text';
    this.sink.rawEnd(ended, this.base + next, raw.swallowed());
    if (ended === 'root') {
      this.sink.rootClose(this.base + next);
      this.stopped = true;
    } else {
      this.resumeAfterRaw();
    }
    return next;
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
  private openTagRead(name: string, selfClosing: boolean): void {
    this.flushPending();
    this.step = 'text';
    const valueEnd = this.sink.openTag(name, selfClosing, this.tagStart);
    if (valueEnd === undefined) return;
    this.raw ??= new RawTextScanner();
    this.raw.reset(name, this.rootTag, valueEnd);
    this.step = 'raw';
  }

  /** Reports a complete close tag; the root close tag stops the lexer. */
  private closeTagRead(name: string): void {
    this.step = 'text';
    if (this.rootTag !== undefined && this.sink.isRootClose(name)) {
      // A tag cut off right before the root close tag is dropped, as at the end of input.
      this.pending = '';
      this.sink.rootClose(this.tagStart);
      this.stopped = true;
      return;
    }
    this.flushPending();
    this.sink.closeTag(name, this.tagStart);
  }

  /**
   * What looked like a tag was not one; the current character `c` is read again as text. When `c`
   * is another `<`, the cut-off tag is held back (see `pending`).
   */
  private notATag(text: string, c: number): void {
    this.flushPending();
    if (c === 0x3c) this.pending = text;
    else this.sink.text(text);
    this.step = 'text';
  }

  /** After a raw value's close tag: what the raw scanner held after it is structural again. */
  private resumeAfterRaw(): void {
    const raw = this.raw as RawTextScanner;
    if (raw.afterWhitespace !== '') this.sink.text(raw.afterWhitespace);
    this.tagStart = raw.afterLtPosition;
    if (raw.afterName === '') {
      this.step = 'lt';
    } else {
      this.openTag.reset(raw.afterName);
      this.step = 'open-tag';
    }
  }
}

/**
 * For `<name>` or `</name>` starting at `lt` and complete within `chunk`, the index of its `>`;
 * otherwise -1 (the readers handle everything else).
 */
function simpleTagEnd(chunk: string, lt: number): number {
  let j = lt + 1;
  if (chunk.charCodeAt(j) === 0x2f) j++;
  if (j >= chunk.length || !charClass.isNameStart(chunk.charCodeAt(j))) return -1;
  j = charClass.nameEnd(chunk, j + 1);
  return j < chunk.length && chunk.charCodeAt(j) === 0x3e ? j : -1;
}
