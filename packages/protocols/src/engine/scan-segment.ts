import type { ToolCallParseError } from '../errors/tool-call-parse-error';
import { CallSettler } from './call-settler';
import type { MarkerMatcher } from './marker-matcher';
import { SEGMENT_CONTINUES, type SegmentContext, type SegmentParser } from './segment';

declare const scanStepBrand: unique symbol;

/**
 * What one scanning step decided: go on at an index of the text ({@link ScanSegment.next}), wait
 * for more text from an index on ({@link ScanSegment.hold}), end the segment at a segment position
 * ({@link ScanSegment.end}), or give up the marker ({@link ScanSegment.reject}). It is a number —
 * the index to go on at, or a negative code whose position the segment keeps — because a step
 * runs every few characters of a stream and must not allocate; only the helpers make one.
 */
export type ScanStep = number & { readonly [scanStepBrand]: true };

/**
 * Steps in a row that may stay at one index (each a state change) before the loop gives up on a
 * format whose state machine no longer moves; real formats need two or three.
 */
const MAX_STALLED_STEPS = 64;

/** What {@link ScanSegment.readUntil} found. */
export type ReadUntil =
  /** `marker` begins at `index`; `read` is everything gathered before it. */
  | { kind: 'found'; read: string; index: number; marker: string }
  /** The text was used up without a marker: go on at its end. */
  | { kind: 'more' }
  /** The text ends with the beginning of a marker at `index`: hold from there. */
  | { kind: 'hold'; index: number }
  /** More than the cap was gathered without a marker; `index` is where the gathering stopped. */
  | { kind: 'over'; read: string; index: number };

const HOLD = -1 as ScanStep;
const END = -2 as ScanStep;
const REJECT = -3 as ScanStep;
const HAND_OFF = -4 as ScanStep;

/**
 * Base of the segments that scan their text with an explicit state machine. It keeps the text that
 * must be looked at again (a delimiter cut by a chunk boundary — never more than a bounded
 * look-ahead) and the segment position of the text being scanned, and runs the subclass's
 * {@link step} until the text is used up, a step holds, or the segment ends. Steps work with
 * indexes into the current text, so nothing is sliced or copied per step.
 *
 * At the end of the output the default {@link finish} runs the steps once more with `eof` set;
 * a segment that settles its end from its state instead overrides `finish` and reads
 * {@link received} and {@link heldText}.
 */
export abstract class ScanSegment implements SegmentParser {
  private held = '';
  private holdFrom = 0;
  private endAt = 0;
  /** What {@link readUntil} gathered so far, and its length. */
  private gathered: string[] = [];
  private gatheredLength = 0;
  /**
   * The one way a call's text ends: committed when the call became a tool call, released with
   * its report when it failed (see {@link CallSettler}).
   */
  protected readonly callSettler: CallSettler;
  /** Segment position of the first character of the text passed to {@link step}. */
  protected base: number;
  /** The segment that reads the rest of the text after a {@link handOff}. */
  private handedTo: SegmentParser | undefined;

  constructor(protected readonly context: SegmentContext) {
    this.base = context.marker.length;
    this.callSettler = new CallSettler(context);
  }

  push(text: string): number {
    if (this.handedTo !== undefined) return this.handedTo.push(text);
    const input = this.held.length === 0 ? text : this.held + text;
    this.held = '';
    return this.run(input, false);
  }

  finish(): number | undefined {
    if (this.handedTo !== undefined) return this.handedTo.finish();
    const input = this.held;
    this.held = '';
    const end = this.run(input, true);
    // Handed off during this last run: the successor finishes what it was given. (The cast undoes
    // a narrowing from the check above that does not see `run` set the field.)
    const successor = this.handedTo as SegmentParser | undefined;
    return end === SEGMENT_CONTINUES && successor !== undefined ? successor.finish() : end;
  }

  /**
   * Scans from `i` (below the text's length, or at it when `eof`). With `eof` set no more text
   * will come and the step must not hold; every state must then reach an `end`.
   */
  protected abstract step(text: string, i: number, eof: boolean): ScanStep;

  /** Segment position just after everything received, the held-back text included. */
  protected get received(): number {
    return this.base + this.held.length;
  }

  /** The text held back by the last {@link hold}, not yet scanned to a decision. */
  protected get heldText(): string {
    return this.held;
  }

  /** Go on scanning at `index` of the text. */
  protected next(index: number): ScanStep {
    return index as ScanStep;
  }

  /** Wait for more text: `text[index…]` is kept and scanned again with the next piece. */
  protected hold(index: number): ScanStep {
    this.holdFrom = index;
    return HOLD;
  }

  /** The segment ends at segment position `at`; what follows is scanned as text again. */
  protected end(at: number): ScanStep {
    this.endAt = at;
    return END;
  }

  /**
   * The marker was not the start of a segment after all (see {@link SegmentContext.reject}): only
   * while text is pushed, before anything was committed or failed.
   */
  protected reject(): ScanStep {
    return REJECT;
  }

  /**
   * The segment is another reader's from `text[index…]` on (a format whose first characters say
   * which family reads the rest, as LFM2's JSON or Python list after one marker): `successor`,
   * made with this segment's context and nothing pushed to it yet, receives that text and every
   * later piece, and its answers are this segment's. `text[index…]` must be all the text after
   * the marker (hold from the start until the choice is made), so that positions agree; only
   * before anything was committed.
   */
  protected handOff(successor: SegmentParser, index: number): ScanStep {
    this.handedTo = successor;
    this.holdFrom = index;
    return HAND_OFF;
  }

  /** A call finished (`error` undefined: it became a tool call); its text is settled later. */
  protected callEnded(error: ToolCallParseError | undefined): void {
    this.callSettler.ended(error);
  }

  /**
   * The last finished call's text ends at segment position `at`: commit it, or release it as text
   * and report its problem.
   */
  protected settle(at: number): void {
    this.callSettler.settleEnded(at);
  }

  /**
   * The text up to segment position `at` did not form a call: a failed call still waiting for
   * its boundary is released first, then that text is released and `error` reported; the segment
   * ends at `at`.
   */
  protected failAndEnd(at: number, error: ToolCallParseError): ScanStep {
    this.callSettler.release();
    this.context.fail(at, error);
    return this.end(at);
  }

  /**
   * Reads from `i` up to the earliest of `markers`, gathering what it reads across pieces of
   * text, at most `cap` characters: a name, an id or a header that must end at a delimiter, read
   * in bounded memory however the output is chunked. The caller turns the answer into a step:
   * `more` → `next(text.length)`, `hold` → `hold(index)`.
   */
  protected readUntil(text: string, i: number, markers: MarkerMatcher, cap: number): ReadUntil {
    const match = markers.find(text, i);
    const stop = match.kind === 'none' ? text.length : match.index;
    this.gathered.push(text.slice(i, stop));
    this.gatheredLength += stop - i;
    if (this.gatheredLength > cap) return { kind: 'over', read: this.takeGathered(), index: stop };
    if (match.kind === 'none') return { kind: 'more' };
    if (match.kind === 'partial') return { kind: 'hold', index: match.index };
    return { kind: 'found', read: this.takeGathered(), index: match.index, marker: match.marker };
  }

  /** What {@link readUntil} gathered and has not handed out yet. */
  protected get gatheredText(): string {
    return this.gathered.join('');
  }

  private takeGathered(): string {
    const text = this.gathered.join('');
    this.gathered = [];
    this.gatheredLength = 0;
    return text;
  }

  private run(input: string, eof: boolean): number {
    let i = 0;
    // Steps in a row that did not move forward (a state change at the same index is one).
    let stalled = 0;
    // Without `eof`, text used up is the same as a hold at its end: nothing is kept.
    while (i < input.length || eof) {
      const step = this.step(input, i, eof);
      if (step >= 0) {
        if (step > i) {
          stalled = 0;
        } else if (++stalled > MAX_STALLED_STEPS) {
          // A format's state machine that stops moving is a bug in it; a stream must not hang on
          // it. Wait for more text, and at the end release what is left.
          if (eof) return this.base + input.length;
          return this.keep(input, i);
        }
        i = step;
      } else if (step === END) {
        return this.endAt;
      } else if (step === HAND_OFF) {
        return (this.handedTo as SegmentParser).push(input.slice(this.holdFrom));
      } else if (eof) {
        // Defensive: at the end nothing can be waited for or rejected; release what is left.
        return this.base + input.length;
      } else if (step === REJECT) {
        this.context.reject();
        return SEGMENT_CONTINUES;
      } else {
        return this.keep(input, this.holdFrom);
      }
    }
    this.base += input.length;
    return SEGMENT_CONTINUES;
  }

  /** Keeps `input[from…]` to be scanned again with the next piece of text. */
  private keep(input: string, from: number): number {
    this.held = input.slice(from);
    this.base += from;
    return SEGMENT_CONTINUES;
  }
}
