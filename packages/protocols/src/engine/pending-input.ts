/**
 * The engine's input still to scan: pieces on an explicit stack, the next one last, so that text
 * a scan gives back (what follows a marker or a segment's end) is queued, never scanned by
 * recursion; and the offset in the whole output of the end of what was taken so far.
 */
export class PendingInput {
  private readonly pieces: string[] = [];
  private taken = 0;

  /** Offset in the whole output of the end of what was taken so far. */
  get offset(): number {
    return this.taken;
  }

  /** New model output, after everything queued. */
  add(input: string): void {
    if (input.length > 0) this.pieces.push(input);
  }

  /** The next piece to scan (the offset moves past it), or undefined when none is left. */
  take(): string | undefined {
    const text = this.pieces.pop();
    if (text !== undefined) this.taken += text.length;
    return text;
  }

  /**
   * Queues input to be processed next: `first`, then `second`. They are always the end of what was
   * taken so far, so the offset steps back by their length.
   */
  later(first: string, second = ''): void {
    this.taken -= first.length + second.length;
    if (second.length > 0) this.pieces.push(second);
    if (first.length > 0) this.pieces.push(first);
  }
}
