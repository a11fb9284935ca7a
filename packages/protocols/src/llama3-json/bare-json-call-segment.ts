import { RJSONParseError } from '@tool/rjson';
import { SEGMENT_CONTINUES, type SegmentContext, type SegmentParser } from '../engine/segment';
import { skipWhitespace } from '../engine/skip-whitespace';
import { JsonCallBlock } from '../json-calls/json-call-block';
import type { JsonCallKeys } from '../json-calls/json-call-object';
import { JsonCallProbe } from '../json-calls/json-call-probe';

/** Llama writes `parameters`; many fine-tunes and prompts use `arguments`. */
const KEYS: JsonCallKeys = { name: ['name'], arguments: ['parameters', 'arguments'] };
/** Whitespace after a call that is held while waiting for a `;` or the next call. */
const MAX_GAP = 64;

type State = 'probe' | 'value' | 'after-value' | 'after-separator' | 'ended';

type Step = { kind: 'next'; next: number } | { kind: 'end'; at: number } | { kind: 'reject' };

/**
 * A bare JSON call as Llama 3.x writes it — `{"name": "get_weather", "parameters": {…}}` — with
 * no delimiter around it. The segment opens at `{"name"`; {@link JsonCallProbe} decides within a
 * bounded look-ahead whether it is a call, and an object that is not one is rejected (released
 * as text) at once. Calls separated by `;` or whitespace follow one another: the separator between
 * two calls belongs to them, so `{…}; {…}` gives two calls and no text.
 */
export class BareJsonCallSegment implements SegmentParser {
  private state: State = 'probe';
  /** Segment position of the next unread character. */
  private pos: number;
  private readonly probe: JsonCallProbe;
  private block: JsonCallBlock | undefined;
  /** Segment position just after the call's object; after its `;`; where a failed call ends. */
  private valueEnd = 0;
  private separatorEnd = 0;
  private endAt = 0;

  constructor(
    private readonly context: SegmentContext,
    /** How many characters a candidate may take before it is given up. */
    probeLimit: number,
  ) {
    this.pos = context.marker.length;
    this.probe = new JsonCallProbe(context.tools, KEYS.arguments ?? [], probeLimit);
    this.probe.push(context.marker);
  }

  push(text: string): number {
    const base = this.pos;
    let i = 0;
    for (;;) {
      if (this.state === 'ended') return this.endAt;
      if (i >= text.length) break;
      const step = this.step(text, i, base);
      if (step.kind === 'end') return step.at;
      if (step.kind === 'reject') {
        this.context.reject();
        return SEGMENT_CONTINUES;
      }
      i = step.next;
    }
    this.pos = base + text.length;
    return SEGMENT_CONTINUES;
  }

  finish(): number | undefined {
    if (this.state === 'probe') {
      if (this.probe.finish() === 'not-a-call') return 1;
      this.startBlock();
    }
    switch (this.state) {
      case 'probe':
      case 'value':
        return this.closeBlock();
      case 'after-value':
        return this.valueEnd;
      case 'after-separator':
        return this.separatorEnd;
      case 'ended':
        return this.endAt;
    }
  }

  private step(input: string, i: number, base: number): Step {
    switch (this.state) {
      case 'probe': {
        const taken = this.probe.push(input.slice(i, i + this.probe.remaining));
        if (this.probe.verdict === 'not-a-call') return { kind: 'reject' };
        if (this.probe.verdict === 'call') this.startBlock();
        return { kind: 'next', next: i + taken };
      }
      case 'value': {
        const block = this.block as JsonCallBlock;
        const consumed = block.push(i === 0 ? input : input.slice(i));
        this.settle(base + i + consumed, base + input.length);
        return { kind: 'next', next: i + consumed };
      }
      case 'after-value':
      case 'after-separator':
        return this.stepSeparator(input, i, base);
      case 'ended':
        return { kind: 'end', at: this.endAt };
    }
  }

  /** The probe found a call: the characters it read are replayed into a full call parser. */
  private startBlock(): void {
    const text = this.probe.text;
    this.block = new JsonCallBlock(this.context, 0, KEYS);
    this.state = 'value';
    const consumed = this.block.push(text);
    this.settle(consumed, text.length);
  }

  /**
   * After text went to the call parser (`end`: where it stopped; `received`: all text so far):
   * commit a complete call, release a failed one, or release a broken one up to the character
   * where its JSON broke (the rest is scanned again).
   */
  private settle(end: number, received: number): void {
    const block = this.block as JsonCallBlock;
    if (block.done && block.error === undefined) {
      this.context.commit(end);
      this.valueEnd = end;
      this.state = 'after-value';
    } else if (block.done || block.failed) {
      const cause = block.error?.cause;
      this.endAt =
        block.failed && RJSONParseError.isInstance(cause)
          ? Math.max(1, Math.min(cause.position, received))
          : end;
      if (block.error !== undefined) this.context.fail(this.endAt, block.error);
      this.state = 'ended';
    }
  }

  /** The output ended inside the call: complete it (unclosed braces) or release it. */
  private closeBlock(): number | undefined {
    const block = this.block as JsonCallBlock;
    block.close();
    if (block.failed) {
      if (block.error !== undefined) this.context.fail(this.pos, block.error);
      return undefined;
    }
    this.settle(this.pos, this.pos);
    return this.state === 'ended' ? this.endAt : this.valueEnd;
  }

  private stepSeparator(input: string, i: number, base: number): Step {
    const end = this.state === 'after-value' ? this.valueEnd : this.separatorEnd;
    const j = skipWhitespace(input, i);
    if (base + j - end > MAX_GAP) return { kind: 'end', at: end };
    if (j === input.length) return { kind: 'next', next: j };
    const c = input[j];
    if (c === ';' && this.state === 'after-value') {
      this.separatorEnd = base + j + 1;
      this.context.commit(this.separatorEnd);
      this.state = 'after-separator';
      return { kind: 'next', next: j + 1 };
    }
    if (c === '{') {
      // The next call: the separator between the two belongs to them.
      this.context.commit(base + j);
      return { kind: 'end', at: base + j };
    }
    return { kind: 'end', at: end };
  }
}
