import { SEGMENT_CONTINUES, type SegmentContext, type SegmentParser } from '../engine/segment';
import { skipWhitespace } from '../engine/skip-whitespace';

/** Whitespace allowed between `<|python_tag|>` and the call. */
const MAX_GAP = 64;

/**
 * Llama 3.x's `<|python_tag|>` before a JSON call. The tag is structure when a `{` follows: the
 * segment ends right before it, and the `{` is then parsed as a bare call. Anything else after
 * the tag (a built-in tool's Python code, prose) is not ours and stays text.
 */
export class PythonTagSegment implements SegmentParser {
  private pos: number;

  constructor(private readonly context: SegmentContext) {
    this.pos = context.marker.length;
  }

  push(text: string): number {
    const j = skipWhitespace(text, 0);
    if (this.pos + j - this.context.marker.length > MAX_GAP) return this.reject();
    if (j === text.length) {
      this.pos += text.length;
      return SEGMENT_CONTINUES;
    }
    if (text[j] !== '{') return this.reject();
    this.context.commit(this.pos + j);
    return this.pos + j;
  }

  finish(): number | undefined {
    // The tag alone at the end of the output: it announced nothing, keep it as text.
    return 1;
  }

  private reject(): number {
    this.context.reject();
    return SEGMENT_CONTINUES;
  }
}
