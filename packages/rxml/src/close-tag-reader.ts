import { charClass } from './char-class';
import type { TagRead } from './tag-read';

/** Where in a close tag the reader is. */
type Part =
  /** after `</`: whitespace, then the name's first character */
  | 'before-name'
  | 'name'
  /** after the name: whitespace, then `>` */
  | 'after-name';

/**
 * Reads a close tag after its `</`, in any number of chunks: optional whitespace, a name, optional
 * whitespace, `>` (models write `</ name>` and `</name >`). The structural lexer and the raw-text
 * reader of string values both read close tags with it, each deciding what the tag means.
 */
export class CloseTagReader {
  private part: Part = 'before-name';
  /** What the last {@link read} found. */
  outcome: TagRead = 'pending';
  spaceBeforeName = '';
  /** The tag's name, as read so far. */
  name = '';
  spaceAfterName = '';

  /** Starts a new tag (its `</` was just read). */
  reset(): void {
    this.part = 'before-name';
    this.spaceBeforeName = this.name = this.spaceAfterName = '';
  }

  /**
   * Reads on from `chunk[i]`; {@link outcome} says how it stopped.
   *
   * @param maxName - longest name to read before giving up (`TooLong`)
   * @returns the index reading stopped at (after `>` when complete)
   */
  read(chunk: string, i: number, maxName: number): number {
    const n = chunk.length;
    while (i < n) {
      const c = chunk.charCodeAt(i);
      if (this.part === 'name') {
        const end = charClass.nameEnd(chunk, i);
        if (end > i) {
          this.name += chunk.slice(i, end);
          i = end;
          if (this.name.length > maxName) return this.stop('too-long', i);
          continue;
        }
        this.part = 'after-name';
        if (!charClass.isWhitespace(c)) continue;
      } else if (c === 0x3e /* > */ && this.part === 'after-name') {
        return this.stop('complete', i + 1);
      } else if (!charClass.isWhitespace(c)) {
        if (this.part === 'after-name' || !charClass.isNameStart(c)) {
          return this.stop('not-a-tag', i);
        }
        this.part = 'name';
        continue;
      }
      // Whitespace before or after the name (never inside it).
      if (this.part === 'before-name') this.spaceBeforeName += chunk[i];
      else this.spaceAfterName += chunk[i];
      i++;
    }
    return this.stop('pending', n);
  }

  /** The tag as read so far, from its `</` (held text, should it turn out not to be a tag). */
  text(): string {
    return `</${this.spaceBeforeName}${this.name}${this.spaceAfterName}`;
  }

  private stop(outcome: TagRead, at: number): number {
    this.outcome = outcome;
    return at;
  }
}
