import { ScanSegment, type ScanStep } from '../engine/scan-segment';
import { skipWhitespace } from '../engine/skip-whitespace';

/** Whitespace allowed between `<|python_tag|>` and the call. */
const MAX_GAP = 64;

/**
 * Llama 3.x's `<|python_tag|>` before a JSON call. The tag is structure when a `{` follows: the
 * segment ends right before it, and the `{` is then parsed as a bare call. Anything else after
 * the tag (a built-in tool's Python code, prose) is not ours and stays text.
 */
export class PythonTagSegment extends ScanSegment {
  protected step(text: string, i: number, eof: boolean): ScanStep {
    // The tag alone at the end of the output: it announced nothing, keep it as text.
    if (eof) return this.end(1);
    const j = skipWhitespace(text, i);
    if (this.base + j - this.context.marker.length > MAX_GAP) return this.reject();
    if (j === text.length) return this.next(j);
    if (text[j] !== '{') return this.reject();
    this.context.commit(this.base + j);
    return this.end(this.base + j);
  }
}
