import { isToolNameChar } from '../calls/is-tool-name-char';
import { JsonArgumentsReader } from '../calls/json-arguments-reader';
import type { UniqueIds } from '../calls/unique-ids';
import { unknownToolError } from '../calls/unknown-tool-error';
import { MarkerMatcher } from '../engine/marker-matcher';
import { SEGMENT_CONTINUES, type SegmentContext, type SegmentParser } from '../engine/segment';
import { skipWhitespace } from '../engine/skip-whitespace';
import { ToolCallParseError } from '../errors/tool-call-parse-error';
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

interface MistralMatchers {
  toolCalls: MarkerMatcher;
  afterName: MarkerMatcher;
  callId: MarkerMatcher;
}

let matchers: MistralMatchers | undefined;

/** Built once and shared (each costs a 64 KB table; they hold no state). */
function mistralMatchers(): MistralMatchers {
  matchers ??= {
    toolCalls: new MarkerMatcher([MISTRAL_TOOL_CALLS]),
    afterName: new MarkerMatcher([MISTRAL_ARGS, MISTRAL_CALL_ID]),
    callId: new MarkerMatcher([MISTRAL_ARGS, MISTRAL_TOOL_CALLS]),
  };
  return matchers;
}

type State =
  | 'start'
  | 'name'
  | 'after-name'
  | 'call-id'
  | 'arguments'
  | 'json-calls'
  | 'after-call';

type Step =
  | { kind: 'next'; next: number }
  | { kind: 'hold'; from: number }
  | { kind: 'end'; at: number };

/**
 * What follows one `[TOOL_CALLS]`, in any of Mistral's three generations: a JSON array of
 * `{"name", "arguments"}` objects (pre-v11), `NAME{json}` (v11), or `NAME[ARGS]{json}` with an
 * optional `[CALL_ID]id` (Magistral, Devstral, Mistral Small 3.2 and later). A `[CALL_ID]` is kept
 * as the tool-call id. The segment ends with its call; a following `[TOOL_CALLS]` opens the next.
 */
export class MistralCallSegment implements SegmentParser {
  private state: State = 'start';
  private carry = '';
  /** Segment position of the next unread character (the first character of `carry`). */
  private pos: number;
  private name = '';
  private id = '';
  private reader: JsonArgumentsReader | undefined;
  private jsonCalls: MistralJsonCalls | undefined;
  private callError: ToolCallParseError | undefined;
  /** Segment position just after the call (or the pre-v11 array). */
  private valueEnd = 0;
  private readonly markers = mistralMatchers();

  constructor(
    private readonly context: SegmentContext,
    /** The ids given out so far in this parse. */
    private readonly ids: UniqueIds,
  ) {
    this.pos = context.marker.length;
  }

  push(text: string): number {
    const input = this.carry + text;
    this.carry = '';
    const base = this.pos;
    let i = 0;
    while (i < input.length) {
      const step = this.step(input, i, base);
      if (step.kind === 'end') return step.at;
      if (step.kind === 'hold') {
        this.carry = input.slice(step.from);
        this.pos = base + step.from;
        return SEGMENT_CONTINUES;
      }
      i = step.next;
    }
    this.pos = base + input.length;
    return SEGMENT_CONTINUES;
  }

  finish(): number | undefined {
    const received = this.pos + this.carry.length;
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
        const reader = this.reader as JsonArgumentsReader;
        reader.close();
        this.callError ??= reader.endCall();
        return this.settleAtEnd(received);
      }
      case 'json-calls':
        return (this.jsonCalls as MistralJsonCalls).finish(this.pos, received);
      case 'after-call':
        return this.valueEnd;
    }
  }

  private step(input: string, i: number, base: number): Step {
    switch (this.state) {
      case 'start':
        return this.stepStart(input, i, base);
      case 'name':
      case 'after-name':
        return this.stepName(input, i, base);
      case 'call-id':
        return this.stepCallId(input, i, base);
      case 'arguments':
        return this.stepArguments(input, i, base);
      case 'json-calls': {
        const step = (this.jsonCalls as MistralJsonCalls).step(input, i, base);
        if (step.kind !== 'done') return step;
        this.valueEnd = step.at;
        this.state = 'after-call';
        return { kind: 'next', next: step.next };
      }
      case 'after-call':
        return this.stepAfterCall(input, i, base);
    }
  }

  private stepStart(input: string, i: number, base: number): Step {
    const j = skipWhitespace(input, i);
    if (j === input.length) return { kind: 'next', next: j };
    const c = input[j] as string;
    if (c === '[') {
      const match = this.markers.toolCalls.matchAt(input, j);
      if (match?.kind === 'partial') return { kind: 'hold', from: j };
      if (match?.kind === 'full') return this.failAt(base + j, emptyCall());
    }
    if (c === '[' || c === '{') {
      // Pre-v11: a JSON array of calls (or one call object).
      this.jsonCalls = new MistralJsonCalls(this.context, this.markers.toolCalls, c, base + j);
      this.state = 'json-calls';
      return { kind: 'next', next: c === '[' ? j + 1 : j };
    }
    if (!isToolNameChar(c)) return this.failAt(base + j, emptyCall());
    this.state = 'name';
    return { kind: 'next', next: j };
  }

  private stepName(input: string, i: number, base: number): Step {
    let j = i;
    if (this.state === 'name') {
      while (j < input.length && isToolNameChar(input[j] as string)) j++;
      this.name += input.slice(i, j);
      if (this.name.length > MAX_NAME) return this.failAt(base + j, this.badName());
      if (j === input.length) return { kind: 'next', next: j };
      this.state = 'after-name';
    }
    j = skipWhitespace(input, j);
    if (j === input.length) return { kind: 'next', next: j };
    const c = input[j];
    if (c === '{') {
      this.beginCall();
      return { kind: 'next', next: j };
    }
    if (c === '[') {
      const match = this.markers.afterName.matchAt(input, j);
      if (match?.kind === 'partial') return { kind: 'hold', from: j };
      if (match?.kind === 'full') {
        if (match.marker === MISTRAL_ARGS) this.beginCall();
        else this.state = 'call-id';
        return { kind: 'next', next: j + match.marker.length };
      }
    }
    return this.failAt(base + j, this.badName());
  }

  private stepCallId(input: string, i: number, base: number): Step {
    const match = this.markers.callId.find(input, i);
    const stop = match.kind === 'none' ? input.length : match.index;
    this.id += input.slice(i, stop);
    if (this.id.length > MAX_NAME) return this.failAt(base + stop, this.unterminated());
    if (match.kind === 'none') return { kind: 'next', next: input.length };
    if (match.kind === 'partial') return { kind: 'hold', from: match.index };
    if (match.marker === MISTRAL_TOOL_CALLS) return this.failAt(base + match.index, this.badName());
    this.beginCall();
    return { kind: 'next', next: match.index + match.marker.length };
  }

  private stepArguments(input: string, i: number, base: number): Step {
    const reader = this.reader as JsonArgumentsReader;
    const step = reader.feed(input, i);
    switch (step.kind) {
      case 'more':
        return { kind: 'next', next: input.length };
      case 'hold':
        return { kind: 'hold', from: step.from };
      case 'done':
        this.callError ??= reader.endCall();
        return this.callDone(base + step.next, step.next);
      case 'delimiter':
        // The next call began before this one's JSON was complete: repair or fail.
        reader.close();
        this.callError ??= reader.endCall();
        return this.settleAndEnd(base + step.at);
      case 'failed':
        this.callError ??= reader.endCall();
        return this.settleAndEnd(base + step.at);
    }
  }

  private stepAfterCall(input: string, i: number, base: number): Step {
    const j = skipWhitespace(input, i);
    if (base + j - this.valueEnd > MAX_GAP) return { kind: 'end', at: this.valueEnd };
    if (j === input.length) return { kind: 'next', next: j };
    const match = this.markers.toolCalls.matchAt(input, j);
    if (match?.kind === 'partial') return { kind: 'hold', from: j };
    // Whitespace between two calls belongs to them; before prose it stays text.
    if (match?.kind === 'full') {
      this.context.commit(base + j);
      return { kind: 'end', at: base + j };
    }
    return { kind: 'end', at: this.valueEnd };
  }

  private beginCall(): void {
    const name = this.name.trim();
    const tool = this.context.tools.get(name);
    if (tool === undefined) {
      this.callError = unknownToolError(name, this.context.tools);
      this.reader = new JsonArgumentsReader(undefined, undefined, this.markers.toolCalls, name);
    } else {
      const writer = this.context.startCall(tool.name, this.ids.claim(this.id.trim()));
      this.ids.note(writer.id);
      this.reader = new JsonArgumentsReader(writer, tool.schema, this.markers.toolCalls, name);
    }
    this.state = 'arguments';
  }

  /** The call is complete at segment position `at`; a next `[TOOL_CALLS]` may follow. */
  private callDone(at: number, next: number): Step {
    this.settle(at);
    this.valueEnd = at;
    this.state = 'after-call';
    return { kind: 'next', next };
  }

  private settle(at: number): void {
    if (this.callError === undefined) this.context.commit(at);
    else this.context.fail(at, this.callError);
  }

  private settleAndEnd(at: number): Step {
    this.settle(at);
    return { kind: 'end', at };
  }

  /** Output ended inside the call: a complete call ends before a held-back partial marker. */
  private settleAtEnd(received: number): number | undefined {
    const at = this.callError === undefined ? this.pos : received;
    this.settle(at);
    return at === received ? undefined : at;
  }

  private failAt(at: number, error: ToolCallParseError): Step {
    this.context.fail(at, error);
    return { kind: 'end', at };
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
