/** Whitespace that frames a thinking block (the engine's other scanners use the same set). */
export function isSpace(code: number): boolean {
  return code === 32 || code === 10 || code === 13 || code === 9 || code === 0xfeff;
}

/**
 * The text of thinking blocks, on its way out. Whitespace that frames a block is envelope, like
 * its markers: a run of whitespace at the end of what arrived so far is held until something else
 * follows it (then it is reasoning) or the block ends (then it is dropped). That run is the one
 * thing held back inside a block besides the start of a marker; it is never re-read.
 */
export class ReasoningText {
  /** Trailing whitespace not yet known to be inside the reasoning. */
  private pending = '';

  constructor(
    private readonly emit: (text: string) => void,
    private readonly drop: (text: string) => void,
  ) {}

  /** Text inside a block. */
  write(text: string): void {
    let end = text.length;
    while (end > 0 && isSpace(text.charCodeAt(end - 1))) end--;
    if (end === 0) {
      this.pending += text;
      return;
    }
    const body = text.slice(0, end);
    this.emit(this.pending.length > 0 ? this.pending + body : body);
    this.pending = text.slice(end);
  }

  /** The block ends (a close marker, a call, the end of the output): held whitespace is dropped. */
  end(): void {
    if (this.pending.length > 0) this.drop(this.pending);
    this.pending = '';
  }
}
