import { CallSettler } from '../engine/call-settler';
import { lazy } from '../engine/lazy';
import { MarkerMatcher } from '../engine/marker-matcher';
import { ScanSegment, type ScanStep } from '../engine/scan-segment';
import type { SegmentContext } from '../engine/segment';
import { skipWhitespace } from '../engine/skip-whitespace';
import type { UniqueIds } from '../engine/unique-ids';
import { ToolCallParseError } from '../errors/tool-call-parse-error';
import { unknownToolError } from '../errors/unknown-tool-error';
import { JsonArgumentsCall } from '../json-calls/json-arguments-call';
import { parseKimiToolCallId } from './kimi-tool-call-id';

/** Opens a section of calls (both spellings Kimi models write). */
export const KIMI_SECTION_BEGIN = ['<|tool_calls_section_begin|>', '<|tool_call_section_begin|>'];
/** Closes a section of calls. */
export const KIMI_SECTION_END = ['<|tool_calls_section_end|>', '<|tool_call_section_end|>'];
/** Opens one call; its id `functions.NAME:IDX` follows. */
export const KIMI_CALL_BEGIN = '<|tool_call_begin|>';
/** Separates a call's id from its JSON arguments. */
export const KIMI_ARGUMENT_BEGIN = '<|tool_call_argument_begin|>';
/** Closes one call. */
export const KIMI_CALL_END = '<|tool_call_end|>';

/** An id longer than this is not an id: the call is given up. */
const MAX_ID = 512;

/** The delimiter matchers, shared by every section. */
const kimiMatchers = lazy(() => ({
  /** What may follow in a section, between calls. */
  section: new MarkerMatcher([KIMI_CALL_BEGIN, ...KIMI_SECTION_END]),
  /** What ends a call id. */
  id: new MarkerMatcher([KIMI_ARGUMENT_BEGIN, KIMI_CALL_END, KIMI_CALL_BEGIN, ...KIMI_SECTION_END]),
  /** What ends the arguments of a call. */
  arguments: new MarkerMatcher([KIMI_CALL_END, KIMI_CALL_BEGIN, ...KIMI_SECTION_END]),
}));

type State = 'section' | 'id' | 'arguments' | 'after-arguments' | 'skip-call';

/**
 * A Kimi K2 tool-call section:
 * `<|tool_calls_section_begin|><|tool_call_begin|>functions.NAME:IDX<|tool_call_argument_begin|>
 * {json}<|tool_call_end|>…<|tool_calls_section_end|>`. Each call is committed as soon as it is
 * complete, so a section cut off by `max_tokens` (no section end) still yields its complete calls,
 * and a call that fails releases only its own text. A `<|tool_call_begin|>` without a section
 * opens a section of its own.
 */
export class KimiSectionSegment extends ScanSegment {
  private state: State;
  private idParts: string[] = [];
  private idLength = 0;
  private call: JsonArgumentsCall | undefined;
  /** Segment position just after the current call's arguments. */
  private valueEnd = 0;
  private readonly settler: CallSettler;
  private readonly markers = kimiMatchers();

  constructor(
    context: SegmentContext,
    /** The ids given out so far in this parse. */
    private readonly ids: UniqueIds,
  ) {
    super(context);
    this.state = context.marker === KIMI_CALL_BEGIN ? 'id' : 'section';
    this.settler = new CallSettler(context);
  }

  override finish(): number | undefined {
    const received = this.received;
    switch (this.state) {
      case 'section':
        // No section end (cut off by max_tokens): the complete calls stand.
        return this.endSection(this.base);
      case 'id':
        this.settler.release();
        this.context.fail(
          received,
          new ToolCallParseError({
            code: 'UNTERMINATED_TOOL_CALL',
            message: 'The output ended inside a Kimi tool-call id.',
          }),
        );
        return undefined;
      case 'arguments': {
        // Arguments that only lack closing braces are repaired (a held-back partial marker after
        // them stays text); anything else was cut off mid-value.
        const at = this.call?.endAtFinish(this.base, received) ?? received;
        this.settleCall(at);
        this.settler.release();
        return at === received ? undefined : at;
      }
      case 'after-arguments':
        this.settleCall(this.valueEnd);
        this.settler.release();
        return this.valueEnd;
      case 'skip-call':
        this.settleCall(received);
        this.settler.release();
        return undefined;
    }
  }

  protected step(input: string, i: number): ScanStep {
    switch (this.state) {
      case 'section':
        return this.stepSection(input, i);
      case 'id':
        return this.stepId(input, i);
      case 'arguments':
        return this.stepArguments(input, i);
      case 'after-arguments':
        return this.stepAfterArguments(input, i);
      case 'skip-call':
        return this.stepSkip(input, i);
    }
  }

  private stepSection(input: string, i: number): ScanStep {
    const j = skipWhitespace(input, i);
    if (j === input.length) return this.next(j);
    const match = this.markers.section.matchAt(input, j);
    if (match?.kind === 'partial') return this.hold(j);
    if (match?.kind === 'full') {
      if (match.marker === KIMI_CALL_BEGIN) {
        this.state = 'id';
        this.idParts = [];
        this.idLength = 0;
        return this.next(j + match.marker.length);
      }
      const at = this.base + j + match.marker.length;
      if (!this.settler.touched) return this.end(this.endSection(at));
      this.settler.close(at);
      return this.end(at);
    }
    // Text where a call should begin: the section ended without its end marker.
    return this.end(this.endSection(this.base + j));
  }

  private stepId(input: string, i: number): ScanStep {
    const match = this.markers.id.find(input, i);
    const stop = match.kind === 'none' ? input.length : match.index;
    this.idParts.push(input.slice(i, stop));
    this.idLength += stop - i;
    if (this.idLength > MAX_ID) {
      this.settler.release();
      this.context.fail(
        this.base + stop,
        new ToolCallParseError({
          code: 'MISSING_TOOL_NAME',
          message: `${KIMI_CALL_BEGIN} was not followed by ${KIMI_ARGUMENT_BEGIN} within ${MAX_ID} characters.`,
        }),
      );
      return this.end(this.base + stop);
    }
    if (match.kind === 'none') return this.next(input.length);
    if (match.kind === 'partial') return this.hold(match.index);
    this.beginCall();
    if (match.marker === KIMI_ARGUMENT_BEGIN) {
      this.state = 'arguments';
      return this.next(match.index + match.marker.length);
    }
    // `functions.NAME:IDX<|tool_call_end|>`: a call written without arguments.
    this.call?.end();
    this.valueEnd = this.base + match.index;
    this.state = 'after-arguments';
    return this.next(match.index);
  }

  private stepArguments(input: string, i: number): ScanStep {
    const step = (this.call as JsonArgumentsCall).read(input, i);
    switch (step.kind) {
      case 'more':
        return this.next(input.length);
      case 'hold':
        return this.hold(step.from);
      case 'failed':
        this.state = 'skip-call';
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
    if (match?.kind === 'full') {
      const own = match.marker === KIMI_CALL_END ? match.marker.length : 0;
      this.settleCall(this.base + j + own);
      this.state = 'section';
      return this.next(j + own);
    }
    // Text right after the arguments: the call and the section ended without their markers.
    this.settleCall(this.valueEnd);
    this.settler.release();
    return this.end(this.valueEnd);
  }

  /** After broken arguments: the call's text runs to its end marker, then the section goes on. */
  private stepSkip(input: string, i: number): ScanStep {
    const match = this.markers.arguments.find(input, i);
    if (match.kind === 'none') return this.next(input.length);
    if (match.kind === 'partial') return this.hold(match.index);
    const own = match.marker === KIMI_CALL_END ? match.marker.length : 0;
    this.settleCall(this.base + match.index + own);
    this.state = 'section';
    return this.next(match.index + own);
  }

  private beginCall(): void {
    const { id, name, tool } = parseKimiToolCallId(this.idParts.join(''), this.context.tools);
    this.idParts = [];
    const delimiters = this.markers.arguments;
    if (tool !== undefined) {
      this.call = JsonArgumentsCall.start(this.context, tool, delimiters, this.ids, id);
      return;
    }
    const error =
      name.length === 0
        ? new ToolCallParseError({
            code: 'MISSING_TOOL_NAME',
            message: `${KIMI_CALL_BEGIN} was not followed by a call id such as functions.NAME:0.`,
          })
        : unknownToolError(name, this.context.tools);
    this.call = JsonArgumentsCall.failed(name, delimiters, error);
  }

  /** The current call's text ends at `at`: committed, or released once the next boundary is known. */
  private settleCall(at: number): void {
    this.settler.call(at, this.call?.error);
    this.call = undefined;
  }

  /** The section ends at `at` without its end marker (or with nothing in it); returns `at`. */
  private endSection(at: number): number {
    if (!this.settler.touched) {
      this.context.fail(
        at,
        new ToolCallParseError({
          code: 'EMPTY_TOOL_CALL',
          message: `${this.context.marker} was not followed by ${KIMI_CALL_BEGIN}.`,
        }),
      );
    } else {
      this.settler.release();
    }
    return at;
  }
}
