import { TextBuffer } from './text-buffer';

/**
 * The not yet committed text of the segment being parsed, addressed by segment position (0 is the
 * marker's first character): what earlier pushes left, in a {@link TextBuffer}, plus the text of
 * the current push, which is only ever sliced. One push may hold thousands of calls (generate mode
 * is one push of the whole output); copying the rest of the push into a buffer for each of them
 * made that quadratic, so commits and segment ends cut the current push instead.
 */
export class SegmentText {
  /** Uncommitted text from earlier pushes; it starts at segment position `start`. */
  private readonly held = new TextBuffer();
  private start = 0;
  private current = '';
  /** Index in `current` of its first uncommitted character. */
  private currentFrom = 0;

  /** Characters received and not yet committed. */
  get length(): number {
    return this.held.length + this.current.length - this.currentFrom;
  }

  /** A new segment whose text begins with `marker`. */
  begin(marker: string): void {
    this.held.clear();
    this.held.append(marker);
    this.start = 0;
    this.current = '';
    this.currentFrom = 0;
  }

  /** The text of a push, before the segment sees it. */
  receive(text: string): void {
    this.current = text;
    this.currentFrom = 0;
  }

  /** The segment goes on past this push: keep what is left of it for later. */
  keep(): void {
    if (this.currentFrom < this.current.length)
      this.held.append(this.current.slice(this.currentFrom));
    this.current = '';
    this.currentFrom = 0;
  }

  /** Removes and returns the uncommitted text before segment position `position`. */
  take(position: number): string {
    const count = Math.max(0, Math.min(position - this.start, this.length));
    this.start += count;
    if (count <= this.held.length) return this.held.take(count);
    const fromCurrent = count - this.held.length;
    const head = this.held.length === 0 ? '' : this.held.toString();
    this.held.clear();
    const piece = this.current.slice(this.currentFrom, this.currentFrom + fromCurrent);
    this.currentFrom += fromCurrent;
    return head + piece;
  }

  /**
   * Removes and returns everything left, as the pieces to scan again in order: what is left of
   * earlier pushes, then what is left of the current one (kept apart, so that nothing long is
   * ever concatenated).
   */
  takeRest(): [string, string] {
    const held = this.held.length === 0 ? '' : this.held.toString();
    const current = this.current.slice(this.currentFrom);
    this.start += held.length + current.length;
    this.held.clear();
    this.current = '';
    this.currentFrom = 0;
    return [held, current];
  }
}
