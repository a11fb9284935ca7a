import { charClass } from './char-class';
import type { TagRead } from './tag-read';

/** Where in an open tag the reader is. */
type Part =
  | 'name'
  /** after the name: attributes, skipped up to `>` */
  | 'attributes'
  /** inside a quoted attribute value */
  | 'quoted-value';

/**
 * Reads an open tag after its `<`, in any number of chunks: a name, then anything up to `>`.
 * Attributes are skipped, quoted or not (a quote counts only right after `=`, and a `>` inside a
 * quoted value does not end the tag); a `/` right before the `>` makes it self-closing. A
 * character that cannot be in a tag after the name (`<Ctrl+C>`) or an unquoted `<` means it was
 * not one.
 */
export class OpenTagReader {
  private part: Part = 'name';
  /** What the last {@link read} found. */
  outcome: TagRead = 'pending';
  /** The tag's name, as read so far. */
  name = '';
  /** Whether the tag read so far ends in `/`. */
  selfClosing = false;
  /** What was read after the name (held, in case it is not a tag). */
  private afterName = '';
  private afterEquals = false;
  private quote = '"';

  /** Starts a new tag: its `<` and `nameSoFar` were read. */
  reset(nameSoFar: string): void {
    this.part = 'name';
    this.name = nameSoFar;
    this.afterName = '';
    this.selfClosing = false;
  }

  /**
   * Reads on from `chunk[i]`; {@link outcome} says how it stopped.
   *
   * @returns the index reading stopped at (after `>` when complete)
   */
  read(chunk: string, i: number): number {
    const n = chunk.length;
    while (i < n) {
      if (this.part === 'name') {
        i = this.readName(chunk, i);
        if (this.outcome !== 'pending') return i;
      } else if (this.part === 'quoted-value') {
        const quote = chunk.indexOf(this.quote, i);
        const stop = quote === -1 ? n : quote + 1;
        this.afterName += chunk.slice(i, stop);
        i = stop;
        if (quote !== -1) {
          this.afterEquals = false;
          this.part = 'attributes';
        }
      } else {
        const c = chunk.charCodeAt(i);
        if (c === 0x3c /* < */) return this.stop('not-a-tag', i);
        this.afterName += chunk[i];
        i++;
        if (c === 0x3e /* > */) return this.stop('complete', i);
        this.attributeCharacter(c);
      }
    }
    return this.stop('pending', n);
  }

  /** The tag as read so far, from its `<` (held text, should it turn out not to be a tag). */
  text(): string {
    return `<${this.name}${this.afterName}`;
  }

  private readName(chunk: string, i: number): number {
    const end = charClass.nameEnd(chunk, i);
    if (end > i) this.name += chunk.slice(i, end);
    if (end === chunk.length) return this.stop('pending', end);
    const c = chunk.charCodeAt(end);
    if (c === 0x3e) return this.stop('complete', end + 1);
    if (c !== 0x2f && !charClass.isWhitespace(c)) return this.stop('not-a-tag', end);
    this.afterName = chunk[end] as string;
    this.selfClosing = c === 0x2f;
    this.afterEquals = false;
    this.part = 'attributes';
    return this.stop('pending', end + 1);
  }

  /** An attribute character other than `<` and `>`: tracks `/`, `=` and quotes. */
  private attributeCharacter(c: number): void {
    if (c === 0x2f /* / */) {
      this.selfClosing = true;
    } else if (c === 0x3d /* = */) {
      this.afterEquals = true;
      this.selfClosing = false;
    } else if ((c === 0x22 || c === 0x27) && this.afterEquals) {
      this.quote = c === 0x22 ? '"' : "'";
      this.part = 'quoted-value';
    } else if (!charClass.isWhitespace(c)) {
      this.afterEquals = false;
      this.selfClosing = false;
    }
  }

  private stop(outcome: TagRead, at: number): number {
    this.outcome = outcome;
    return at;
  }
}
