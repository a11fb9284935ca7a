import { lazy } from '../engine/lazy';
import { MarkerMatcher } from '../engine/marker-matcher';
import type { ScanStep } from '../engine/scan-segment';
import type { SegmentContext } from '../engine/segment';
import { EnvelopeSegment } from '../envelope-calls/envelope-segment';
import { ToolCallParseError } from '../errors/tool-call-parse-error';
import {
  HARMONY_MESSAGE,
  HARMONY_OPENERS,
  HARMONY_RECIPIENT_FIRST,
  HARMONY_TERMINATORS,
  harmonyEnvelope,
} from './harmony-envelope';
import { parseHarmonyHeader } from './harmony-header';

/** A header longer than this (without `<|message|>`) is not a header. */
const MAX_HEADER = 256;
/** Recipients that answer a message instead of calling a tool. */
const NOT_TOOLS = new Set(['assistant', 'user', 'system', 'developer']);

const matchers = lazy(() => ({
  header: new MarkerMatcher([HARMONY_MESSAGE, ...HARMONY_OPENERS, ...HARMONY_TERMINATORS]),
  body: new MarkerMatcher([...HARMONY_TERMINATORS, ...HARMONY_OPENERS]),
}));

/**
 * One gpt-oss Harmony message, from its header to its end token. Channel syntax is structure and
 * never becomes text. A message to a tool (`to=functions.NAME`) is a call on whatever channel it
 * arrives (models put about half of their calls on `analysis`), read by the envelope-calls
 * family; a message to one of gpt-oss's built-in tools (`to=python`, `to=browser.search`) that
 * is not declared is no call. Otherwise an `analysis` message is reasoning, and any other
 * message ends the segment after its header so that the engine scans its body as text. A header
 * goes on at each `<|channel|>` and is read as the channel it ends in (`<|channel|>commentary
 * to=assistant<|channel|>analysis<|message|>`). A stray end token is envelope.
 */
export class HarmonyMessageSegment extends EnvelopeSegment {
  private readonly header: string[];
  private headerLength = 0;
  private reasoningBody = false;

  constructor(context: SegmentContext) {
    super(context, harmonyEnvelope);
    this.header = [context.marker];
  }

  override finish(): number | undefined {
    if (this.state === 'head') return this.finishHeader();
    if (!this.reasoningBody) return super.finish();
    this.context.reasoning(this.heldText);
    this.context.commit(this.received);
    return undefined;
  }

  protected override step(input: string, i: number): ScanStep {
    if (this.reasoningBody) return this.stepReasoning(input, i);
    // One message per segment: after a call's end token, what follows is scanned again.
    if (this.state === 'section') {
      this.callSettler.release();
      return this.end(this.base + i);
    }
    return super.step(input, i);
  }

  protected override stepHead(input: string, i: number): ScanStep {
    const read = this.readUntil(input, i, matchers().header, MAX_HEADER - this.headerLength);
    if (read.kind === 'more') return this.next(input.length);
    if (read.kind === 'hold') return this.hold(read.index);
    if (read.kind === 'over') return this.reject();
    this.header.push(read.read);
    this.headerLength += read.read.length;
    const next = read.index + read.marker.length;
    if (read.marker === '<|channel|>') {
      this.header.push(read.marker);
      return this.next(next);
    }
    if (read.marker !== HARMONY_MESSAGE) {
      // Another message began before this header was complete: it was no message.
      if (this.recipientFirst) return this.reject();
      this.context.commit(this.base + read.index);
      return this.end(this.base + read.index);
    }
    return this.route(next);
  }

  /** The header is complete, the body begins at `next`: a call, reasoning, or text. */
  private route(next: number): ScanStep {
    const { recipient, channel } = parseHarmonyHeader(this.header.join(''));
    if (recipient !== undefined && !NOT_TOOLS.has(recipient)) {
      const name = recipient.startsWith('functions.') ? recipient.slice(10) : recipient;
      if (name !== recipient || this.context.tools.get(name) !== undefined) {
        this.beginCall(name, undefined);
        return this.next(next);
      }
    }
    this.context.commit(this.base + next);
    if (channel === 'analysis') {
      this.reasoningBody = true;
      return this.next(next);
    }
    // `final`, `commentary` without a recipient, …: the body is text for the engine to scan.
    return this.end(this.base + next);
  }

  private stepReasoning(input: string, i: number): ScanStep {
    const match = matchers().body.find(input, i);
    const stop = match.kind === 'none' ? input.length : match.index;
    if (stop > i) {
      this.context.reasoning(input.slice(i, stop));
      this.context.commit(this.base + stop);
    }
    if (match.kind === 'none') return this.next(input.length);
    if (match.kind === 'partial') return this.hold(match.index);
    // An end token belongs to the message; the opener of the next message does not.
    const own = HARMONY_TERMINATORS.includes(match.marker) ? match.marker.length : 0;
    this.context.commit(this.base + stop + own);
    return this.end(this.base + stop + own);
  }

  private finishHeader(): number | undefined {
    // Recipient-first text that never reached a channel is prose: scan it again from its second
    // character (as a rejected marker would be).
    if (this.recipientFirst && !this.header.includes('<|channel|>')) return 1;
    const { recipient } = parseHarmonyHeader(this.header.join('') + this.gatheredText);
    if (recipient !== undefined && !NOT_TOOLS.has(recipient)) {
      this.context.fail(
        this.received,
        new ToolCallParseError({
          code: 'UNTERMINATED_TOOL_CALL',
          message: `The output ended inside the header of a message to ${recipient}.`,
        }),
      );
      return undefined;
    }
    this.context.commit(this.received);
    return undefined;
  }

  private get recipientFirst(): boolean {
    return HARMONY_RECIPIENT_FIRST.includes(this.context.marker);
  }
}
