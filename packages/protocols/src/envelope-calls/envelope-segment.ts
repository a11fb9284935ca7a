import { MarkerMatcher } from '../engine/marker-matcher';
import { ScanSegment, type ScanStep } from '../engine/scan-segment';
import type { SegmentContext } from '../engine/segment';
import { skipWhitespace } from '../engine/skip-whitespace';
import type { UniqueIds } from '../engine/unique-ids';
import { ToolCallParseError, type ToolCallParseErrorCode } from '../errors/tool-call-parse-error';
import { unknownToolError } from '../errors/unknown-tool-error';
import { JsonArgumentsCall } from '../json-calls/json-arguments-call';
import type { EnvelopeCalls } from './envelope-calls';

type State = 'section' | 'noise' | 'head' | 'arguments' | 'after-arguments' | 'skip' | 'stray';

/** The delimiter matchers of one declaration, built once and shared by its segments. */
export interface EnvelopeMatchers {
  /** What may follow in a section, between calls. */
  readonly section: MarkerMatcher;
  /** What ends a head. */
  readonly head: MarkerMatcher;
  /** What ends the arguments of a call. */
  readonly arguments: MarkerMatcher;
}

const built = new WeakMap<EnvelopeCalls, EnvelopeMatchers>();

function matchersOf(calls: EnvelopeCalls): EnvelopeMatchers {
  let matchers = built.get(calls);
  if (matchers === undefined) {
    const next = [...calls.callBegin, ...calls.sectionEnd];
    matchers = {
      section: new MarkerMatcher(next),
      head: new MarkerMatcher([...calls.argumentsBegin, ...calls.callEnd, ...next]),
      arguments: new MarkerMatcher([...calls.callEnd, ...next]),
    };
    built.set(calls, matchers);
  }
  return matchers;
}

/**
 * A section of calls, or one call, of an {@link EnvelopeCalls} format. Each call is committed as
 * soon as it is complete, so a section cut off by `max_tokens` (no section end) still yields its
 * complete calls; a call that fails releases only its own text (the section's closing token with
 * it when every call failed). A call begin without a section opens a section of its own.
 */
export class EnvelopeSegment extends ScanSegment {
  private state: State;
  private call: JsonArgumentsCall | undefined;
  /** Segment position just after the current call's arguments (or where noise began). */
  private valueEnd = 0;
  private readonly markers: EnvelopeMatchers;

  constructor(
    context: SegmentContext,
    private readonly calls: EnvelopeCalls,
    /** The ids given out so far in this parse, for formats that write their own. */
    private readonly ids?: UniqueIds,
  ) {
    super(context);
    this.markers = matchersOf(calls);
    const marker = context.marker;
    if (calls.sectionEnd.includes(marker)) this.state = 'stray';
    else this.state = calls.sectionBegin.includes(marker) ? 'section' : 'head';
  }

  override finish(): number | undefined {
    const received = this.received;
    switch (this.state) {
      case 'stray':
        return this.stray();
      case 'section':
        // No section end (cut off by max_tokens): the complete calls stand.
        return this.endSection(this.base);
      case 'noise':
        return this.endSection(this.valueEnd);
      case 'head':
        this.callSettler.release();
        this.context.fail(
          received,
          this.error(
            'UNTERMINATED_TOOL_CALL',
            `The output ended inside a ${this.calls.format} call head.`,
          ),
        );
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
      case 'arguments':
        return this.stepArguments(input, i);
      case 'after-arguments':
        return this.stepAfterArguments(input, i);
      case 'skip':
        return this.stepSkip(input, i);
    }
  }

  private stepSection(input: string, i: number): ScanStep {
    const j = skipWhitespace(input, i);
    if (j === input.length) return this.next(j);
    const match = this.markers.section.matchAt(input, j);
    if (match?.kind === 'partial') return this.hold(j);
    if (match?.kind === 'full') {
      if (this.calls.callBegin.includes(match.marker)) {
        this.state = 'head';
        return this.next(j + match.marker.length);
      }
      const at = this.base + j + match.marker.length;
      if (!this.callSettler.touched) return this.end(this.endSection(at));
      this.callSettler.close(at);
      return this.end(at);
    }
    if (!this.callSettler.touched && (this.calls.maxNoise ?? 0) > 0) {
      this.valueEnd = this.base + j;
      this.state = 'noise';
      return this.next(j);
    }
    // Text where a call should begin: the section ended without its end marker.
    return this.end(this.endSection(this.base + j));
  }

  /**
   * Words between the section's begin and its first call: when a call begins within the bound,
   * the section's begin is envelope and the words are text; otherwise there was no section.
   */
  private stepNoise(input: string, i: number): ScanStep {
    const read = this.readUntil(input, i, this.markers.section, this.calls.maxNoise ?? 0);
    if (read.kind === 'more') return this.next(input.length);
    if (read.kind === 'hold') return this.hold(read.index);
    if (read.kind === 'found' && this.calls.callBegin.includes(read.marker)) {
      this.context.commit(this.valueEnd);
      this.context.pass(this.base + read.index);
      this.state = 'head';
      return this.next(read.index + read.marker.length);
    }
    return this.end(this.endSection(this.valueEnd));
  }

  private stepHead(input: string, i: number): ScanStep {
    const read = this.readUntil(input, i, this.markers.head, this.calls.maxHead);
    switch (read.kind) {
      case 'more':
        return this.next(input.length);
      case 'hold':
        return this.hold(read.index);
      case 'over': {
        const { callBegin, argumentsBegin, maxHead } = this.calls;
        const message = `${callBegin[0]} was not followed by ${argumentsBegin[0]} within ${maxHead} characters.`;
        return this.failAndEnd(this.base + read.index, this.error('MISSING_TOOL_NAME', message));
      }
    }
    this.beginCall(read.read);
    if (this.calls.argumentsBegin.includes(read.marker)) {
      this.state = 'arguments';
      return this.next(read.index + read.marker.length);
    }
    // A call written without arguments (`head<call end>`).
    this.call?.end();
    this.valueEnd = this.base + read.index;
    this.state = 'after-arguments';
    return this.next(read.index);
  }

  private stepArguments(input: string, i: number): ScanStep {
    const step = (this.call as JsonArgumentsCall).read(input, i);
    switch (step.kind) {
      case 'more':
        return this.next(input.length);
      case 'hold':
        return this.hold(step.from);
      case 'failed':
        this.state = 'skip';
        return this.next(Math.max(i, step.at));
      default: {
        // Complete, or its end came before its JSON was complete (repaired, or failed).
        const next = step.kind === 'done' ? step.next : step.at;
        this.valueEnd = this.base + next;
        this.state = 'after-arguments';
        return this.next(next);
      }
    }
  }

  private stepAfterArguments(input: string, i: number): ScanStep {
    const j = skipWhitespace(input, i);
    if (j === input.length) return this.next(j);
    const match = this.markers.arguments.matchAt(input, j);
    if (match?.kind === 'partial') return this.hold(j);
    if (match?.kind === 'full') return this.callBoundary(j, match.marker);
    // Text right after the arguments: the call and the section ended without their markers.
    this.settleCall(this.valueEnd);
    this.callSettler.release();
    return this.end(this.valueEnd);
  }

  /** After broken arguments: the call's text runs to its end marker, then the section goes on. */
  private stepSkip(input: string, i: number): ScanStep {
    const match = this.markers.arguments.find(input, i);
    if (match.kind === 'none') return this.next(input.length);
    if (match.kind === 'partial') return this.hold(match.index);
    return this.callBoundary(match.index, match.marker);
  }

  /** A marker at `j` ends the call: its own end marker belongs to it, the next call's does not. */
  private callBoundary(j: number, marker: string): ScanStep {
    const own = this.calls.callEnd.includes(marker) ? marker.length : 0;
    this.settleCall(this.base + j + own);
    this.state = 'section';
    return this.next(j + own);
  }

  private beginCall(head: string): void {
    const { name, tool, id } = this.calls.readHead(head, this.context.tools);
    const delimiters = this.markers.arguments;
    if (tool !== undefined) {
      this.call = JsonArgumentsCall.start(this.context, tool, delimiters, this.ids, id);
      return;
    }
    const error =
      name.length === 0
        ? this.error(
            'MISSING_TOOL_NAME',
            `${this.calls.callBegin[0]} was not followed by a call id such as ${this.calls.headExample}.`,
          )
        : unknownToolError(name, this.context.tools);
    this.call = JsonArgumentsCall.failed(name, delimiters, error);
  }

  /** The current call's text ends at `at`: committed, or released once the next boundary is known. */
  private settleCall(at: number): void {
    this.callSettler.call(at, this.call?.error);
    this.call = undefined;
  }

  /** The section ends at `at` without its end marker (or with nothing in it); returns `at`. */
  private endSection(at: number): number {
    if (!this.callSettler.touched) {
      const message = `${this.context.marker} was not followed by ${this.calls.callBegin[0]}.`;
      this.context.fail(at, this.error('EMPTY_TOOL_CALL', message));
    } else {
      this.callSettler.release();
    }
    return at;
  }

  /** A section's end with no section open: envelope, never text. */
  private stray(): number {
    const at = this.context.marker.length;
    this.context.commit(at);
    return at;
  }

  private error(code: ToolCallParseErrorCode, message: string): ToolCallParseError {
    return new ToolCallParseError({ code, message });
  }
}
