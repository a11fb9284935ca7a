const BLOCK = 1024;

/**
 * An append-only text buffer for a segment that may grow to megabytes in tiny pieces. Appending
 * with `+=` would build a rope of millions of nodes; this keeps small pieces and folds every
 * `BLOCK` of them into one string, so memory stays close to the text size and all work is linear.
 */
export class TextBuffer {
  private blocks: string[] = [];
  private pieces: string[] = [];
  private size = 0;

  get length(): number {
    return this.size;
  }

  append(text: string): void {
    if (text.length === 0) return;
    this.pieces.push(text);
    this.size += text.length;
    if (this.pieces.length >= BLOCK) {
      this.blocks.push(this.pieces.join(''));
      this.pieces = [];
    }
  }

  /** Removes and returns the first `count` characters. */
  take(count: number): string {
    const all = this.toString();
    const head = all.slice(0, count);
    this.reset(all.slice(count));
    return head;
  }

  toString(): string {
    if (this.blocks.length + this.pieces.length > 1) {
      const joined = this.blocks.join('') + this.pieces.join('');
      this.blocks = [joined];
      this.pieces = [];
    }
    return this.blocks[0] ?? this.pieces[0] ?? '';
  }

  clear(): void {
    this.reset('');
  }

  private reset(text: string): void {
    this.blocks = text.length > 0 ? [text] : [];
    this.pieces = [];
    this.size = text.length;
  }
}
