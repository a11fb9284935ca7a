import type { ScanStep } from '../engine/scan-segment';
import type { SegmentContext } from '../engine/segment';
import { skipWhitespace } from '../engine/skip-whitespace';
import type { UniqueIds } from '../engine/unique-ids';
import type { ToolCallParseError } from '../errors/tool-call-parse-error';
import type { EnvelopeState } from './envelope-call-steps';
import type { EnvelopeCalls } from './envelope-calls';
import { EnvelopeHeadSteps } from './envelope-head-steps';
import { LIST_OPENERS } from './envelope-matchers';
import type { JsonCallList } from './json-call-list';

/**
 * A section of calls, or one call, of an {@link EnvelopeCalls} format. Each call is committed as
 * soon as it is complete, so a section cut off by `max_tokens` (no section end) still yields its
 * complete calls; a call that fails releases only its own text (the section's closing token with
 * it when every call failed). A call begin without a section opens a section of its own.
 */
export class EnvelopeSegment extends EnvelopeHeadSteps {
  protected state: EnvelopeState;
  /** Where and why the segment fails when words turn out to be no preamble to a list. */
  private noiseFailure: { at: number; error: ToolCallParseError } | undefined;

  constructor(context: SegmentContext, calls: EnvelopeCalls, ids?: UniqueIds) {
    super(context, calls, ids);
    const marker = context.marker;
    if (calls.sectionEnd.includes(marker)) this.state = 'stray';
    else if (calls.sectionBegin.includes(marker)) this.state = 'section';
    else this.state = calls.nameChar === undefined ? 'head' : 'start';
  }

  override finish(): number | undefined {
    const received = this.received;
    switch (this.state) {
      case 'stray':
        return this.stray();
      case 'section':
        // No section end (cut off by max_tokens): the complete calls stand.
        return this.endSection(this.sectionEnd(this.base));
      case 'noise':
        return this.noiseEnded();
      case 'start':
        this.context.fail(received, this.error('EMPTY_TOOL_CALL'));
        return undefined;
      case 'head':
      case 'name':
      case 'after-name':
      case 'id':
      case 'after-separator':
      case 'fenced-name':
      case 'fence-open':
        this.call?.fail(this.error('UNTERMINATED_TOOL_CALL'));
        this.callSettler.release();
        this.context.fail(received, this.error('UNTERMINATED_TOOL_CALL'));
        return undefined;
      case 'arguments': {
        // Arguments that only lack closing braces are repaired (a held-back partial marker after
        // them stays text); anything else was cut off mid-value.
        const at = this.call?.endAtFinish(this.base, received) ?? received;
        this.settleCall(at);
        this.callSettler.release();
        return at === received ? undefined : at;
      }
      case 'after-arguments':
        this.settleCall(this.valueEnd);
        this.callSettler.release();
        return this.valueEnd;
      case 'skip':
        this.settleCall(received);
        this.callSettler.release();
        return undefined;
      case 'list':
        return (this.list as JsonCallList).finish(this.base, received);
    }
  }

  protected step(input: string, i: number): ScanStep {
    switch (this.state) {
      case 'stray':
        return this.end(this.stray());
      case 'section':
        return this.stepSection(input, i);
      case 'noise':
        return this.stepNoise(input, i);
      case 'head':
        return this.stepHead(input, i);
      case 'start':
        return this.stepStart(input, i);
      case 'name':
        return this.stepName(input, i);
      case 'after-name':
        return this.stepAfterName(input, i);
      case 'id':
        return this.stepId(input, i);
      case 'after-separator':
        return this.stepAfterSeparator(input, i);
      case 'fenced-name':
        return this.stepFencedName(input, i);
      case 'fence-open':
        return this.stepFenceOpen(input, i);
      case 'arguments':
        return this.stepArguments(input, i);
      case 'after-arguments':
        return this.stepAfterArguments(input, i);
      case 'skip':
        return this.stepSkip(input, i);
      case 'list':
        return this.stepList(input, i);
    }
  }

  private stepSection(input: string, i: number): ScanStep {
    const j = skipWhitespace(input, i);
    if (j === input.length) return this.next(j);
    const match = this.markers.section.matchAt(input, j);
    if (match?.kind === 'partial') return this.hold(j);
    if (match?.kind === 'full') {
      if (this.calls.callBegin.includes(match.marker)) {
        if (this.calls.callEnd.length === 0) {
          // Without call end markers the last call ended with its JSON: what lies between the
          // two calls is envelope.
          this.callSettler.release();
          this.context.commit(this.base + j);
        }
        this.state = this.calls.nameChar === undefined ? 'head' : 'start';
        this.name = '';
        return this.next(j + match.marker.length);
      }
      const at = this.base + j + match.marker.length;
      if (!this.anyCall) return this.end(this.endSection(at));
      this.callSettler.close(at);
      return this.end(at);
    }
    if (!this.anyCall && (this.calls.maxNoise ?? 0) > 0) {
      return this.toNoise(j, undefined);
    }
    // Text where a call should begin: the section ended without its end marker.
    return this.end(this.endSection(this.sectionEnd(this.base + j)));
  }

  /** Words where a call should begin: perhaps a preamble (see {@link EnvelopeCalls.maxNoise}). */
  protected toNoise(j: number, error: ToolCallParseError | undefined): ScanStep {
    if ((this.calls.maxNoise ?? 0) === 0) {
      return this.failAndEnd(this.base + j, error ?? this.error('EMPTY_TOOL_CALL'));
    }
    // Words read as a name already are part of the noise: it began where the name did.
    if (this.state !== 'name' && this.state !== 'after-name') this.valueEnd = this.base + j;
    this.noiseFailure = error === undefined ? undefined : { at: this.base + j, error };
    this.state = 'noise';
    return this.next(j);
  }

  /**
   * Words between the envelope's begin and its first call (or list): when one begins within the
   * bound, the begin marker is envelope and the words are text; otherwise there was no envelope.
   */
  private stepNoise(input: string, i: number): ScanStep {
    const read = this.readUntil(input, i, this.markers.noise, this.calls.maxNoise ?? 0);
    if (read.kind === 'more') return this.next(input.length);
    if (read.kind === 'hold') return this.hold(read.index);
    if (read.kind === 'over') return this.end(this.noiseEnded());
    const list = LIST_OPENERS.includes(read.marker);
    // Words lead to a list (Mistral) or to a call begin (Kimi), as the format declares.
    const call = !this.calls.jsonList && this.calls.callBegin.includes(read.marker);
    if (!list && !call) return this.end(this.noiseEnded());
    this.context.commit(this.valueEnd);
    this.context.pass(this.base + read.index);
    if (list) return this.toList(input, read.index);
    this.state = 'head';
    return this.next(read.index + read.marker.length);
  }

  private noiseEnded(): number {
    const failure = this.noiseFailure;
    if (failure === undefined) return this.endSection(this.valueEnd);
    this.context.fail(failure.at, failure.error);
    return failure.at;
  }
}
