import { AfterCloseReader } from './after-close-reader';
import { CDataReader } from './cdata-reader';
import { charClass } from './char-class';
import { CloseTagReader } from './close-tag-reader';
import { AfterClose, StringValueEnd } from './string-value-end';

/** Receives the raw text of a string-typed element, exactly as written (CDATA markers removed). */
export interface RawTextSink {
  rawText(text: string): void;
}

/**
 * A follower's open tag (see `StringValueEnd`) read as text of a value that no close tag of its
 * own ended: the value may have swallowed an argument, so it cannot be read as its own.
 */
export interface SwallowedTag {
  name: string;
  /** Offset of the tag's `<`. */
  position: number;
}

/** Why a raw value ended. */
export type RawEndKind =
  /** its close tag, judged by the follow rule */
  | 'close'
  /** the root close tag (streaming scanner only): closes the value and the whole call */
  | 'root'
  /** end of input */
  | 'eof';

/**
 * Where the raw-text reader stands. In `text` and the `open`/`own-open` steps value text flows (it
 * is passed on at the next `<` or the chunk's end); in the others what was read may still be the
 * value's close tag (or CDATA markers) and is held back.
 */
type Step =
  /** value text: jump to the next `<` */
  | 'text'
  /** `<` + a name (text): the element's own name may open a nested element */
  | 'open-name'
  /** `<` + the element's own name: `>`, `/` or whitespace decides whether it nests */
  | 'own-open-end'
  /** inside a nested same-name open tag's attributes (text) */
  | 'own-open-attributes'
  /** held `<` */
  | 'lt'
  /** held `<!` + a prefix of `[CDATA[` */
  | 'cdata-open'
  /** CDATA content (passed on by the CDATA reader, which holds only `]`) */
  | 'cdata'
  /** held `</…`: a close tag being read */
  | 'close-tag'
  /** held complete close tag and what follows it: deciding whether it ends the value */
  | 'after-close';

const CDATA_OPEN = '[CDATA[';
/** Mismatched close tags (`</town>` for `<city>`) longer than this are plain text. */
const MAX_MISMATCHED_NAME = 64;

/**
 * The raw-text reader for one string-typed element (`<content>…</content>`).
 *
 * The value is everything up to its matching close tag, kept exactly: markup, `<`, `&`, entities.
 * Rules, in order:
 * - A same-name open tag nests (`<content><content>x</content></content>`); a self-closing one
 *   does not.
 * - CDATA sections are unwrapped; nothing inside them ends the value.
 * - The root close tag always ends the value (a model that forgot `</content>`).
 * - At nesting depth 0 a close tag ends the value only when what follows it (after optional
 *   whitespace) continues the structure around the value: {@link StringValueEnd} has the rule,
 *   which the fast path of `parse` shares. Otherwise it is literal text.
 * - The end of input acts like the root close tag arriving next (see `finish`), and a cut-off tag
 *   followed by another `<` is judged the same way, so a call body read to its end and the same
 *   body read up to `</root>` give the same value.
 *
 * Work is linear: every character is examined once (a rejected candidate is re-examined only
 * from the character that rejected it), and at most the candidate close tag, the whitespace
 * after it and one follower's name are held back.
 */
export class RawTextScanner {
  // The value being read.
  private name = '';
  private rootTag: string | undefined;
  private valueEnd: StringValueEnd = StringValueEnd.NONE;
  private longestFollower = 0;
  private maxCloseName = 0;

  private step: Step = 'text';
  /** Open same-name elements inside the value. */
  private depth = 0;
  /** While a chunk is read: its sink, its offset, where it was entered, and the start of value
   * text in it not yet passed on (-1 while holding). */
  private sink: RawTextSink = { rawText: () => {} };
  private base = 0;
  private scanStart = 0;
  private textStart = -1;

  /** An open tag inside the value: its name as read so far, and the offset of its `<`. */
  private openName = '';
  private openAt = 0;
  private nestedSelfClosing = false;
  /** How much of `[CDATA[` was read after `<!`. */
  private cdataOpenRead = 0;
  private readonly cdata = new CDataReader((text) => this.emit(text));
  private readonly close = new CloseTagReader();
  /** A complete close tag at depth 0: the value's own or a mismatched one, and what follows it. */
  private closeKind: 'own' | 'mismatch' = 'own';
  private readonly afterClose = new AfterCloseReader();
  /** A cut-off close tag followed by `<`, held until what follows is known (see `interrupted`). */
  private deferred = '';
  /** The first follower's open tag read as text at depth 0 (see {@link swallowed}). */
  private followerName = '';
  private followerAt = -1;
  /** Set by `finish` when the input ended inside the value's own close tag or after it. */
  private closedAtEnd = false;

  /** Set once the value has ended. */
  ended: RawEndKind | undefined;
  /** After `close`: the whitespace that followed the close tag (structural text). */
  afterWhitespace = '';
  /** After `close`: offset of the `<` that followed, and the name read after it (maybe empty). */
  afterLtPosition = 0;
  afterName = '';

  /**
   * Starts reading a new value.
   *
   * @param name - the element's tag name
   * @param rootTag - the root element's name when the input is a call body, else `undefined`
   * @param valueEnd - the names that may follow the element (the element's own name counts too)
   */
  reset(name: string, rootTag: string | undefined, valueEnd: StringValueEnd): void {
    this.name = name;
    this.rootTag = rootTag;
    this.valueEnd = valueEnd;
    this.longestFollower = Math.max(valueEnd.longest, name.length);
    this.maxCloseName = Math.max(name.length, rootTag?.length ?? 0, MAX_MISMATCHED_NAME);
    this.step = 'text';
    this.depth = 0;
    this.deferred = '';
    this.followerAt = -1;
    this.closedAtEnd = false;
    this.ended = undefined;
  }

  /**
   * Once the value has ended without a close tag of its own (at the root close tag, the end of
   * input or a mismatched close tag): the first follower's open tag it read as text at depth 0,
   * if any. Such a value cannot be told apart from the arguments after it.
   */
  swallowed(): SwallowedTag | undefined {
    if (this.followerAt === -1 || this.closedAtEnd) return undefined;
    if (this.ended === 'close' && this.closeKind === 'own') return undefined;
    return { name: this.followerName, position: this.followerAt };
  }

  /**
   * Reads `chunk` from `start` until the value ends or the chunk is used up.
   *
   * @param base - absolute offset of `chunk[0]`
   * @returns the index of the first character not consumed; when `ended` is set, the caller
   *   continues there (after `close`, in the state described by the `after*` fields)
   */
  scan(chunk: string, start: number, base: number, sink: RawTextSink): number {
    this.sink = sink;
    this.base = base;
    this.scanStart = start;
    this.textStart = isFlowing(this.step) ? start : -1;
    let i = start;
    while (i < chunk.length) {
      i = this.read(chunk, i);
      if (this.ended !== undefined) return i;
    }
    const from = this.textStart;
    if (from !== -1 && from < chunk.length) this.emit(chunk.slice(from));
    return chunk.length;
  }

  /**
   * End of input inside the value: decides what the held characters were, exactly as if the root
   * close tag came next (so `parse` of a call body agrees with the scanner that stopped at `</root>`):
   * a cut-off close tag of this element (or of the root) is dropped, and the element's complete
   * close tag followed by whitespace or a cut-off tag ends the value. Anything else held is text.
   */
  finish(sink: RawTextSink): void {
    this.sink = sink;
    this.flushDeferred();
    let held = this.heldText();
    if (this.step === 'close-tag' && this.isOwnOrRootPrefix()) {
      const closeName = this.close.name;
      this.closedAtEnd = closeName !== '' && this.name.startsWith(closeName);
      held = '';
    } else if (this.step === 'after-close' && this.ends(AfterClose.End)) {
      this.closedAtEnd = true;
      held = '';
    }
    if (held !== '') sink.rawText(held);
    this.step = 'text';
    this.ended = 'eof';
  }

  /** Reads on from `chunk[i]` in the current step; returns where reading goes on. */
  private read(chunk: string, i: number): number {
    switch (this.step) {
      case 'text':
        return this.readText(chunk, i);
      case 'open-name':
        return this.readOpenName(chunk, i);
      case 'own-open-end':
        return this.readOwnOpenEnd(chunk, i);
      case 'own-open-attributes':
        return this.readOwnOpenAttributes(chunk, i);
      case 'lt':
        return this.readAfterLt(chunk, i);
      case 'cdata-open':
        return this.readCDataOpen(chunk, i);
      case 'cdata':
        return this.readCData(chunk, i);
      case 'close-tag':
        return this.readCloseTag(chunk, i);
      case 'after-close':
        return this.readAfterClose(chunk, i);
    }
  }

  private readText(chunk: string, i: number): number {
    const lt = chunk.indexOf('<', i);
    if (lt === -1) return chunk.length;
    if (lt > this.textStart) this.emit(chunk.slice(this.textStart, lt));
    this.textStart = -1;
    this.openAt = this.base + lt;
    this.step = 'lt';
    return lt + 1 < chunk.length ? this.readAfterLt(chunk, lt + 1) : lt + 1;
  }

  private readAfterLt(chunk: string, i: number): number {
    const c = chunk.charCodeAt(i);
    if (c === 0x2f /* / */) {
      this.close.reset();
      this.step = 'close-tag';
      return this.readCloseTag(chunk, i + 1);
    }
    if (c === 0x21 /* ! */) {
      // Only a close tag can be the root's; anything else settles a deferred cut-off tag.
      this.flushDeferred();
      this.cdataOpenRead = 0;
      this.step = 'cdata-open';
      return i + 1;
    }
    // A lone `<` is text (passed on with what follows when it is in this chunk); it may start a
    // nested same-name open tag.
    if (i > this.scanStart && chunk.charCodeAt(i - 1) === 0x3c) {
      this.textStart = i - 1;
    } else {
      this.emit('<');
      this.textStart = i;
    }
    this.openName = '';
    this.step = 'open-name';
    return i;
  }

  private readOpenName(chunk: string, i: number): number {
    const end = charClass.nameEnd(chunk, i);
    if (end > i) this.openName += chunk.slice(i, end);
    if (this.openName.length > this.longestFollower) this.step = 'text';
    else if (end < chunk.length) this.openNameRead(chunk.charCodeAt(end));
    return end;
  }

  /**
   * An open tag's name inside the value is complete (`c` follows it). The element's own name may
   * open a nested element; a follower's tag at depth 0 is text, and is remembered (see
   * {@link swallowed}). Anything else is text; `c` is read again.
   */
  private openNameRead(c: number): void {
    const name = this.openName;
    if (name === this.name) {
      this.step = 'own-open-end';
      return;
    }
    if (
      this.depth === 0 &&
      this.followerAt === -1 &&
      charClass.endsOpenTagName(c) &&
      this.valueEnd.has(name)
    ) {
      this.followerName = name;
      this.followerAt = this.openAt;
    }
    this.step = 'text';
  }

  private readOwnOpenEnd(chunk: string, i: number): number {
    const c = chunk.charCodeAt(i);
    if (c === 0x3e /* > */) {
      this.depth++;
      this.step = 'text';
      return i + 1;
    }
    if (c === 0x2f || charClass.isWhitespace(c)) {
      this.nestedSelfClosing = c === 0x2f;
      this.step = 'own-open-attributes';
      return i + 1;
    }
    this.step = 'text';
    return i;
  }

  private readOwnOpenAttributes(chunk: string, i: number): number {
    const c = chunk.charCodeAt(i);
    if (c === 0x3e) {
      if (!this.nestedSelfClosing) this.depth++;
      this.step = 'text';
      return i + 1;
    }
    // A `<`: not a tag after all; it is read afresh.
    if (c === 0x3c) {
      this.step = 'text';
      return i;
    }
    if (c === 0x2f) this.nestedSelfClosing = true;
    else if (!charClass.isWhitespace(c)) this.nestedSelfClosing = false;
    return i + 1;
  }

  private readCDataOpen(chunk: string, i: number): number {
    if (chunk.charCodeAt(i) !== CDATA_OPEN.charCodeAt(this.cdataOpenRead)) return this.release(i);
    if (++this.cdataOpenRead === CDATA_OPEN.length) {
      this.cdata.reset();
      this.step = 'cdata';
    }
    return i + 1;
  }

  private readCData(chunk: string, i: number): number {
    const next = this.cdata.read(chunk, i);
    if (this.cdata.ended) this.resumeText(next);
    return next;
  }

  private readCloseTag(chunk: string, i: number): number {
    const next = this.close.read(chunk, i, this.maxCloseName);
    switch (this.close.outcome) {
      case 'complete':
        return this.closeTagRead(next);
      case 'not-a-tag':
        return this.interrupted(next, chunk.charCodeAt(next));
      case 'too-long':
        return this.release(next);
      default:
        return next;
    }
  }

  /** A close tag is complete: the root's ends everything; at depth 0 what follows decides. */
  private closeTagRead(i: number): number {
    const name = this.close.name;
    if (name === this.rootTag) {
      // A cut-off tag right before the root close tag is dropped, as at the end of input.
      this.deferred = '';
      this.ended = 'root';
      return i;
    }
    if (this.depth === 0 && (name === this.name || this.valueEnd.any())) {
      this.closeKind = name === this.name ? 'own' : 'mismatch';
      this.afterClose.reset();
      this.step = 'after-close';
      return i;
    }
    if (name === this.name) this.depth--;
    this.emit(`${this.close.text()}>`);
    return this.resumeText(i);
  }

  private readAfterClose(chunk: string, i: number): number {
    const { afterClose } = this;
    const next = afterClose.read(
      chunk,
      i,
      this.base,
      this.valueEnd,
      this.name,
      this.longestFollower,
      this.closeKind === 'own',
    );
    const after = afterClose.after;
    if (after === undefined) return next;
    return this.ends(after) ? this.endAtClose(next) : this.notEnded(next);
  }

  /** Whether the held close tag ends the value, given what follows it (see StringValueEnd). */
  private ends(after: AfterClose): boolean {
    return this.valueEnd.endsAt(this.closeKind === 'own', after);
  }

  /** The held close tag ends the value; describe what followed it for the structural lexer. */
  private endAtClose(i: number): number {
    this.flushDeferred();
    this.afterWhitespace = this.afterClose.space;
    this.afterLtPosition = this.afterClose.ltAt;
    this.afterName = this.afterClose.name;
    this.step = 'text';
    this.ended = 'close';
    return i;
  }

  /**
   * The held close tag did not end the value: it is text, and so is the whitespace after it. A
   * `<` after it is read again, with the name after it: it may open a nested same-name element
   * (or be a follower's tag), and `</` starts a new candidate close tag.
   */
  private notEnded(i: number): number {
    const { afterClose } = this;
    this.emit(`${this.close.text()}>${afterClose.space}`);
    if (afterClose.part === 'space') return this.resumeText(i);
    this.openAt = afterClose.ltAt;
    if (afterClose.part === 'lt') {
      this.step = 'lt';
      return i;
    }
    this.emit(`<${afterClose.name}`);
    this.openName = afterClose.name;
    this.step = 'open-name';
    this.textStart = i;
    return i;
  }

  /**
   * A held close tag is not a tag after all. When the character that ended it is another `<` and
   * the name so far may still be this element's or the root's, the held text is deferred rather than
   * passed on: if the root close tag follows at once, the cut-off tag is dropped, as at the end of
   * input. Only the latest such tag is deferred, so holding back stays bounded.
   */
  private interrupted(i: number, c: number): number {
    if (c !== 0x3c || !this.isOwnOrRootPrefix()) return this.release(i);
    this.flushDeferred();
    this.deferred = this.heldText();
    return this.resumeText(i);
  }

  /** The held characters were text after all; reading resumes at `i` as text. */
  private release(i: number): number {
    const held = this.heldText();
    if (held !== '') this.emit(held);
    return this.resumeText(i);
  }

  /** Value text flows again from `i`. */
  private resumeText(i: number): number {
    this.step = 'text';
    this.textStart = i;
    return i;
  }

  /** Whether the close-tag name read so far may still be this element's or the root's. */
  private isOwnOrRootPrefix(): boolean {
    const name = this.close.name;
    return this.name.startsWith(name) || this.rootTag?.startsWith(name) === true;
  }

  /** The characters held back in the current step. */
  private heldText(): string {
    switch (this.step) {
      case 'lt':
        return '<';
      case 'cdata-open':
        return `<!${CDATA_OPEN.slice(0, this.cdataOpenRead)}`;
      case 'cdata':
        return this.cdata.held();
      case 'close-tag':
        return this.close.text();
      case 'after-close':
        return `${this.close.text()}>${this.afterClose.text()}`;
      default:
        return '';
    }
  }

  /** Passes value text on, after any deferred text (which came first). */
  private emit(text: string): void {
    this.flushDeferred();
    this.sink.rawText(text);
  }

  private flushDeferred(): void {
    if (this.deferred !== '') {
      this.sink.rawText(this.deferred);
      this.deferred = '';
    }
  }
}

/** Whether value text flows in `step` (see {@link Step}). */
function isFlowing(step: Step): boolean {
  return (
    step === 'text' ||
    step === 'open-name' ||
    step === 'own-open-end' ||
    step === 'own-open-attributes'
  );
}
