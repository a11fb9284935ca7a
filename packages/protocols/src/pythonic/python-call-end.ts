/** Where {@link PythonCallEnd.feed} stopped. */
export type CallEndStep =
  /** The chunk was used up; more text is needed. */
  | { kind: 'more' }
  /** The broken call's `)`: its text ends at `next`, where the list goes on. */
  | { kind: 'call'; next: number }
  /** The list's `]` came before any `)` of the call: it is at `at`. */
  | { kind: 'list'; at: number };

const PYTHON_END = '<|python_end|>';

/**
 * Finds where a pythonic call that broke mid-way ends, so that it fails alone and the calls after
 * it are still read. From the place it broke, quotes and brackets are balanced the way Python
 * writes them: the first `)` outside strings and brackets ends the call; in a list, a `]` there
 * ends the list. A quote that never closes hides both; for that case {@link listEnd} remembers
 * where the list would end read without quotes — after the first `)` followed by `]` (or, for
 * bare calls, by `<|python_end|>`) — so the broken call's text can stop there at the end of the
 * output instead of taking the text after the list. Every character is looked at once, in
 * order, whatever the chunking.
 */
export class PythonCallEnd {
  private depth = 0;
  private quote = 0;
  private escaped = false;
  /** Whether the last character that is not whitespace was a `)` (quotes not considered). */
  private afterParen = false;
  /** Characters of `<|python_end|>` matched so far after such a `)`. */
  private tagMatched = 0;
  /** Segment position just after the list's end read without quotes, or -1. */
  listEnd = -1;

  constructor(private readonly bare: boolean) {}

  /** Reads `input` from `from`; `base` is the segment position of `input[0]`. */
  feed(input: string, from: number, base: number): CallEndStep {
    for (let i = from; i < input.length; i++) {
      const c = input.charCodeAt(i);
      this.noteListEnd(c, base + i);
      if (this.quote !== 0) {
        if (this.escaped) this.escaped = false;
        else if (c === 0x5c /* \ */) this.escaped = true;
        else if (c === this.quote) this.quote = 0;
        continue;
      }
      if (c === 0x27 /* ' */ || c === 0x22 /* " */) {
        this.quote = c;
      } else if (c === 0x28 /* ( */ || c === 0x5b /* [ */ || c === 0x7b /* { */) {
        this.depth++;
      } else if (c === 0x29 /* ) */ || c === 0x5d /* ] */ || c === 0x7d /* } */) {
        if (this.depth > 0) this.depth--;
        else if (c === 0x29) return { kind: 'call', next: i + 1 };
        else if (c === 0x5d && !this.bare) return { kind: 'list', at: i };
      }
    }
    return { kind: 'more' };
  }

  private noteListEnd(c: number, at: number): void {
    if (this.listEnd !== -1) return;
    if (this.afterParen && this.bare && c === PYTHON_END.charCodeAt(this.tagMatched)) {
      this.tagMatched++;
      if (this.tagMatched === PYTHON_END.length) this.listEnd = at + 1;
      return;
    }
    this.tagMatched = 0;
    if (this.afterParen && !this.bare && c === 0x5d /* ] */) {
      this.listEnd = at + 1;
      return;
    }
    if (c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09) return;
    this.afterParen = c === 0x29; /* ) */
  }
}
