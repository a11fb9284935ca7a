import { SEGMENT_CONTINUES, type SegmentContext, type SegmentParser } from './engine/segment';
import type { ToolCallParseError } from './errors/tool-call-parse-error';

/**
 * What one scanning step decided: go on at `index` of the text, wait for more text from `index`
 * on (it is kept and scanned again with the next piece), or end the segment at segment position
 * `at`.
 */
export type ScanStep =
  | { kind: 'next'; index: number }
  | { kind: 'hold'; index: number }
  | { kind: 'end'; at: number };

/**
 * Base of the tag-format segments: keeps the text that must be looked at again (a tag cut by a
 * chunk boundary — never more than a bounded look-ahead) and the segment position of the text
 * being scanned, and runs the subclass's state machine one step at a time. Steps work with
 * indexes into the current text, so nothing is sliced or copied per step.
 */
export abstract class ScanSegment implements SegmentParser {
  private held = '';
  /** The last finished call, until the extent of its text is known (then committed or released). */
  private unsettled: { error: ToolCallParseError | undefined } | undefined;
  /** Segment position of the first character of the text passed to {@link step}. */
  protected base: number;

  constructor(protected readonly context: SegmentContext) {
    this.base = context.marker.length;
  }

  push(text: string): number {
    const input = this.held.length === 0 ? text : this.held + text;
    this.held = '';
    return this.run(input, false);
  }

  finish(): number | undefined {
    const input = this.held;
    this.held = '';
    return this.run(input, true);
  }

  /**
   * Scans from `i`. With `eof` set no more text will come and the step must not hold; every
   * state must then reach an `end`.
   */
  protected abstract step(text: string, i: number, eof: boolean): ScanStep;

  protected next(index: number): ScanStep {
    return { kind: 'next', index };
  }

  protected hold(index: number): ScanStep {
    return { kind: 'hold', index };
  }

  protected end(at: number): ScanStep {
    return { kind: 'end', at };
  }

  /** A call finished (`error` undefined: it became a tool call); its text is settled later. */
  protected callEnded(error: ToolCallParseError | undefined): void {
    this.unsettled = { error };
  }

  /**
   * The last finished call's text ends at segment position `at`: commit it, or release it as text
   * and report its problem.
   */
  protected settle(at: number): void {
    const unsettled = this.unsettled;
    this.unsettled = undefined;
    if (unsettled === undefined) return;
    if (unsettled.error === undefined) this.context.commit(at);
    else this.context.fail(at, unsettled.error);
  }

  private run(input: string, eof: boolean): number {
    let i = 0;
    for (;;) {
      const step = this.step(input, i, eof);
      if (step.kind === 'next') {
        i = step.index;
      } else if (step.kind === 'hold') {
        // Defensive: at the end nothing can be waited for; release what is left as text.
        if (eof) return this.base + input.length;
        this.held = input.slice(step.index);
        this.base += step.index;
        return SEGMENT_CONTINUES;
      } else {
        return step.at;
      }
    }
  }
}
