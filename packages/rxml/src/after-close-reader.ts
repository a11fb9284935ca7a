import { charClass } from './char-class';
import { AfterClose, MAX_SIBLING_NAME, type StringValueEnd } from './string-value-end';

/** Where in what follows the close tag the reader is. */
type Part =
  /** whitespace right after the close tag */
  | 'space'
  /** just after a `<` */
  | 'lt'
  /** a name after the `<` */
  | 'name';

/**
 * Reads what follows a complete close tag inside a string value, in any number of chunks, until
 * it can be classified as an {@link AfterClose} (what `StringValueEnd.endsAt` judges): whitespace,
 * then `<`, then a name and the character after it. The raw-text reader holds all of it back until
 * the value's end is decided, so at most one name is read: no longer than the longest follower,
 * or after the value's own close tag no longer than `MAX_SIBLING_NAME` (any element ends it then).
 */
export class AfterCloseReader {
  /** How far reading got. */
  part: Part = 'space';
  /** The whitespace right after the close tag. */
  space = '';
  /** Offset of the `<` after the whitespace. */
  ltAt = 0;
  /** The name read after that `<` (empty before `part` is `name`). */
  name = '';
  /** What follows, once known (`undefined` while more input is needed). */
  after: AfterClose | undefined;

  /** Starts after a new close tag. */
  reset(): void {
    this.part = 'space';
    this.space = this.name = '';
    this.after = undefined;
  }

  /**
   * Reads on from `chunk[i]` until {@link after} is known or the chunk is used up.
   *
   * @param base - absolute offset of `chunk[0]`
   * @param valueEnd - the names that may follow the value
   * @param ownName - the value's element name (its open tag follows too)
   * @param longest - the longest of those names: a longer one is none of them
   * @param own - whether the close tag was the value's own (then any element's open tag counts)
   * @returns the index reading stopped at
   */
  read(
    chunk: string,
    i: number,
    base: number,
    valueEnd: StringValueEnd,
    ownName: string,
    longest: number,
    own: boolean,
  ): number {
    const cap = own ? Math.max(longest, MAX_SIBLING_NAME) : longest;
    const n = chunk.length;
    if (this.part === 'space') {
      const end = charClass.whitespaceEnd(chunk, i);
      if (end > i) this.space += chunk.slice(i, end);
      if (end === n) return n;
      if (chunk.charCodeAt(end) !== 0x3c /* < */) return this.found(AfterClose.Other, end);
      this.ltAt = base + end;
      this.part = 'lt';
      i = end + 1;
      if (i === n) return n;
    }
    if (this.part === 'lt') {
      const c = chunk.charCodeAt(i);
      if (!charClass.isNameStart(c)) {
        return this.found(
          c === 0x2f ? AfterClose.CloseTag : c === 0x3c ? AfterClose.CutOffTag : AfterClose.Other,
          i,
        );
      }
      this.part = 'name';
    }
    const end = charClass.nameEnd(chunk, i);
    if (end > i) {
      this.name += chunk.slice(i, end);
      if (this.name.length > cap) return this.found(AfterClose.Other, end);
    }
    if (end === n) return n;
    const c = chunk.charCodeAt(end);
    const name = this.name;
    if (charClass.endsOpenTagName(c)) {
      if (name === ownName || valueEnd.has(name)) return this.found(AfterClose.FollowerTag, end);
      if (own) return this.found(AfterClose.SiblingTag, end);
    }
    // A tag cut short by another `<`: the end of the input would come there.
    return this.found(c === 0x3c ? AfterClose.CutOffTag : AfterClose.Other, end);
  }

  /** What was read, as text (held until the value's end is decided). */
  text(): string {
    if (this.part === 'space') return this.space;
    return `${this.space}<${this.name}`;
  }

  private found(after: AfterClose, at: number): number {
    this.after = after;
    return at;
  }
}
