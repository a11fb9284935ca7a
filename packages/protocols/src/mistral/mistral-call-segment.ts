import { isToolNameChar } from '../engine/is-tool-name-char';
import { lazy } from '../engine/lazy';
import { MarkerMatcher } from '../engine/marker-matcher';
import { ScanSegment, type ScanStep } from '../engine/scan-segment';
import type { SegmentContext } from '../engine/segment';
import { skipWhitespace } from '../engine/skip-whitespace';
import type { UniqueIds } from '../engine/unique-ids';
import { ToolCallParseError } from '../errors/tool-call-parse-error';
import { unknownToolError } from '../errors/unknown-tool-error';
import { JsonArgumentsCall } from '../json-calls/json-arguments-call';
import { MistralJsonCalls } from './mistral-json-calls';

/** The token before every call (or before the pre-v11 JSON array). */
export const MISTRAL_TOOL_CALLS = '[TOOL_CALLS]';
/** Separates a tool name (or call id) from the JSON arguments. */
export const MISTRAL_ARGS = '[ARGS]';
/** Introduces a call id between the tool name and `[ARGS]`. */
export const MISTRAL_CALL_ID = '[CALL_ID]';

/** A name or id longer than this is not one: the call is given up. */
const MAX_NAME = 256;
/** Whitespace after a call that is held while waiting for a next `[TOOL_CALLS]`. */
const MAX_GAP = 64;

/** The delimiter matchers, shared by every call. */
const mistralMatchers = lazy(() => ({
  toolCalls: new MarkerMatcher([MISTRAL_TOOL_CALLS]),
  afterName: new MarkerMatcher([MISTRAL_ARGS, MISTRAL_CALL_ID]),
  callId: new MarkerMatcher([MISTRAL_ARGS, MISTRAL_TOOL_CALLS]),
}));

type State =
  | 'start'
  | 'name'
  | 'after-name'
  | 'call-id'
  | 'arguments'
  | 'json-calls'
  | 'after-call';

/**
 * What follows one `[TOOL_CALLS]`, in any of Mistral's three generations: a JSON array of
 * `{"name", "arguments"}` objects (pre-v11), `NAME{json}` (v11), or `NAME[ARGS]{json}` with an
 * optional `[CALL_ID]id` (Magistral, Devstral, Mistral Small 3.2 and later). A `[CALL_ID]` is kept
 * as the tool-call id. The segment ends with its call; a following `[TOOL_CALLS]` opens the next.
 */
export class MistralCallSegment extends ScanSegment {
  private state: State = 'start';
  private name = '';
  private id = '';
  private call: JsonArgumentsCall | undefined;
  private jsonCalls: MistralJsonCalls | undefined;
  /** Segment position just after the call (or the pre-v11 array). */
  private valueEnd = 0;
  private readonly markers = mistralMatchers();

  constructor(
    context: SegmentContext,
    /** The ids given out so far in this parse. */
    private readonly ids: UniqueIds,
  ) {
    super(context);
  }

  override finish(): number | undefined {
    const received = this.received;
    switch (this.state) {
      case 'start':
        this.context.fail(received, emptyCall());
        return undefined;
      case 'name':
      case 'after-name':
      case 'call-id':
        this.context.fail(received, this.unterminated());
        return undefined;
      case 'arguments': {
        // A complete call ends before a held-back partial marker; a failed one takes it all.
        const at = this.call?.endAtFinish(this.base, received) ?? received;
        this.settleCall(at);
        return at === received ? undefined : at;
      }
      case 'json-calls':
        return (this.jsonCalls as MistralJsonCalls).finish(this.base, received);
      case 'after-call':
        return this.valueEnd;
    }
  }

  protected step(input: string, i: number): ScanStep {
    switch (this.state) {
      case 'start':
        return this.stepStart(input, i);
      case 'name':
      case 'after-name':
        return this.stepName(input, i);
      case 'call-id':
        return this.stepCallId(input, i);
      case 'arguments':
        return this.stepArguments(input, i);
      case 'json-calls':
        return this.stepJsonCalls(input, i);
      case 'after-call':
        return this.stepAfterCall(input, i);
    }
  }

  private stepStart(input: string, i: number): ScanStep {
    const j = skipWhitespace(input, i);
    if (j === input.length) return this.next(j);
    const c = input[j] as string;
    if (c === '[') {
      const match = this.markers.toolCalls.matchAt(input, j);
      if (match?.kind === 'partial') return this.hold(j);
      if (match?.kind === 'full') return this.failAt(this.base + j, emptyCall());
    }
    if (c === '[' || c === '{') {
      // Pre-v11: a JSON array of calls (or one call object).
      this.jsonCalls = new MistralJsonCalls(this.context, this.markers.toolCalls, c, this.base + j);
      this.state = 'json-calls';
      return this.next(c === '[' ? j + 1 : j);
    }
    if (!isToolNameChar(c)) return this.failAt(this.base + j, emptyCall());
    this.state = 'name';
    return this.next(j);
  }

  private stepName(input: string, i: number): ScanStep {
    let j = i;
    if (this.state === 'name') {
      while (j < input.length && isToolNameChar(input[j] as string)) j++;
      this.name += input.slice(i, j);
      if (this.name.length > MAX_NAME) return this.failAt(this.base + j, this.badName());
      if (j === input.length) return this.next(j);
      this.state = 'after-name';
    }
    j = skipWhitespace(input, j);
    if (j === input.length) return this.next(j);
    const c = input[j];
    if (c === '{') {
      this.beginCall();
      return this.next(j);
    }
    if (c === '[') {
      const match = this.markers.afterName.matchAt(input, j);
      if (match?.kind === 'partial') return this.hold(j);
      if (match?.kind === 'full') {
        if (match.marker === MISTRAL_ARGS) this.beginCall();
        else this.state = 'call-id';
        return this.next(j + match.marker.length);
      }
    }
    return this.failAt(this.base + j, this.badName());
  }

  private stepCallId(input: string, i: number): ScanStep {
    const match = this.markers.callId.find(input, i);
    const stop = match.kind === 'none' ? input.length : match.index;
    this.id += input.slice(i, stop);
    if (this.id.length > MAX_NAME) return this.failAt(this.base + stop, this.unterminated());
    if (match.kind === 'none') return this.next(input.length);
    if (match.kind === 'partial') return this.hold(match.index);
    if (match.marker === MISTRAL_TOOL_CALLS)
      return this.failAt(this.base + match.index, this.badName());
    this.beginCall();
    return this.next(match.index + match.marker.length);
  }

  private stepArguments(input: string, i: number): ScanStep {
    const step = (this.call as JsonArgumentsCall).read(input, i);
    switch (step.kind) {
      case 'more':
        return this.next(input.length);
      case 'hold':
        return this.hold(step.from);
      case 'done':
        return this.callDone(this.base + step.next, step.next);
      default:
        // The next call began before this one's JSON was complete (repaired, or failed), or the
        // JSON broke.
        return this.settleAndEnd(this.base + step.at);
    }
  }

  /** Pre-v11 JSON calls: {@link MistralJsonCalls} reads them; what follows is read here. */
  private stepJsonCalls(input: string, i: number): ScanStep {
    const step = (this.jsonCalls as MistralJsonCalls).step(input, i, this.base);
    switch (step.kind) {
      case 'next':
        return this.next(step.next);
      case 'hold':
        return this.hold(step.from);
      case 'end':
        return this.end(step.at);
      case 'done':
        this.valueEnd = step.at;
        this.state = 'after-call';
        return this.next(step.next);
    }
  }

  private stepAfterCall(input: string, i: number): ScanStep {
    const j = skipWhitespace(input, i);
    if (this.base + j - this.valueEnd > MAX_GAP) return this.end(this.valueEnd);
    if (j === input.length) return this.next(j);
    const match = this.markers.toolCalls.matchAt(input, j);
    if (match?.kind === 'partial') return this.hold(j);
    // Whitespace between two calls belongs to them; before prose it stays text.
    if (match?.kind === 'full') {
      this.context.commit(this.base + j);
      return this.end(this.base + j);
    }
    return this.end(this.valueEnd);
  }

  private beginCall(): void {
    const name = this.name.trim();
    const tool = this.context.tools.lookup(name);
    const delimiters = this.markers.toolCalls;
    this.call =
      tool === undefined
        ? JsonArgumentsCall.failed(name, delimiters, unknownToolError(name, this.context.tools))
        : JsonArgumentsCall.start(this.context, tool, delimiters, this.ids, this.id.trim());
    this.state = 'arguments';
  }

  /** The call is complete at segment position `at`; a next `[TOOL_CALLS]` may follow. */
  private callDone(at: number, next: number): ScanStep {
    this.settleCall(at);
    this.valueEnd = at;
    this.state = 'after-call';
    return this.next(next);
  }

  private settleCall(at: number): void {
    const error = this.call?.error;
    if (error === undefined) this.context.commit(at);
    else this.context.fail(at, error);
  }

  private settleAndEnd(at: number): ScanStep {
    this.settleCall(at);
    return this.end(at);
  }

  private failAt(at: number, error: ToolCallParseError): ScanStep {
    this.context.fail(at, error);
    return this.end(at);
  }

  private badName(): ToolCallParseError {
    return new ToolCallParseError({
      code: 'INVALID_ARGUMENTS',
      message: `Expected a tool name followed by ${MISTRAL_ARGS}{…} or {…} after ${MISTRAL_TOOL_CALLS}.`,
      ...(this.name.length > 0 ? { toolName: this.name.trim() } : {}),
    });
  }

  private unterminated(): ToolCallParseError {
    return new ToolCallParseError({
      code: 'UNTERMINATED_TOOL_CALL',
      message: `The output ended inside a call after ${MISTRAL_TOOL_CALLS}, before its arguments.`,
      ...(this.name.length > 0 ? { toolName: this.name.trim() } : {}),
    });
  }
}

function emptyCall(): ToolCallParseError {
  return new ToolCallParseError({
    code: 'EMPTY_TOOL_CALL',
    message: `${MISTRAL_TOOL_CALLS} was not followed by a tool call.`,
  });
}
