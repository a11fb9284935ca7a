import { MarkerMatcher } from '../engine/marker-matcher';
import { matchLiteral } from '../engine/match-literal';
import type { ScanStep } from '../engine/scan-segment';
import type { SegmentContext } from '../engine/segment';
import { skipWhitespace } from '../engine/skip-whitespace';
import type { UniqueIds } from '../engine/unique-ids';
import { ToolCallParseError } from '../errors/tool-call-parse-error';
import { EnvelopeCallSteps, type EnvelopeState } from './envelope-call-steps';
import type { EnvelopeCalls } from './envelope-calls';
import { LIST_OPENERS } from './envelope-matchers';
import type { JsonCallList } from './json-call-list';

/** What ends the name line of fenced arguments. */
const FENCED_NAME_ENDS = new MarkerMatcher(['\n', '`', '{']);
/** Longest ```` ```json ```` line before fenced arguments. */
const MAX_FENCE_LINE = 36;

/**
 * A section of calls, or one call, of an {@link EnvelopeCalls} format. Each call is committed as
 * soon as it is complete, so a section cut off by `max_tokens` (no section end) still yields its
 * complete calls; a call that fails releases only its own text (the section's closing token with
 * it when every call failed). A call begin without a section opens a section of its own.
 */
export class EnvelopeSegment extends EnvelopeCallSteps {
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
  private toNoise(j: number, error: ToolCallParseError | undefined): ScanStep {
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

  protected stepHead(input: string, i: number): ScanStep {
    const read = this.readUntil(input, i, this.markers.head, this.calls.maxHead);
    if (read.kind === 'more') return this.next(input.length);
    if (read.kind === 'hold') return this.hold(read.index);
    if (read.kind === 'over')
      return this.failAndEnd(this.base + read.index, this.error('MISSING_TOOL_NAME'));
    if (this.calls.argumentsBegin.includes(read.marker)) {
      if (this.calls.fencedArguments) {
        this.name = read.read;
        this.state = 'after-separator';
      } else {
        this.beginCall(read.read, undefined);
      }
      return this.next(read.index + read.marker.length);
    }
    this.beginCall(read.read, undefined);
    // A call written without arguments (`head<call end>`).
    this.call?.end();
    this.valueEnd = this.base + read.index;
    this.state = 'after-arguments';
    return this.next(read.index);
  }

  /** Where a bare tool name should begin: a JSON list, the name, or words. */
  private stepStart(input: string, i: number): ScanStep {
    const j = skipWhitespace(input, i);
    if (j === input.length) return this.next(j);
    const c = input[j] as string;
    const marker = this.markers.section.matchAt(input, j);
    if (marker?.kind === 'partial') return this.hold(j);
    if (marker?.kind === 'full')
      return this.failAndEnd(this.base + j, this.error('EMPTY_TOOL_CALL'));
    if (this.calls.jsonList && (c === '[' || c === '{')) return this.toList(input, j);
    if (!(this.calls.nameChar as (char: string) => boolean)(c)) {
      return this.toNoise(j, this.error('EMPTY_TOOL_CALL'));
    }
    this.valueEnd = this.base + j;
    this.state = 'name';
    return this.next(j);
  }

  private stepName(input: string, i: number): ScanStep {
    const nameChar = this.calls.nameChar as (char: string) => boolean;
    let j = i;
    while (j < input.length && nameChar(input[j] as string)) j++;
    this.name += input.slice(i, j);
    if (this.name.length > this.calls.maxHead) {
      return this.failAndEnd(this.base + j, this.error('INVALID_ARGUMENTS'));
    }
    if (j < input.length) this.state = 'after-name';
    return this.next(j);
  }

  /** After a bare name: a separator, a call id, or the `{` of the arguments. */
  private stepAfterName(input: string, i: number): ScanStep {
    const j = skipWhitespace(input, i);
    if (j === input.length) return this.next(j);
    if (input[j] === '{') {
      this.beginCall(this.name, undefined);
      return this.next(j);
    }
    const match = this.markers.afterName.matchAt(input, j);
    if (match?.kind === 'partial') return this.hold(j);
    if (match?.kind !== 'full') return this.toNoise(j, this.error('INVALID_ARGUMENTS'));
    if (match.marker === this.calls.idBegin) this.state = 'id';
    else this.beginCall(this.name, undefined);
    return this.next(j + match.marker.length);
  }

  /** The arguments at once (the head was the name), or a name line and a fence first. */
  private stepAfterSeparator(input: string, i: number): ScanStep {
    const j = skipWhitespace(input, i);
    if (j === input.length) return this.next(j);
    if (input[j] === '{' || input[j] === '[') {
      this.beginCall(this.name, undefined);
      return this.next(j);
    }
    this.state = 'fenced-name';
    return this.next(j);
  }

  private stepFencedName(input: string, i: number): ScanStep {
    const read = this.readUntil(input, i, FENCED_NAME_ENDS, this.calls.maxHead);
    if (read.kind === 'more') return this.next(input.length);
    if (read.kind === 'hold') return this.hold(read.index);
    this.beginCall(read.read.trim(), undefined);
    if (read.kind === 'over') return this.brokenFence(read.index);
    this.state = 'fence-open';
    return this.next(read.index);
  }

  /** An optional ```` ```json ```` line before the arguments. */
  private stepFenceOpen(input: string, i: number): ScanStep {
    const j = skipWhitespace(input, i);
    if (j === input.length) return this.next(j);
    if (input[j] === '{' || input[j] === '[') {
      this.state = 'arguments';
      return this.next(j);
    }
    const fence = matchLiteral('```', input, j, false);
    if (fence === 'more') return this.hold(j);
    const newline = input.indexOf('\n', j + 3);
    if (fence === 'no' || (newline === -1 && input.length - j > MAX_FENCE_LINE)) {
      return this.brokenFence(j);
    }
    if (newline === -1) return this.hold(j);
    if (newline - j > MAX_FENCE_LINE) return this.brokenFence(j);
    this.state = 'arguments';
    return this.next(newline + 1);
  }

  /** No fenced arguments where they belong: the call's text runs to its end marker. */
  private brokenFence(j: number): ScanStep {
    const error = new ToolCallParseError({
      code: 'INVALID_JSON',
      message: `Expected a tool name and a \`\`\`json block with the arguments in the ${this.calls.format} tool call.`,
      ...(this.call === undefined ? {} : { toolName: this.name.trim() }),
    });
    this.call?.fail(error);
    this.state = 'skip';
    return this.next(j);
  }

  private stepId(input: string, i: number): ScanStep {
    const read = this.readUntil(input, i, this.markers.id, this.calls.maxHead);
    if (read.kind === 'more') return this.next(input.length);
    if (read.kind === 'hold') return this.hold(read.index);
    if (read.kind === 'over')
      return this.failAndEnd(this.base + read.index, this.error('UNTERMINATED_TOOL_CALL'));
    if (!this.calls.argumentsBegin.includes(read.marker)) {
      return this.failAndEnd(this.base + read.index, this.error('INVALID_ARGUMENTS'));
    }
    this.beginCall(this.name, read.read.trim());
    return this.next(read.index + read.marker.length);
  }
}
