/**
 * Finds where a JSON (or relaxed JSON) value that opens with `[` or `{` closes, across pieces of
 * text: brackets are counted outside strings (double- or single-quoted, with escapes). Used to end
 * a bare list at its own `]`, since nothing marks its end.
 */
export class ListExtent {
  private depth = 0;
  private quote: string | undefined;
  private escaped = false;

  /** The index just after the value's closing bracket in `text`, or -1 while it is still open. */
  scan(text: string): number {
    for (let i = 0; i < text.length; i++) {
      const c = text[i] as string;
      if (this.quote !== undefined) {
        if (this.escaped) this.escaped = false;
        else if (c === '\\') this.escaped = true;
        else if (c === this.quote) this.quote = undefined;
      } else if (c === '"' || c === "'") {
        this.quote = c;
      } else if (c === '[' || c === '{') {
        this.depth++;
      } else if ((c === ']' || c === '}') && --this.depth === 0) {
        return i + 1;
      }
    }
    return -1;
  }
}
