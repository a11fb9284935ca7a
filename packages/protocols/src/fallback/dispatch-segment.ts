import { contextView } from '../engine/context-view';
import {
  SEGMENT_CONTINUES,
  type SegmentContext,
  type SegmentFormat,
  type SegmentParser,
} from '../engine/segment';
import type { OpeningClassifier } from '../types';

/** A format that owns a shared marker, with how it recognizes the text after that marker. */
export interface MarkerOwner {
  readonly format: SegmentFormat;
  readonly classify: OpeningClassifier;
}

/** Whitespace looked across after the marker before the choice is forced. */
const MAX_SPACE = 256;
/** The most an {@link OpeningClassifier} reads past the whitespace (`<function=`). */
const LONGEST_OPENING = 10;
/** Everything the dispatcher ever holds before it chooses: bounded, so hold-back stays bounded. */
const WINDOW = MAX_SPACE + LONGEST_OPENING;

function isSpace(code: number): boolean {
  return code === 32 || code === 10 || code === 13 || code === 9 || code === 0xfeff;
}

/**
 * The segment of a start marker that several composed formats own (`<tool_call>` is Hermes JSON,
 * Qwen3-Coder XML and GLM). It holds the text after the marker until the first characters past
 * the whitespace tell which format wrote it — at most {@link WINDOW} characters — then creates
 * that format's segment and replays what it held. Segment positions count from the marker for
 * every format, so the replay needs no translation. Owners are in priority order (the primary
 * first): the first that says `yes` wins, but an earlier one that needs more text is waited for;
 * when none says `yes`, the first owner takes the segment and reports it as it would alone.
 */
export class DispatchSegment implements SegmentParser {
  /** Text received while undecided (never longer than {@link WINDOW}). */
  private held = '';
  /** Index in `held` of its first character that is not whitespace, or `held.length`. */
  private spaceEnd = 0;
  private chosen: SegmentParser | undefined;
  private rejected = false;
  private finishing = false;
  private readonly context: SegmentContext;

  constructor(
    context: SegmentContext,
    private readonly owners: readonly MarkerOwner[],
  ) {
    this.context = contextView(context, {
      reject: () => {
        this.rejected = true;
        // The engine acts on a reject only after a push; during finish the dispatcher answers it.
        if (!this.finishing) context.reject();
      },
    });
  }

  push(text: string): number {
    if (this.chosen !== undefined) return this.chosen.push(text);
    const room = WINDOW - this.held.length;
    const window = this.held + (text.length <= room ? text : text.slice(0, room));
    const owner = this.choose(window, window.length >= WINDOW);
    if (owner === undefined) {
      this.held = window;
      return SEGMENT_CONTINUES;
    }
    const held = this.held;
    this.held = '';
    const segment = this.create(owner);
    if (held.length > 0) {
      const end = segment.push(held);
      if (this.rejected || end !== SEGMENT_CONTINUES) return end;
    }
    return segment.push(text);
  }

  finish(): number | undefined {
    this.finishing = true;
    const end = this.finishChosen();
    // A reject now is answered as the engine answers one: the marker's first character becomes
    // text and what follows it is scanned again.
    return this.rejected ? 1 : end;
  }

  private finishChosen(): number | undefined {
    if (this.chosen !== undefined) return this.chosen.finish();
    const segment = this.create(this.choose(this.held, true) as MarkerOwner);
    if (this.held.length > 0) {
      const end = segment.push(this.held);
      if (this.rejected || end !== SEGMENT_CONTINUES) return end;
    }
    return segment.finish();
  }

  /** The owner that writes `window`, or undefined while an earlier owner still needs more text. */
  private choose(window: string, final: boolean): MarkerOwner | undefined {
    let j = this.spaceEnd;
    while (j < window.length && j < MAX_SPACE && isSpace(window.charCodeAt(j))) j++;
    this.spaceEnd = j;
    const forced = final || j >= MAX_SPACE;
    for (const owner of this.owners) {
      const verdict = owner.classify(this.context.marker, window, j, forced);
      if (verdict === 'yes') return owner;
      if (verdict === 'more') return undefined;
    }
    return this.owners[0];
  }

  private create(owner: MarkerOwner): SegmentParser {
    this.chosen = owner.format.createSegment(this.context);
    return this.chosen;
  }
}
