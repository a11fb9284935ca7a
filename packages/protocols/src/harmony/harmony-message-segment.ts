import { lazy } from '../engine/lazy';
import { MarkerMatcher } from '../engine/marker-matcher';
import { ScanSegment, type ScanStep } from '../engine/scan-segment';
import type { SegmentContext } from '../engine/segment';
import { skipWhitespace } from '../engine/skip-whitespace';
import { ToolCallParseError } from '../errors/tool-call-parse-error';
import { unknownToolError } from '../errors/unknown-tool-error';
import { JsonArgumentsCall } from '../json-calls/json-arguments-call';
import { parseHarmonyHeader } from './harmony-header';

/** Tokens that end a message and belong to it. */
export const HARMONY_TERMINATORS = ['<|end|>', '<|return|>', '<|call|>'];
/** Tokens that open a message header. */
export const HARMONY_OPENERS = ['<|start|>', '<|channel|>'];
/** A recipient written before the channel, right after the prompt's `<|start|>assistant`. */
export const HARMONY_RECIPIENT_FIRST = [' to=functions.', 'to=functions.'];
const MESSAGE = '<|message|>';

/** A header longer than this (without `<|message|>`) is not a header. */
const MAX_HEADER = 256;
/** Recipients that answer a message instead of calling a tool. */
const NOT_TOOLS = new Set(['assistant', 'user', 'system', 'developer']);

/** The delimiter matchers, shared by every message. */
const harmonyMatchers = lazy(() => ({
  header: new MarkerMatcher([MESSAGE, ...HARMONY_OPENERS, ...HARMONY_TERMINATORS]),
  body: new MarkerMatcher([...HARMONY_TERMINATORS, ...HARMONY_OPENERS]),
}));

type State = 'terminator' | 'header' | 'reasoning' | 'call' | 'after-call' | 'skip-call';

/**
 * One gpt-oss Harmony message, from its header to its end token. Channel syntax is structure and
 * never becomes text: a message with a recipient (`to=functions.NAME`) is a tool call on
 * whatever channel it arrives (models put about half of their calls on `analysis`); an
 * `analysis` message is reasoning; a `final` or `commentary` message ends the segment right
 * after its header, so its body is scanned as plain text by the engine. A stray end token
 * (`<|end|>`, `<|return|>`, `<|call|>`) is a segment of its own.
 */
export class HarmonyMessageSegment extends ScanSegment {
  private state: State;
  private header: string[];
  private headerLength = 0;
  private channels: number;
  private call: JsonArgumentsCall | undefined;
  /** Segment position just after the call's JSON. */
  private valueEnd = 0;
  private readonly markers = harmonyMatchers();

  constructor(context: SegmentContext) {
    super(context);
    const marker = context.marker;
    this.header = [marker];
    this.channels = marker === '<|channel|>' ? 1 : 0;
    this.state = HARMONY_TERMINATORS.includes(marker) ? 'terminator' : 'header';
  }

  override push(text: string): number {
    if (this.state === 'terminator') return this.endTerminator();
    return super.push(text);
  }

  override finish(): number | undefined {
    const received = this.received;
    switch (this.state) {
      case 'terminator':
        return this.endTerminator();
      case 'header':
        return this.finishHeader(received);
      case 'reasoning':
        this.context.reasoning(this.heldText);
        this.context.commit(received);
        return undefined;
      case 'call': {
        // Complete JSON whose `<|call|>` was cut (it is a stop token) is the whole call.
        const at = this.call?.endAtFinish(this.base, received) ?? received;
        this.settleCall(at);
        return at === received ? undefined : at;
      }
      case 'after-call':
        this.settleCall(this.valueEnd);
        return this.valueEnd;
      case 'skip-call':
        this.settleCall(received);
        return undefined;
    }
  }

  protected step(input: string, i: number): ScanStep {
    switch (this.state) {
      case 'terminator':
        return this.end(this.context.marker.length);
      case 'header':
        return this.stepHeader(input, i);
      case 'reasoning':
        return this.stepReasoning(input, i);
      case 'call':
        return this.stepCall(input, i);
      case 'after-call':
        return this.stepAfterCall(input, i);
      case 'skip-call':
        return this.stepSkip(input, i);
    }
  }

  private stepHeader(input: string, i: number): ScanStep {
    const match = this.markers.header.find(input, i);
    const stop = match.kind === 'none' ? input.length : match.index;
    this.header.push(input.slice(i, stop));
    this.headerLength += stop - i;
    if (this.headerLength > MAX_HEADER) return this.reject();
    if (match.kind === 'none') return this.next(input.length);
    if (match.kind === 'partial') return this.hold(match.index);
    const next = match.index + match.marker.length;
    if (match.marker === '<|channel|>' && this.channels === 0) {
      this.channels = 1;
      this.header.push(match.marker);
      return this.next(next);
    }
    if (match.marker !== MESSAGE) {
      // Another message began before this header was complete: it was no message.
      if (this.isRecipientFirst()) return this.reject();
      this.context.commit(this.base + match.index);
      return this.end(this.base + match.index);
    }
    return this.route(this.base + next, next);
  }

  /** The header is complete (`<|message|>` at segment position `at`): decide what the body is. */
  private route(at: number, next: number): ScanStep {
    const header = parseHarmonyHeader(this.header.join(''));
    const recipient = header.recipient;
    if (recipient !== undefined && !NOT_TOOLS.has(recipient)) {
      const name = recipient.startsWith('functions.') ? recipient.slice(10) : recipient;
      const tool = this.context.tools.lookup(name);
      if (tool === undefined) {
        const error = unknownToolError(name, this.context.tools);
        this.call = JsonArgumentsCall.failed(name, this.markers.body, error);
        this.state = 'skip-call';
      } else {
        this.call = JsonArgumentsCall.start(this.context, tool, this.markers.body);
        this.state = 'call';
      }
      return this.next(next);
    }
    this.context.commit(at);
    if (header.channel === 'analysis') {
      this.state = 'reasoning';
      return this.next(next);
    }
    // `final`, `commentary` without a recipient, …: the body is text for the engine to scan.
    return this.end(at);
  }

  private stepReasoning(input: string, i: number): ScanStep {
    const match = this.markers.body.find(input, i);
    const stop = match.kind === 'none' ? input.length : match.index;
    if (stop > i) {
      this.context.reasoning(input.slice(i, stop));
      this.context.commit(this.base + stop);
    }
    if (match.kind === 'none') return this.next(input.length);
    if (match.kind === 'partial') return this.hold(match.index);
    return this.endBody(match.marker, this.base + match.index);
  }

  private stepCall(input: string, i: number): ScanStep {
    const step = (this.call as JsonArgumentsCall).read(input, i);
    switch (step.kind) {
      case 'more':
        return this.next(input.length);
      case 'hold':
        return this.hold(step.from);
      case 'done':
        this.valueEnd = this.base + step.next;
        this.state = 'after-call';
        return this.next(step.next);
      case 'delimiter':
        // The message ended before its JSON was complete: unclosed braces repaired, or failed.
        return this.endBody(step.marker, this.base + step.at);
      case 'failed':
        this.state = 'skip-call';
        return this.next(Math.max(i, step.at));
    }
  }

  private stepAfterCall(input: string, i: number): ScanStep {
    const j = skipWhitespace(input, i);
    if (j === input.length) return this.next(j);
    const match = this.markers.body.matchAt(input, j);
    if (match?.kind === 'partial') return this.hold(j);
    if (match?.kind === 'full') return this.endBody(match.marker, this.base + j);
    // Text after the JSON without an end token: the call ends with its JSON.
    this.settleCall(this.valueEnd);
    return this.end(this.valueEnd);
  }

  /** After a broken or unknown call: its text runs to the message's end. */
  private stepSkip(input: string, i: number): ScanStep {
    const match = this.markers.body.find(input, i);
    if (match.kind === 'none') return this.next(input.length);
    if (match.kind === 'partial') return this.hold(match.index);
    return this.endBody(match.marker, this.base + match.index);
  }

  /**
   * The body ended at segment position `at` with `marker`: an end token belongs to the message;
   * the opener of the next message does not.
   */
  private endBody(marker: string, at: number): ScanStep {
    const end = HARMONY_TERMINATORS.includes(marker) ? at + marker.length : at;
    if (this.state === 'reasoning') this.context.commit(end);
    else this.settleCall(end);
    return this.end(end);
  }

  /** The call message's text ends at `at`: committed for a good call, released otherwise. */
  private settleCall(at: number): void {
    const error = this.call?.error;
    if (error === undefined) this.context.commit(at);
    else this.context.fail(at, error);
    this.call = undefined;
  }

  private finishHeader(received: number): number | undefined {
    // Recipient-first text that never reached a channel is prose: scan it again from its second
    // character (as a rejected marker would be).
    if (this.isRecipientFirst() && this.channels === 0) return 1;
    const header = parseHarmonyHeader(this.header.join(''));
    if (header.recipient !== undefined && !NOT_TOOLS.has(header.recipient)) {
      this.context.fail(
        received,
        new ToolCallParseError({
          code: 'UNTERMINATED_TOOL_CALL',
          message: `The output ended inside the header of a message to ${header.recipient}.`,
        }),
      );
      return undefined;
    }
    this.context.commit(received);
    return undefined;
  }

  private isRecipientFirst(): boolean {
    return HARMONY_RECIPIENT_FIRST.includes(this.context.marker);
  }

  private endTerminator(): number {
    const at = this.context.marker.length;
    this.context.commit(at);
    return at;
  }
}
