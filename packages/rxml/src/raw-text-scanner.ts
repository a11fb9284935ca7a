import { charClass } from './char-class';
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

// Raw-text states. Chars seen in "held" states may still turn out to be the value's close tag, so
// they are kept back; everything else is value text and is passed on as soon as it is seen.
const RawState = {
  /** value text; jump to the next `<` */
  Text: 0,
  /** held `<` */
  Lt: 1,
  /** `<` + a name (text): the element's own name may open a nested element */
  OpenName: 2,
  /** `<name` complete: `>`, whitespace or `/` decides */
  OpenEnd: 3,
  /** inside a nested same-name open tag's attributes (text) */
  OpenAttrs: 4,
  /** held `<!` + a prefix of `[CDATA[` */
  Bang: 5,
  /** CDATA content (text) */
  CData: 6,
  /** held `]` inside CDATA */
  CDataBracket1: 7,
  /** held `]]` inside CDATA */
  CDataBracket2: 8,
  /** held `</` + whitespace */
  CloseStart: 9,
  /** held `</name` */
  CloseName: 10,
  /** held `</name ` */
  CloseAfterName: 11,
  /** held complete close tag + whitespace: deciding whether it ends the value */
  AfterClose: 12,
  /** … + `<` */
  AfterLt: 13,
  /** … + `<` + a prefix of a sibling name */
  AfterSibling: 14,
} as const;
type RawState = (typeof RawState)[keyof typeof RawState];

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
 * - At nesting depth 0, `</name>` ends the value only when what follows (after optional
 *   whitespace) is `</`, a known sibling's open tag `<sibling` (followed by `>`, `/` or
 *   whitespace), or the end of input. Otherwise it is literal text.
 * - At depth 0, a *mismatched* close tag (`</town>` in `<city>`) ends the value when a known
 *   sibling's open tag follows: the reading in which sibling properties stay siblings.
 * - The end of input acts like the root close tag arriving next (see `finish`), and a cut-off tag
 *   followed by another `<` is judged the same way, so a call body read to its end and the same
 *   body read up to `</root>` give the same value.
 *
 * Work is linear: every character is examined once (a rejected candidate is re-examined only
 * from the character that rejected it), and at most the candidate close tag, the whitespace
 * after it and one sibling name are held back.
 */
export class RawTextScanner {
  private name = '';
  private rootTag: string | undefined;
  private valueEnd: StringValueEnd = StringValueEnd.NONE;
  private longestSibling = 0;
  private maxCloseName = 0;
  /** Longest open-tag name worth reading: the own name or a follower's. */
  private maxOpenName = 0;

  private state: RawState = RawState.Text;
  private depth = 0;
  private k = 0;
  private selfClosing = false;
  // The parts of a held close tag and what follows it: `</${ws1}${candidate}${ws2}>${ws3}<${sibling}`.
  private ws1 = '';
  private candidate = '';
  private ws2 = '';
  private ws3 = '';
  private sibling = '';
  private closeKind: 'own' | 'mismatch' = 'own';
  /** A cut-off close tag followed by `<`, held until what follows is known (see `interrupted`). */
  private deferred = '';
  private ltPosition = 0;
  /** The name of an open tag inside the value, read so far, and the offset of its `<`. */
  private openName = '';
  private openAt = 0;
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
    this.longestSibling = Math.max(valueEnd.longest, name.length);
    this.maxOpenName = this.longestSibling;
    this.maxCloseName = Math.max(name.length, rootTag?.length ?? 0, MAX_MISMATCHED_NAME);
    this.state = RawState.Text;
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
    const n = chunk.length;
    let i = start;
    // Start of value text in this chunk not yet passed to the sink; -1 while holding.
    let run = this.isHolding() ? -1 : start;
    while (i < n) {
      switch (this.state) {
        case RawState.Text: {
          const lt = chunk.indexOf('<', i);
          if (lt === -1) {
            i = n;
            break;
          }
          if (lt > run) this.emit(sink, chunk.slice(run, lt));
          run = -1;
          this.openAt = base + lt;
          this.state = RawState.Lt;
          i = lt + 1;
          break;
        }
        case RawState.Lt: {
          const c = chunk.charCodeAt(i);
          if (c === 0x2f /* / */) {
            this.ws1 = this.candidate = this.ws2 = '';
            this.state = RawState.CloseStart;
            i++;
          } else if (c === 0x21 /* ! */) {
            // Only a close tag can be the root's; anything else settles a deferred cut-off tag.
            this.flushDeferred(sink);
            this.k = 0;
            this.state = RawState.Bang;
            i++;
          } else {
            // A lone `<` is text; it may start a nested same-name open tag.
            if (i > start && chunk.charCodeAt(i - 1) === 0x3c) {
              run = i - 1;
            } else {
              this.emit(sink, '<');
              run = i;
            }
            this.openName = '';
            this.state = RawState.OpenName;
          }
          break;
        }
        case RawState.OpenName: {
          let j = i;
          while (j < n && charClass.isName(chunk.charCodeAt(j))) j++;
          if (j > i) this.openName += chunk.slice(i, j);
          i = j;
          if (this.openName.length > this.maxOpenName) this.state = RawState.Text;
          else if (i < n) this.openNameEnd(chunk.charCodeAt(i));
          break;
        }
        case RawState.OpenEnd: {
          const c = chunk.charCodeAt(i);
          if (c === 0x3e /* > */) {
            this.depth++;
            this.state = RawState.Text;
            i++;
          } else if (c === 0x2f || charClass.isWhitespace(c)) {
            this.selfClosing = c === 0x2f;
            this.state = RawState.OpenAttrs;
            i++;
          } else {
            this.state = RawState.Text;
          }
          break;
        }
        case RawState.OpenAttrs: {
          const c = chunk.charCodeAt(i);
          if (c === 0x3e) {
            if (!this.selfClosing) this.depth++;
            this.state = RawState.Text;
            i++;
          } else if (c === 0x3c /* < */) {
            // Not a tag after all; the `<` is examined afresh.
            this.state = RawState.Text;
          } else {
            if (c === 0x2f) this.selfClosing = true;
            else if (!charClass.isWhitespace(c)) this.selfClosing = false;
            i++;
          }
          break;
        }
        case RawState.Bang: {
          if (chunk.charCodeAt(i) === CDATA_OPEN.charCodeAt(this.k)) {
            i++;
            if (++this.k === CDATA_OPEN.length) {
              this.state = RawState.CData;
              run = i;
            }
          } else {
            run = this.release(sink, i);
          }
          break;
        }
        case RawState.CData: {
          const bracket = chunk.indexOf(']', i);
          if (bracket === -1) {
            i = n;
            break;
          }
          if (bracket > run) this.emit(sink, chunk.slice(run, bracket));
          run = -1;
          this.state = RawState.CDataBracket1;
          i = bracket + 1;
          break;
        }
        case RawState.CDataBracket1: {
          if (chunk.charCodeAt(i) === 0x5d /* ] */) {
            this.state = RawState.CDataBracket2;
            i++;
          } else {
            this.emit(sink, ']');
            this.state = RawState.CData;
            run = i;
          }
          break;
        }
        case RawState.CDataBracket2: {
          const c = chunk.charCodeAt(i);
          if (c === 0x3e) {
            this.state = RawState.Text;
            i++;
            run = i;
          } else if (c === 0x5d) {
            this.emit(sink, ']');
            i++;
          } else {
            this.emit(sink, ']]');
            this.state = RawState.CData;
            run = i;
          }
          break;
        }
        case RawState.CloseStart: {
          const c = chunk.charCodeAt(i);
          if (charClass.isWhitespace(c)) {
            this.ws1 += chunk[i];
            i++;
          } else if (charClass.isNameStart(c)) {
            this.state = RawState.CloseName;
          } else {
            run = this.interrupted(sink, i, c);
          }
          break;
        }
        case RawState.CloseName: {
          let j = i;
          while (j < n && charClass.isName(chunk.charCodeAt(j))) j++;
          if (j > i) {
            this.candidate += chunk.slice(i, j);
            i = j;
            if (this.candidate.length > this.maxCloseName) {
              run = this.release(sink, i);
              break;
            }
          }
          if (i === n) break;
          const c = chunk.charCodeAt(i);
          if (c === 0x3e) {
            i++;
            if (this.closeComplete(sink)) return i;
            if (!this.isHolding()) run = i;
          } else if (charClass.isWhitespace(c)) {
            this.ws2 = chunk[i] as string;
            this.state = RawState.CloseAfterName;
            i++;
          } else {
            run = this.interrupted(sink, i, c);
          }
          break;
        }
        case RawState.CloseAfterName: {
          const c = chunk.charCodeAt(i);
          if (c === 0x3e) {
            i++;
            if (this.closeComplete(sink)) return i;
            if (!this.isHolding()) run = i;
          } else if (charClass.isWhitespace(c)) {
            this.ws2 += chunk[i];
            i++;
          } else {
            run = this.interrupted(sink, i, c);
          }
          break;
        }
        case RawState.AfterClose: {
          let j = i;
          while (j < n && charClass.isWhitespace(chunk.charCodeAt(j))) j++;
          if (j > i) this.ws3 += chunk.slice(i, j);
          i = j;
          if (i === n) break;
          if (chunk.charCodeAt(i) === 0x3c) {
            this.ltPosition = base + i;
            this.state = RawState.AfterLt;
            i++;
          } else {
            run = this.release(sink, i);
          }
          break;
        }
        case RawState.AfterLt: {
          const c = chunk.charCodeAt(i);
          // `</` ends the value; so does another `<`, exactly as the end of input would.
          const after =
            c === 0x2f ? AfterClose.CloseTag : c === 0x3c ? AfterClose.CutOffTag : AfterClose.Other;
          if (after !== AfterClose.Other && this.valueEnd.endsAt(this.closeKind === 'own', after)) {
            return this.endAtClose(sink, i, '');
          }
          if (charClass.isNameStart(c)) {
            this.sibling = '';
            this.state = RawState.AfterSibling;
          } else {
            run = this.notEnded(sink, i);
          }
          break;
        }
        case RawState.AfterSibling: {
          let j = i;
          while (j < n && charClass.isName(chunk.charCodeAt(j))) j++;
          if (j > i) {
            this.sibling += chunk.slice(i, j);
            i = j;
            if (this.sibling.length > this.longestSibling) {
              run = this.notEnded(sink, i);
              break;
            }
          }
          if (i === n) break;
          const c = chunk.charCodeAt(i);
          const after =
            isOpenTagEnd(c) && (this.valueEnd.has(this.sibling) || this.sibling === this.name)
              ? AfterClose.FollowerTag
              : c === 0x3c
                ? AfterClose.CutOffTag
                : AfterClose.Other;
          if (this.valueEnd.endsAt(this.closeKind === 'own', after)) {
            return this.endAtClose(sink, i, this.sibling);
          }
          run = this.notEnded(sink, i);
          break;
        }
      }
    }
    if (run !== -1 && run < n && !this.isHolding()) this.emit(sink, chunk.slice(run, n));
    return n;
  }

  /**
   * End of input inside the value: decides what the held characters were, exactly as if the root
   * close tag came next (so `parse` of a call body agrees with the scanner that stopped at `</root>`):
   * a cut-off close tag of this element (or of the root) is dropped, and the element's complete
   * close tag followed by whitespace or a cut-off tag ends the value. Anything else held is text.
   */
  finish(sink: RawTextSink): void {
    this.flushDeferred(sink);
    switch (this.state) {
      case RawState.CloseStart:
      case RawState.CloseName:
      case RawState.CloseAfterName:
        if (!this.isOwnOrRootPrefix()) sink.rawText(this.heldText());
        else this.closedAtEnd = this.candidate !== '' && this.name.startsWith(this.candidate);
        break;
      case RawState.AfterClose:
      case RawState.AfterLt:
      case RawState.AfterSibling:
        if (this.valueEnd.endsAt(this.closeKind === 'own', AfterClose.End)) this.closedAtEnd = true;
        else sink.rawText(this.heldText());
        break;
      default:
        if (this.isHolding()) sink.rawText(this.heldText());
    }
    this.state = RawState.Text;
    this.ended = 'eof';
  }

  /** Passes value text on, after any deferred text (which came first). */
  private emit(sink: RawTextSink, text: string): void {
    this.flushDeferred(sink);
    sink.rawText(text);
  }

  private flushDeferred(sink: RawTextSink): void {
    if (this.deferred !== '') {
      sink.rawText(this.deferred);
      this.deferred = '';
    }
  }

  /** Whether the close-tag name read so far may still be this element's or the root's. */
  private isOwnOrRootPrefix(): boolean {
    return (
      this.name.startsWith(this.candidate) || this.rootTag?.startsWith(this.candidate) === true
    );
  }

  /**
   * A held close tag is not a tag after all. When the character that ended it is another `<` and
   * the name so far may still be this element's or the root's, the held text is deferred rather than
   * passed on: if the root close tag follows at once, the cut-off tag is dropped, as at the end of
   * input. Only the latest such tag is deferred, so holding back stays bounded.
   */
  private interrupted(sink: RawTextSink, i: number, c: number): number {
    if (c !== 0x3c || !this.isOwnOrRootPrefix()) return this.release(sink, i);
    this.flushDeferred(sink);
    this.deferred = this.heldText();
    this.state = RawState.Text;
    return i;
  }

  private isHolding(): boolean {
    const s = this.state;
    return !(
      s === RawState.Text ||
      s === RawState.OpenName ||
      s === RawState.OpenEnd ||
      s === RawState.OpenAttrs ||
      s === RawState.CData
    );
  }

  /** The characters held back in the current state. */
  private heldText(): string {
    switch (this.state) {
      case RawState.Lt:
        return '<';
      case RawState.Bang:
        return `<!${CDATA_OPEN.slice(0, this.k)}`;
      case RawState.CDataBracket1:
        return ']';
      case RawState.CDataBracket2:
        return ']]';
      case RawState.CloseStart:
        return `</${this.ws1}`;
      case RawState.CloseName:
        return `</${this.ws1}${this.candidate}`;
      case RawState.CloseAfterName:
        return `</${this.ws1}${this.candidate}${this.ws2}`;
      case RawState.AfterClose:
        return this.closeText();
      case RawState.AfterLt:
        return `${this.closeText()}<`;
      case RawState.AfterSibling:
        return `${this.closeText()}<${this.sibling}`;
      default:
        return '';
    }
  }

  /** The held close tag and the whitespace after it. */
  private closeText(): string {
    return `</${this.ws1}${this.candidate}${this.ws2}>${this.ws3}`;
  }

  /** The held characters were text after all; scanning resumes at `i` as text. */
  private release(sink: RawTextSink, i: number): number {
    const held = this.heldText();
    if (held !== '') this.emit(sink, held);
    this.state = RawState.Text;
    return i;
  }

  /**
   * The held close tag did not end the value: it is text, and so is the whitespace after it. The
   * `<` being examined is read again, with the name after it: it may open a nested same-name
   * element, and `</` starts a new candidate close tag.
   */
  private notEnded(sink: RawTextSink, i: number): number {
    const rest = this.state === RawState.AfterSibling ? `<${this.sibling}` : '<';
    this.emit(sink, this.closeText());
    this.state = RawState.Text;
    this.scan(rest, 0, this.ltPosition, sink);
    return this.isHolding() ? -1 : i;
  }

  /** A close tag is complete. Returns true when the value (and the call) ended at the root. */
  private closeComplete(sink: RawTextSink): boolean {
    const name = this.candidate;
    if (name === this.rootTag) {
      // A cut-off tag right before the root close tag is dropped, as at the end of input.
      this.deferred = '';
      this.ended = 'root';
      return true;
    }
    if (this.depth === 0 && (name === this.name || this.valueEnd.any())) {
      this.closeKind = name === this.name ? 'own' : 'mismatch';
      this.ws3 = '';
      this.state = RawState.AfterClose;
      return false;
    }
    if (name === this.name) this.depth--;
    this.emit(sink, `</${this.ws1}${name}${this.ws2}>`);
    this.state = RawState.Text;
    return false;
  }

  /**
   * An open tag's name inside the value is complete (`c` follows it). The element's own name may
   * open a nested element; a follower's tag at depth 0 is text, and is remembered (see
   * {@link swallowed}). Anything else is text; `c` is read again.
   */
  private openNameEnd(c: number): void {
    const name = this.openName;
    if (name === this.name) {
      this.state = RawState.OpenEnd;
      return;
    }
    if (this.depth === 0 && this.followerAt === -1 && isOpenTagEnd(c) && this.valueEnd.has(name)) {
      this.followerName = name;
      this.followerAt = this.openAt;
    }
    this.state = RawState.Text;
  }

  /** The held close tag ends the value; describe what followed it for the structural lexer. */
  private endAtClose(sink: RawTextSink, i: number, afterName: string): number {
    this.flushDeferred(sink);
    this.afterWhitespace = this.ws3;
    this.afterLtPosition = this.ltPosition;
    this.afterName = afterName;
    this.state = RawState.Text;
    this.ended = 'close';
    return i;
  }
}

/** Whether `c` may end an open tag's name: `>`, `/` or whitespace. */
function isOpenTagEnd(c: number): boolean {
  return c === 0x3e || c === 0x2f || charClass.isWhitespace(c);
}
