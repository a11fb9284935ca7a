import { RJSONParseError } from '@tool/rjson';
import { contextView } from '../engine/context-view';
import { ScanSegment, type ScanStep } from '../engine/scan-segment';
import type { SegmentContext } from '../engine/segment';
import { skipWhitespace } from '../engine/skip-whitespace';
import type { ToolCallParseError } from '../errors/tool-call-parse-error';
import { JsonCallBlock } from '../json-calls/json-call-block';
import type { JsonCallKeys } from '../json-calls/json-call-object';
import { JsonCallProbe } from '../json-calls/json-call-probe';

/** Llama writes `parameters`; many fine-tunes and prompts use `arguments`. */
const KEYS: JsonCallKeys = { name: ['name'], arguments: ['parameters', 'arguments'] };
/** Whitespace after a call that is held while waiting for a `;` or the next call. */
const MAX_GAP = 64;

type State = 'probe' | 'value' | 'undeclared' | 'after-value' | 'after-separator' | 'ended';

/**
 * A bare JSON call as Llama 3.x writes it — `{"name": "get_weather", "parameters": {…}}` — with
 * no delimiter around it. The segment opens at `{"name"`; {@link JsonCallProbe} decides within a
 * bounded look-ahead whether it is a call, and an object that is not one is rejected (released
 * as text) at once. Calls separated by `;` or whitespace follow one another: the separator between
 * two calls belongs to them, so `{…}; {…}` gives two calls and no text.
 *
 * A call of a tool nobody declared is what a sentence quoting a log line or an API shows too
 * (`the agent logged {"name": "send_email", …} before it stopped`). It is reported as
 * `UNKNOWN_TOOL` (sent back in feedback mode) only when it ends its line — the end of the
 * output, a line break, `;` or the next call follows — as a model's answer does; with words after
 * it on its line it is prose: text, unreported.
 */
export class BareJsonCallSegment extends ScanSegment {
  private state: State = 'probe';
  private readonly probe: JsonCallProbe;
  private block: JsonCallBlock | undefined;
  /** Segment position just after the call's object; after its `;`; where a failed call ends. */
  private valueEnd = 0;
  private separatorEnd = 0;
  private stopAt = 0;
  /** The undeclared tool's report, while what follows the call decides whether it is one. */
  private undeclaredError: ToolCallParseError | undefined;

  constructor(
    context: SegmentContext,
    /** How many characters a candidate may take before it is given up. */
    probeLimit: number,
  ) {
    super(context);
    this.probe = new JsonCallProbe(context.tools, KEYS.arguments ?? [], probeLimit);
    this.probe.push(context.marker);
  }

  override finish(): number | undefined {
    if (this.state === 'probe') {
      if (this.probe.finish() === 'not-a-call') return 1;
      this.startBlock();
    }
    switch (this.state) {
      case 'probe':
      case 'value':
        return this.closeBlock();
      case 'undeclared':
        this.context.fail(this.stopAt, this.undeclaredError as ToolCallParseError);
        return this.stopAt;
      case 'after-value':
        return this.valueEnd;
      case 'after-separator':
        return this.separatorEnd;
      case 'ended':
        return this.stopAt;
    }
  }

  protected step(input: string, i: number): ScanStep {
    switch (this.state) {
      case 'probe': {
        const taken = this.probe.push(input.slice(i, i + this.probe.remaining));
        if (this.probe.verdict === 'not-a-call') return this.reject();
        if (this.probe.verdict === 'call') this.startBlock();
        return this.ended ? this.end(this.stopAt) : this.next(i + taken);
      }
      case 'value': {
        const block = this.block as JsonCallBlock;
        const consumed = block.push(i === 0 ? input : input.slice(i));
        this.settleBlock(this.base + i + consumed, this.base + input.length);
        return this.ended ? this.end(this.stopAt) : this.next(i + consumed);
      }
      case 'undeclared':
        return this.stepUndeclared(input, i);
      case 'after-value':
      case 'after-separator':
        return this.stepSeparator(input, i);
      case 'ended':
        return this.end(this.stopAt);
    }
  }

  /** Whether the call's text is settled and the segment over (read after a state change). */
  private get ended(): boolean {
    return this.state === 'ended';
  }

  /** The probe found a call: the characters it read are replayed into a full call parser. */
  private startBlock(): void {
    const text = this.probe.text;
    // An undeclared name fails the call (no stand-in tool in feedback mode) until its line says.
    const context = contextView(this.context, { tools: this.context.tools.declaredOnly() });
    this.block = new JsonCallBlock(context, 0, KEYS);
    this.state = 'value';
    const consumed = this.block.push(text);
    this.settleBlock(consumed, text.length);
  }

  /**
   * After text went to the call parser (`end`: where it stopped; `received`: all text so far):
   * commit a complete call, release a failed one, or release a broken one up to the character
   * where its JSON broke (the rest is scanned again).
   */
  private settleBlock(end: number, received: number): void {
    const block = this.block as JsonCallBlock;
    if (block.done && block.error === undefined) {
      this.context.commit(end);
      this.valueEnd = end;
      this.state = 'after-value';
    } else if (block.done || block.failed) {
      const cause = block.error?.cause;
      this.stopAt =
        block.failed && RJSONParseError.isInstance(cause)
          ? Math.max(1, Math.min(cause.position, received))
          : end;
      if (block.done && block.error?.code === 'UNKNOWN_TOOL') {
        this.undeclaredError = block.error;
        this.state = 'undeclared';
        return;
      }
      if (block.error !== undefined) this.context.fail(this.stopAt, block.error);
      this.state = 'ended';
    }
  }

  /** The output ended inside the call: complete it (unclosed braces) or release it. */
  private closeBlock(): number | undefined {
    const block = this.block as JsonCallBlock;
    block.close();
    if (block.failed) {
      if (block.error !== undefined) this.context.fail(this.received, block.error);
      return undefined;
    }
    this.settleBlock(this.received, this.received);
    return this.state === 'ended' ? this.stopAt : this.valueEnd;
  }

  /** After an undeclared tool's call: a call if it ends its line, else prose (see the class). */
  private stepUndeclared(input: string, i: number): ScanStep {
    let j = i;
    while (j < input.length && (input[j] === ' ' || input[j] === '\t') && j - i <= MAX_GAP) j++;
    if (j === input.length) return this.hold(i);
    const c = input[j];
    // Words after it on its line: the object was quoted in prose; read it all again as text.
    if (j - i <= MAX_GAP && !(c === '\n' || c === '\r' || c === ';' || c === '{'))
      return this.end(1);
    this.context.fail(this.stopAt, this.undeclaredError as ToolCallParseError);
    this.state = 'ended';
    return this.end(this.stopAt);
  }

  private stepSeparator(input: string, i: number): ScanStep {
    const end = this.state === 'after-value' ? this.valueEnd : this.separatorEnd;
    const j = skipWhitespace(input, i);
    if (this.base + j - end > MAX_GAP) return this.end(end);
    if (j === input.length) return this.next(j);
    const c = input[j];
    if (c === ';' && this.state === 'after-value') {
      this.separatorEnd = this.base + j + 1;
      this.context.commit(this.separatorEnd);
      this.state = 'after-separator';
      return this.next(j + 1);
    }
    if (c === '{') {
      // The next call: the separator between the two belongs to them.
      this.context.commit(this.base + j);
      return this.end(this.base + j);
    }
    return this.end(end);
  }
}
