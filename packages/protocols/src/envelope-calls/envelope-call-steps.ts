import { matchLiteral } from '../engine/match-literal';
import { ScanSegment, type ScanStep } from '../engine/scan-segment';
import type { SegmentContext } from '../engine/segment';
import { skipWhitespace } from '../engine/skip-whitespace';
import type { UniqueIds } from '../engine/unique-ids';
import { ToolCallParseError } from '../errors/tool-call-parse-error';
import { unknownToolError } from '../errors/unknown-tool-error';
import { JsonArgumentsCall } from '../json-calls/json-arguments-call';
import type { EnvelopeCalls } from './envelope-calls';
import { type EnvelopeMatchers, envelopeError, envelopeMatchers } from './envelope-matchers';
import { JsonCallList } from './json-call-list';

/**
 * `section`: between calls. `noise`: words before the first call or list. `head`: a head up to a
 * marker. `start`, `name`, `after-name`, `id`: a bare tool name (or a list) and its call id.
 * `after-separator`, `fenced-name`, `fence-open`: a name line and a fence before the arguments.
 * `arguments`: the JSON arguments. `after-arguments`: up to the call's end. `skip`: a broken
 * call's text, up to its end. `list`: a JSON list of call objects. `stray`: a section end with no
 * section open.
 */
export type EnvelopeState =
  | 'section'
  | 'noise'
  | 'head'
  | 'start'
  | 'name'
  | 'after-name'
  | 'id'
  | 'after-separator'
  | 'fenced-name'
  | 'fence-open'
  | 'arguments'
  | 'after-arguments'
  | 'skip'
  | 'list'
  | 'stray';

/**
 * The call half of {@link EnvelopeSegment}: a call's JSON arguments, the end of a call, how its
 * text is settled, and a JSON list of call objects. The section and head states build on it.
 */
export abstract class EnvelopeCallSteps extends ScanSegment {
  protected abstract state: EnvelopeState;
  protected call: JsonArgumentsCall | undefined;
  protected list: JsonCallList | undefined;
  /** The bare tool name read so far. */
  protected name = '';
  /** Segment position just after the current call's arguments (or where noise began). */
  protected valueEnd = 0;
  protected readonly markers: EnvelopeMatchers;

  constructor(
    context: SegmentContext,
    protected readonly calls: EnvelopeCalls,
    /** The ids given out so far in this parse, for formats that write their own. */
    protected readonly ids?: UniqueIds,
  ) {
    super(context);
    this.markers = envelopeMatchers(calls);
  }

  protected stepArguments(input: string, i: number): ScanStep {
    const step = (this.call as JsonArgumentsCall).read(input, i);
    switch (step.kind) {
      case 'more':
        return this.next(input.length);
      case 'hold':
        return this.hold(step.from);
      case 'failed':
        // Without call end markers, a broken call's text ends where its JSON broke.
        if (this.calls.callEnd.length === 0) return this.settleAndEnd(this.base + step.at);
        this.state = 'skip';
        return this.next(Math.max(i, step.at));
      default: {
        // Complete, or its end came before its JSON was complete (repaired, or failed).
        const next = step.kind === 'done' ? step.next : step.at;
        this.valueEnd = this.base + next;
        this.state = 'after-arguments';
        if (this.calls.callEnd.length > 0) return this.next(next);
        // Without call end markers the call ends with its JSON.
        this.settleCall(this.valueEnd);
        this.state = 'section';
        return this.next(next);
      }
    }
  }

  protected stepAfterArguments(input: string, i: number): ScanStep {
    const j = skipWhitespace(input, i);
    if (j === input.length) return this.next(j);
    const match = this.markers.arguments.matchAt(input, j);
    if (match?.kind === 'partial') return this.hold(j);
    if (match?.kind === 'full') return this.callBoundary(j, match.marker);
    if (this.calls.fencedArguments && input[j] === '`') {
      // The fence around the arguments closes.
      const fence = matchLiteral('```', input, j, false);
      if (fence === 'more') return this.hold(j);
      if (fence === 'yes') {
        this.valueEnd = this.base + j + 3;
        return this.next(j + 3);
      }
    }
    // Text right after the arguments: the call and the section ended without their markers.
    return this.settleAndEnd(this.valueEnd);
  }

  /** After broken arguments: the call's text runs to its end marker, then the section goes on. */
  protected stepSkip(input: string, i: number): ScanStep {
    const match = this.markers.arguments.find(input, i);
    if (match.kind === 'none') return this.next(input.length);
    if (match.kind === 'partial') return this.hold(match.index);
    return this.callBoundary(match.index, match.marker);
  }

  protected stepList(input: string, i: number): ScanStep {
    const step = (this.list as JsonCallList).step(input, i, this.base);
    switch (step.kind) {
      case 'next':
        return this.next(step.next);
      case 'hold':
        return this.hold(step.from);
      case 'end':
        return this.end(step.at);
      case 'done':
        this.valueEnd = step.at;
        this.state = 'section';
        return this.next(step.next);
    }
  }

  protected toList(input: string, j: number): ScanStep {
    const open = input[j] === '{' ? '{' : '[';
    this.list = new JsonCallList(this.context, this.markers.section, open, this.base + j);
    this.state = 'list';
    return this.next(open === '[' ? j + 1 : j);
  }

  /** A marker at `j` ends the call: its own end marker belongs to it, the next call's does not. */
  protected callBoundary(j: number, marker: string): ScanStep {
    const own = this.calls.callEnd.includes(marker) ? marker.length : 0;
    this.settleCall(this.base + j + own);
    this.state = 'section';
    return this.next(j + own);
  }

  protected beginCall(head: string, id: string | undefined): void {
    // A failed call still waiting for its boundary comes out before the next call begins.
    this.callSettler.release();
    const read = this.calls.readHead(head, this.context.tools);
    const delimiters = this.markers.arguments;
    this.state = 'arguments';
    if (read.tool !== undefined) {
      this.call = JsonArgumentsCall.start(
        this.context,
        read.tool,
        delimiters,
        this.ids,
        id ?? read.id,
      );
      return;
    }
    const error =
      read.name.length === 0
        ? this.error('MISSING_TOOL_NAME')
        : unknownToolError(read.name, this.context.tools);
    this.call = JsonArgumentsCall.failed(read.name, delimiters, error);
  }

  /** A call whose head is broken: its text is released with `error` once its extent is known. */
  protected failCall(head: string, error: ToolCallParseError): void {
    this.callSettler.release();
    this.call = JsonArgumentsCall.failed(head.trim(), this.markers.arguments, error);
  }

  /** A head that ended without the separator the format always writes. */
  protected missingSeparator(): ToolCallParseError {
    return new ToolCallParseError({
      code: 'INVALID_JSON',
      message: `Expected a tool name and ${this.calls.argumentsBegin[0]} in the ${this.calls.format} tool-call section.`,
    });
  }

  /** The current call's text ends at `at`: committed, or released once the next boundary is known. */
  protected settleCall(at: number): void {
    this.callSettler.call(at, this.call?.error);
    this.call = undefined;
  }

  protected settleAndEnd(at: number): ScanStep {
    this.settleCall(at);
    this.callSettler.release();
    return this.end(at);
  }

  /**
   * Where a section that ends without its end marker ends, text following at `at`: there, or —
   * for a format without call end markers, whose calls end with their JSON — after the last call,
   * the whitespace after it being the text's.
   */
  protected sectionEnd(at: number): number {
    return this.calls.callEnd.length === 0 && this.anyCall ? this.valueEnd : at;
  }

  /** The section ends at `at` without its end marker (or with nothing in it); returns `at`. */
  protected endSection(at: number): number {
    if (!this.anyCall) this.context.fail(at, this.error('EMPTY_TOOL_CALL'));
    else this.callSettler.release();
    return at;
  }

  /** Whether a call (or a list of them) ended in this segment. */
  protected get anyCall(): boolean {
    return this.callSettler.touched || this.list !== undefined;
  }

  /** A section's end with no section open: envelope, never text. */
  protected stray(): number {
    const at = this.context.marker.length;
    this.context.commit(at);
    return at;
  }

  protected error(code: Parameters<typeof envelopeError>[1]): ToolCallParseError {
    return envelopeError(this.calls, code, this.context.marker, this.name);
  }
}
