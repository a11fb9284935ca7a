import type { ToolCallParseError } from '../errors/tool-call-parse-error';
import type { SegmentContext } from './segment';

/**
 * Settles the calls of a segment that holds several (a Kimi section, a pythonic list): a good
 * call is committed as soon as it ends; a failed call is released once the next boundary is
 * known, so that when every call of the envelope failed its closing syntax (`]`, a section end)
 * is released with it and the text reads exactly as the model wrote it.
 */
export class CallSettler {
  private outcome: 'none' | 'failed' | 'committed' = 'none';
  private failure: { error: ToolCallParseError; at: number } | undefined;
  /** A call that ended before the extent of its text is known (see {@link ended}). */
  private unsettled: { error: ToolCallParseError | undefined } | undefined;

  constructor(private readonly context: SegmentContext) {}

  /** Whether any call ended (committed or failed). */
  get touched(): boolean {
    return this.outcome !== 'none';
  }

  /** Whether a call was committed. */
  get committed(): boolean {
    return this.outcome === 'committed';
  }

  /** A call's text ends at segment position `at`; `error` when it failed. */
  call(at: number, error: ToolCallParseError | undefined): void {
    this.release();
    if (error === undefined) {
      this.context.commit(at);
      this.outcome = 'committed';
    } else {
      this.failure = { error, at };
      if (this.outcome === 'none') this.outcome = 'failed';
    }
  }

  /**
   * The envelope's closing syntax ends at `at`: structure when a call succeeded, part of the
   * released text when all of them failed.
   */
  close(at: number): void {
    if (this.outcome === 'failed') {
      this.release(at);
    } else {
      this.release();
      this.context.commit(at);
    }
  }

  /**
   * A call ended (`error` undefined: it became a tool call) but where its text ends is known only
   * later: {@link settleEnded} commits or releases it then.
   */
  ended(error: ToolCallParseError | undefined): void {
    this.unsettled = { error };
  }

  /** The call of {@link ended} ends at `at`: committed, or released with its report right away. */
  settleEnded(at: number): void {
    const unsettled = this.unsettled;
    this.unsettled = undefined;
    if (unsettled === undefined) return;
    if (unsettled.error === undefined) this.context.commit(at);
    else this.context.fail(at, unsettled.error);
  }

  /** Releases a pending failed call, its text running to `at` (default: the call's end). */
  release(at = this.failure?.at): void {
    if (this.failure === undefined || at === undefined) return;
    this.context.fail(at, this.failure.error);
    this.failure = undefined;
  }
}
