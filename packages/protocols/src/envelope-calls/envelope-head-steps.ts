import { MarkerMatcher } from '../engine/marker-matcher';
import { matchLiteral } from '../engine/match-literal';
import type { ScanStep } from '../engine/scan-segment';
import { skipWhitespace } from '../engine/skip-whitespace';
import { ToolCallParseError } from '../errors/tool-call-parse-error';
import { EnvelopeCallSteps } from './envelope-call-steps';

/** What ends the name line of fenced arguments. */
const FENCED_NAME_ENDS = new MarkerMatcher(['\n', '`', '{']);
/** Longest ```` ```json ```` line before fenced arguments. */
const MAX_FENCE_LINE = 36;

/**
 * The head half of {@link EnvelopeSegment}: what stands between a call's begin and its JSON
 * arguments — a head up to a marker, a bare tool name and its call id, or a call kind with the
 * name on its own line and the arguments in a fence. The section around the calls builds on it.
 */
export abstract class EnvelopeHeadSteps extends EnvelopeCallSteps {
  /** Words where a call should begin: perhaps a preamble (see `EnvelopeCalls.maxNoise`). */
  protected abstract toNoise(j: number, error: ToolCallParseError | undefined): ScanStep;

  protected stepHead(input: string, i: number): ScanStep {
    const read = this.readUntil(input, i, this.markers.head, this.calls.maxHead);
    if (read.kind === 'more') return this.next(input.length);
    if (read.kind === 'hold') return this.hold(read.index);
    if (read.kind === 'over')
      return this.failAndEnd(this.base + read.index, this.error('MISSING_TOOL_NAME'));
    const separator = this.calls.argumentsBegin.includes(read.marker);
    if (this.calls.strictHead && (!separator || !/^[^<\n]+$/.test(read.read))) {
      this.failCall(read.read, this.missingSeparator());
      if (separator) {
        // Its arguments are read only to find where the call ends.
        this.state = 'arguments';
        return this.next(read.index + read.marker.length);
      }
    } else if (separator) {
      if (this.calls.fencedArguments) {
        this.name = read.read;
        this.state = 'after-separator';
      } else {
        this.beginCall(read.read, undefined);
      }
      return this.next(read.index + read.marker.length);
    } else {
      this.beginCall(read.read, undefined);
      // A call written without arguments (`head<call end>`).
      this.call?.end();
    }
    this.valueEnd = this.base + read.index;
    this.state = 'after-arguments';
    return this.next(read.index);
  }

  /** Where a bare tool name should begin: a JSON list, the name, or words. */
  protected stepStart(input: string, i: number): ScanStep {
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

  protected stepName(input: string, i: number): ScanStep {
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
  protected stepAfterName(input: string, i: number): ScanStep {
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
  protected stepAfterSeparator(input: string, i: number): ScanStep {
    const j = skipWhitespace(input, i);
    if (j === input.length) return this.next(j);
    if (input[j] === '{' || input[j] === '[') {
      this.beginCall(this.name, undefined);
      return this.next(j);
    }
    this.state = 'fenced-name';
    return this.next(j);
  }

  protected stepFencedName(input: string, i: number): ScanStep {
    const read = this.readUntil(input, i, FENCED_NAME_ENDS, this.calls.maxHead);
    if (read.kind === 'more') return this.next(input.length);
    if (read.kind === 'hold') return this.hold(read.index);
    this.beginCall(read.read.trim(), undefined);
    if (read.kind === 'over') return this.brokenFence(read.index);
    this.state = 'fence-open';
    return this.next(read.index);
  }

  /** An optional ```` ```json ```` line before the arguments. */
  protected stepFenceOpen(input: string, i: number): ScanStep {
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

  protected stepId(input: string, i: number): ScanStep {
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
