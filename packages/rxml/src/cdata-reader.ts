/**
 * Reads the content of a CDATA section after its `<![CDATA[`, in any number of chunks, up to its
 * `]]>`. Content is passed on as soon as it is read; only `]` that may begin the `]]>` are held.
 * The structural lexer and the raw-text reader of string values both read CDATA with it.
 */
export class CDataReader {
  /** The `]` held at the end of what was read (0, 1 or 2). */
  private brackets = 0;
  /** Set once `]]>` was read. */
  ended = false;

  /** @param emit - receives the content, piece by piece */
  constructor(private readonly emit: (text: string) => void) {}

  /** Starts a new section (its `<![CDATA[` was just read). */
  reset(): void {
    this.brackets = 0;
    this.ended = false;
  }

  /**
   * Reads on from `chunk[i]`.
   *
   * @returns the index after `]]>` (then {@link ended} is set), or the chunk's length
   */
  read(chunk: string, i: number): number {
    const n = chunk.length;
    while (i < n) {
      if (this.brackets === 0) {
        const bracket = chunk.indexOf(']', i);
        const stop = bracket === -1 ? n : bracket;
        if (stop > i) this.emit(chunk.slice(i, stop));
        if (bracket === -1) return n;
        this.brackets = 1;
        i = bracket + 1;
        continue;
      }
      const c = chunk.charCodeAt(i);
      if (c === 0x3e /* > */ && this.brackets === 2) {
        this.brackets = 0;
        this.ended = true;
        return i + 1;
      }
      if (c === 0x5d /* ] */) {
        // A third `]`: the first of them is content.
        if (this.brackets === 2) this.emit(']');
        else this.brackets = 2;
        i++;
      } else {
        this.emit(this.held());
        this.brackets = 0;
      }
    }
    return n;
  }

  /** The `]` held back (content, should the input end here). */
  held(): string {
    return this.brackets === 0 ? '' : this.brackets === 1 ? ']' : ']]';
  }
}
