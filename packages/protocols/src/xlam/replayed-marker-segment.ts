import { SEGMENT_CONTINUES, type SegmentContext, type SegmentParser } from '../engine/segment';
import { ListExtent } from './list-extent';

/**
 * Hands a segment whose marker is part of its content (`[{"name"`, the start of a bare JSON list)
 * to a reader that expects its content after the marker: the reader sees the marker's `prefix`
 * as its marker and the rest of it as the first text it reads. Positions need no translation —
 * the reader's marker and its first text together are the real marker.
 *
 * When nothing closes the value (no envelope, or one without a closer), the reader is given
 * the text up to the value's closing bracket only and then told the output ended there: what
 * follows (`[…]` in prose) is text again, not a further value of the same block.
 */
export class ReplayedMarkerSegment implements SegmentParser {
  private readonly inner: SegmentParser;
  private replay: string;
  /** Finds the value's end; undefined inside an envelope whose closer ends the value. */
  private readonly extent: ListExtent | undefined;
  /** Segment position of the next character the reader gets. */
  private fed: number;

  constructor(
    context: SegmentContext,
    /** How much of the marker is envelope (a fence line, a token, or nothing). */
    prefixLength: number,
    /** Nothing closes the value but its own closing bracket. */
    endsWithValue: boolean,
    createReader: (context: SegmentContext) => SegmentParser,
  ) {
    this.replay = context.marker.slice(prefixLength);
    this.fed = prefixLength;
    this.extent = endsWithValue ? new ListExtent() : undefined;
    this.inner = createReader({
      marker: context.marker.slice(0, prefixLength),
      tools: context.tools,
      options: context.options,
      startCall: (toolName, id) => context.startCall(toolName, id),
      text: (text) => context.text(text),
      reasoning: (text) => context.reasoning(text),
      commit: (position) => context.commit(position),
      fail: (position, error) => context.fail(position, error),
      pass: (position) => context.pass(position),
      warn: (error) => context.warn(error),
      reject: () => context.reject(),
    });
  }

  push(text: string): number {
    return this.feed(this.takeReplay() + text) ?? this.fed;
  }

  finish(): number | undefined {
    const replay = this.takeReplay();
    if (replay.length > 0) {
      const end = this.feed(replay);
      if (end !== SEGMENT_CONTINUES) return end;
    }
    return this.inner.finish();
  }

  /** Gives the reader `text`, or the part of it up to the end of a bare value (then finishes). */
  private feed(text: string): number | undefined {
    const end = this.extent?.scan(text) ?? -1;
    if (end === -1) {
      this.fed += text.length;
      return this.inner.push(text);
    }
    this.fed += end;
    const result = this.inner.push(text.slice(0, end));
    return result === SEGMENT_CONTINUES ? this.inner.finish() : result;
  }

  /** The marker's content, once: it comes before the first text. */
  private takeReplay(): string {
    const replay = this.replay;
    this.replay = '';
    return replay;
  }
}
