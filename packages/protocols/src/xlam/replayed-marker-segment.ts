import { ScanSegment, type ScanStep } from '../engine/scan-segment';
import { SEGMENT_CONTINUES, type SegmentContext, type SegmentParser } from '../engine/segment';
import { ListExtent } from './list-extent';
import { UndeclaredListGuard } from './undeclared-list-guard';

/**
 * Hands a segment whose marker is part of its content (`[{"name"`, the start of a bare JSON list)
 * to a reader that expects its content after the marker: the reader sees the marker's `prefix`
 * as its marker and the rest of it as the first text it reads. Positions need no translation —
 * the reader's marker and its first text together are the real marker.
 *
 * When nothing closes the value (no envelope, or one without a closer), the reader is given
 * the text up to the value's closing bracket only and then told the output ended there: what
 * follows (`[…]` in prose) is text again, not a further value of the same block. A list that
 * names no declared tool is prose ({@link UndeclaredListGuard}).
 */
export class ReplayedMarkerSegment extends ScanSegment {
  private readonly inner: SegmentParser;
  private readonly guard: UndeclaredListGuard;
  /** The marker's content, given to the reader before the first text. */
  private replay: string;
  /** Finds the value's end; undefined inside an envelope whose closer ends the value. */
  private readonly extent: ListExtent | undefined;

  constructor(
    context: SegmentContext,
    /** How much of the marker is envelope (a fence line, a token, or nothing). */
    prefixLength: number,
    /** Nothing closes the value but its own closing bracket. */
    endsWithValue: boolean,
    createReader: (context: SegmentContext) => SegmentParser,
  ) {
    super(context);
    this.replay = context.marker.slice(prefixLength);
    this.extent = endsWithValue ? new ListExtent() : undefined;
    this.guard = new UndeclaredListGuard(context, context.marker.slice(0, prefixLength));
    this.inner = createReader(this.guard.view);
  }

  /** Every piece goes to the reader whole (it holds back what it must), so no step holds. */
  protected step(text: string, i: number, eof: boolean): ScanStep {
    const replay = this.replay;
    this.replay = '';
    const piece = replay + text.slice(i);
    if (piece.length > 0) {
      const end = this.feed(piece, this.base + i - replay.length);
      if (end !== SEGMENT_CONTINUES) return this.end(this.guard.settle(end, this.context));
    }
    if (!eof) return this.next(text.length);
    const end = this.inner.finish() ?? this.base + text.length;
    return this.end(this.guard.settle(end, this.context));
  }

  /**
   * Gives the reader `piece`, or the part of it up to the end of a bare value (then finishes
   * it): the segment position where the reader ended, or {@link SEGMENT_CONTINUES}. `start` is
   * the segment position of the piece's first character.
   */
  private feed(piece: string, start: number): number {
    const valueEnd = this.extent?.scan(piece) ?? -1;
    if (valueEnd === -1) return this.inner.push(piece);
    const end = this.inner.push(piece.slice(0, valueEnd));
    if (end !== SEGMENT_CONTINUES) return end;
    return this.inner.finish() ?? start + valueEnd;
  }
}
