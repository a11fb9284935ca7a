import { ToolCallParseError } from '../errors/tool-call-parse-error';
import type { FunctionTool, ProtocolOptions } from '../types';
import { CallFeedback } from './call-feedback';
import { CodeContext } from './code-context';
import type { EngineEvent } from './engine-event';
import { EngineOutput } from './engine-output';
import { generateToolCallId } from './generate-id';
import { OpenCalls } from './open-calls';
import { type ReasoningSetup, resolveReasoning } from './reasoning-setup';
import { ReasoningText } from './reasoning-text';
import { ANY_BLOCK, ScanMarkers } from './scan-markers';
import {
  SEGMENT_CONTINUES,
  type SegmentContext,
  type SegmentFormat,
  type SegmentParser,
} from './segment';
import { SegmentText } from './segment-text';
import { skipWhitespace } from './skip-whitespace';
import { ToolRegistry } from './tool-registry';
import type { DeclaresArgument } from './unknown-argument-filter';

export const DEFAULT_MAX_TOOL_CALL_SIZE = 4 * 1024 * 1024;

/**
 * Where the scan is. `text`: plain text, searched for call markers and the open markers of
 * thinking blocks. `after-reasoning`: just after a close marker, where whitespace is envelope.
 * `opening`: the start of an output that begins inside a block (`startInReasoning`): whitespace,
 * then perhaps the block's open marker after all. `reasoning-start`: the start of a block's text,
 * whose whitespace is envelope. `reasoning`: inside a block, searched for its close marker (and
 * the call markers with `toolCalls: 'parse'`). `segment`: a segment parser reads the input; it
 * returns to text or to reasoning, where it began.
 */
type State =
  | 'text'
  | 'after-reasoning'
  | 'opening'
  | 'reasoning-start'
  | 'reasoning'
  | 'ender'
  | 'segment';

/**
 * The incremental core shared by every protocol: `push(text)` with each new piece of model output,
 * `finish()` at the end; both return the events produced. Text is scanned for the format's start
 * markers and the open markers of thinking blocks with a cursor — only the last `longest marker −
 * 1` characters are ever held back — and each segment is handed to the format's incremental
 * segment parser. A thinking block is reasoning up to its close marker; a call written inside one
 * stays reasoning unless `reasoning.toolCalls` is `'parse'`. Generate mode is one `push` of the
 * whole text plus `finish`, so streaming and generating cannot drift apart.
 */
export class ToolCallEngine {
  private state: State = 'text';
  /** Where the current segment returns to. */
  private segmentReturn: 'text' | 'reasoning' = 'text';
  /** The block being read: an index in the setup's blocks, or {@link ANY_BLOCK}. */
  private block = ANY_BLOCK;
  /** Text held back because it may be the start of a marker (never longer than longest − 1). */
  private carry = '';
  private segment: SegmentParser | undefined;
  /** Uncommitted raw text of the current segment. */
  private readonly raw = new SegmentText();
  /** Pieces of input still to process, the next one last: an explicit stack, no recursion. */
  private readonly pending: string[] = [];
  /** Offset in the whole output of the next piece in `pending`. */
  private offset = 0;
  /** Offset in the whole output of the current segment's first character (its marker). */
  private segmentStart = 0;
  /** Characters of the current segment already taken (committed, failed or released). */
  private segmentTaken = 0;
  private segmentTouched = false;
  /**
   * Whether the current segment committed text (a call or its envelope): inside reasoning, the
   * whitespace before it then framed the block, and the block resumes anew after it.
   */
  private segmentCommitted = false;
  private rejected = false;
  /** Where the plain text stands in Markdown terms: a call marker in code may be prose. */
  private readonly code = new CodeContext();
  /** Whether the current segment began inside a code span or a fenced block. */
  private segmentInCode = false;
  /** In `ender`: the marker that may have ended the block, where it began, and what followed it. */
  private ender = { marker: '', start: 0, text: '' };
  private readonly output: EngineOutput;
  private readonly calls: OpenCalls;
  private readonly markers: ScanMarkers;
  private readonly thought: ReasoningText;
  private readonly maxSize: number;
  private readonly generateId: () => string;
  /** What becomes of calls that cannot become valid input (`malformedCalls`). */
  private readonly feedback: CallFeedback;
  readonly tools: ToolRegistry;
  /**
   * The declared tools alone, for calls inside a thinking block: there a call of a tool nobody
   * declared is not a botched call to send back (feedback mode reads undeclared names) but
   * reasoning.
   */
  private readonly declaredTools: ToolRegistry;

  private readonly format: SegmentFormat;

  /**
   * @throws TypeError when `options.reasoning` is malformed (before any output is read).
   */
  constructor(
    createFormat: (tools: ToolRegistry) => SegmentFormat,
    tools: ReadonlyArray<FunctionTool>,
    private readonly options: Readonly<ProtocolOptions> = {},
    recordSegments = false,
    /** Asked for `unknownArguments` (see {@link DeclaresArgument}); the engine reads no schema. */
    declaresArgument?: DeclaresArgument,
  ) {
    this.tools = new ToolRegistry(tools, options);
    this.declaredTools =
      options.malformedCalls === 'feedback'
        ? new ToolRegistry(tools, { ...options, malformedCalls: 'text' })
        : this.tools;
    this.format = createFormat(this.tools);
    const reasoning: ReasoningSetup | undefined = resolveReasoning(
      options.reasoning,
      this.format.reasoningBlocks,
    );
    this.markers = new ScanMarkers(this.format.markers, reasoning, this.format.reasoningEnders);
    this.output = new EngineOutput(recordSegments);
    this.thought = new ReasoningText(
      (text) => this.output.reasoning(text, true),
      (text) => this.output.recordBlock(text),
    );
    if (reasoning?.startInReasoning) this.state = 'opening';
    this.maxSize = options.maxToolCallSize ?? DEFAULT_MAX_TOOL_CALL_SIZE;
    this.generateId = options.generateId ?? generateToolCallId;
    this.feedback = new CallFeedback(options, (event) => this.output.emit(event), this.generateId);
    this.calls = new OpenCalls(this.output, this.feedback, this.tools, options, declaresArgument);
  }

  /** The longest marker: the most text ever held back is one less than this. */
  get longestMarker(): number {
    return this.markers.longest;
  }

  /**
   * The provider sent reasoning of its own before any text: the server has a reasoning parser,
   * so an output that was to begin inside a thinking block (`startInReasoning`) begins in text.
   */
  providerSentReasoning(): void {
    if (this.state === 'opening' && this.offset === 0 && this.carry.length === 0) {
      this.state = 'text';
    }
  }

  push(text: string): EngineEvent[] {
    this.consume(text);
    return this.output.drain();
  }

  finish(): EngineEvent[] {
    // Ending a block at its ender opens a segment, and what follows a segment's end is scanned
    // again: either may lead to the other (a later block that an ender leaves open), so both are
    // settled until neither is left.
    while (this.state === 'ender' || this.state === 'segment') {
      if (this.state === 'ender') {
        this.endBlockAtEnder();
        continue;
      }
      const end = (this.segment as SegmentParser).finish();
      this.closeSegment(end);
      this.run();
    }
    const held = this.carry;
    this.carry = '';
    if (this.state === 'text') this.text(held);
    else if (held.length > 0) this.thought.write(held);
    // A block still open at the end is reasoning to the end; its trailing whitespace is envelope.
    this.thought.end();
    this.feedback.settle('', this.offset);
    this.calls.closeAll();
    return this.output.drain();
  }

  private consume(input: string): void {
    if (input.length > 0) this.pending.push(input);
    this.run();
  }

  private run(): void {
    const pending = this.pending;
    while (pending.length > 0) {
      const text = pending.pop() as string;
      this.offset += text.length;
      switch (this.state) {
        case 'segment':
          this.feedSegment(text);
          break;
        case 'text':
          this.scanText(text);
          break;
        case 'reasoning':
          this.scanReasoning(text);
          break;
        case 'ender':
          this.scanEnder(text);
          break;
        case 'opening':
          this.scanOpening(text);
          break;
        case 'after-reasoning':
          this.skipEnvelope(text, 'text');
          break;
        case 'reasoning-start':
          this.skipEnvelope(text, 'reasoning');
          break;
      }
    }
  }

  /**
   * Queues input to be processed next: `first`, then `second`. They are always the end of what was
   * taken from `pending` so far, so the offset steps back by their length.
   */
  private later(first: string, second = ''): void {
    this.offset -= first.length + second.length;
    if (second.length > 0) this.pending.push(second);
    if (first.length > 0) this.pending.push(first);
  }

  /** Emits plain text up to the earliest marker; what follows the marker goes to its state. */
  private scanText(input: string): void {
    const text = this.carry + input;
    this.carry = '';
    const match = this.markers.text.find(text);
    if (match.kind === 'none') {
      this.text(text);
      return;
    }
    this.text(text.slice(0, match.index));
    if (match.kind === 'partial') {
      this.carry = text.slice(match.index);
      return;
    }
    if (this.markers.roleInText(match.marker) === 'open') {
      this.output.recordBlock(match.marker);
      this.block = this.markers.blockOf(match.marker);
      this.state = 'reasoning-start';
    } else {
      this.startSegment(match.marker, this.offset - text.length + match.index, 'text');
    }
    this.later(text.slice(match.index + match.marker.length));
  }

  /** Inside a block: reasoning up to its close marker (or, with `'parse'`, a call marker). */
  private scanReasoning(input: string): void {
    const text = this.carry + input;
    this.carry = '';
    const match = this.markers.insideBlock(this.block).find(text);
    if (match.kind === 'none') {
      this.thought.write(text);
      return;
    }
    this.thought.write(text.slice(0, match.index));
    if (match.kind === 'partial') {
      this.carry = text.slice(match.index);
      return;
    }
    const role = this.markers.roleInside(match.marker);
    if (role === 'close') {
      this.closeBlock(match.marker);
    } else if (role === 'ender') {
      const start = this.offset - text.length + match.index;
      this.ender = { marker: match.marker, start, text: '' };
      this.state = 'ender';
    } else {
      this.startSegment(match.marker, this.offset - text.length + match.index, 'reasoning');
    }
    this.later(text.slice(match.index + match.marker.length));
  }

  private closeBlock(marker: string): void {
    this.thought.end();
    this.output.emit({ type: 'reasoning-end' });
    this.output.recordBlock(marker);
    this.state = 'after-reasoning';
  }

  /**
   * After a marker that ends an open block (a format's `reasoningEnders`): held until the block's
   * close marker, which makes it all reasoning, or until the output ends or the held text grows
   * past `maxToolCallSize` (see {@link endBlockAtEnder}).
   */
  private scanEnder(input: string): void {
    const text = this.carry + input;
    this.carry = '';
    const ender = this.ender;
    const match = this.markers.closeOf(this.block).find(text);
    if (match.kind === 'full') {
      this.thought.write(ender.marker + ender.text + text.slice(0, match.index));
      this.ender = { marker: '', start: 0, text: '' };
      this.closeBlock(match.marker);
      this.later(text.slice(match.index + match.marker.length));
      return;
    }
    const index = match.kind === 'partial' ? match.index : text.length;
    ender.text += text.slice(0, index);
    this.carry = text.slice(index);
    if (ender.text.length > this.maxSize) this.endBlockAtEnder();
  }

  /** The block never closed: it ended at the marker, which opens a segment as in text. */
  private endBlockAtEnder(): void {
    const { marker, start, text } = this.ender;
    const rest = text + this.carry;
    this.ender = { marker: '', start: 0, text: '' };
    this.carry = '';
    this.thought.end();
    this.output.emit({ type: 'reasoning-end' });
    this.startSegment(marker, start, 'text');
    this.later(rest);
    this.run();
  }

  /**
   * The start of an output that begins inside a block: whitespace, then maybe the block's open
   * marker after all. An output that begins with a call did not think (its thinking was switched
   * off, or a grammar forced the answer): it begins in text.
   */
  private scanOpening(input: string): void {
    const text = this.carry + input;
    this.carry = '';
    const from = skipWhitespace(text, 0);
    this.output.recordBlock(text.slice(0, from));
    if (from === text.length) return;
    const match = this.markers.text.matchAt(text, from);
    if (match?.kind === 'partial') {
      this.carry = text.slice(from);
      return;
    }
    const rest = text.slice(from);
    if (match?.kind !== 'full') {
      this.state = 'reasoning';
    } else if (this.markers.roleInText(match.marker) === 'call') {
      this.state = 'text';
    } else {
      this.output.recordBlock(match.marker);
      this.block = this.markers.blockOf(match.marker);
      this.state = 'reasoning-start';
      this.later(rest.slice(match.marker.length));
      return;
    }
    this.later(rest);
  }

  /** Whitespace that frames a block is envelope; the first other character moves on to `next`. */
  private skipEnvelope(input: string, next: 'text' | 'reasoning'): void {
    const from = skipWhitespace(input, 0);
    this.output.recordBlock(input.slice(0, from));
    if (from === input.length) return;
    this.state = next;
    this.later(input.slice(from));
  }

  private startSegment(marker: string, start: number, from: 'text' | 'reasoning'): void {
    this.state = 'segment';
    this.segmentReturn = from;
    // (A format whose own marker is a fence — fenced JSON — declares that fence a call: only the
    // text before the marker tells whether it stands in code.)
    this.segmentInCode = from === 'text' && this.code.inside;
    this.raw.begin(marker);
    this.segmentStart = start;
    this.segmentTaken = 0;
    this.segmentTouched = false;
    this.segmentCommitted = false;
    this.rejected = false;
    this.segment = this.format.createSegment(
      this.createContext(marker, from === 'text' && start === 0),
    );
  }

  /** The segment is over: back to where it began (a block resumes anew after a call). */
  private leaveSegment(): void {
    this.segment = undefined;
    if (this.segmentReturn === 'text') this.state = 'text';
    else this.state = this.segmentCommitted ? 'reasoning-start' : 'reasoning';
  }

  /** Feeds the segment; what follows the segment's end, if it ended, is queued for scanning. */
  private feedSegment(whole: string): void {
    const segment = this.segment as SegmentParser;
    // Feed no more than fills the segment to one past the cap, so a call that never ends is cut
    // at the same character however the output was chunked (generate mode is a single push).
    const room = Math.max(1, this.maxSize + 1 - this.raw.length);
    let input = whole;
    if (input.length > room) {
      this.later(input.slice(room));
      input = input.slice(0, room);
    }
    this.raw.receive(input);
    const end = segment.push(input);
    if (this.rejected) {
      this.resumeAfterReject();
      return;
    }
    if (end !== SEGMENT_CONTINUES) {
      this.closeSegment(end);
      return;
    }
    this.raw.keep();
    if (this.raw.length > this.maxSize) this.releaseOversized();
  }

  /**
   * Ends the segment at segment position `end` (undefined: everything received). Characters the
   * segment did not commit or fail are released where the segment began — never lost; what lies
   * past `end` is queued for scanning.
   */
  private closeSegment(end: number | undefined): void {
    const start = this.segmentStart + this.segmentTaken;
    const rest = this.takeRaw(end ?? Number.POSITIVE_INFINITY);
    this.feedback.settle(rest, start);
    this.release(rest);
    this.leaveSegment();
    const [held, current] = this.raw.takeRest();
    this.later(held, current);
  }

  private resumeAfterReject(): void {
    // Nothing was committed, so the kept text still begins with the marker.
    this.feedback.settle('', this.segmentStart);
    const [held, current] = this.raw.takeRest();
    this.rejected = false;
    const first = held.length > 0 ? held : current;
    this.release(first.slice(0, 1));
    this.leaveSegment();
    if (held.length > 0) this.later(held.slice(1), current);
    else this.later(current.slice(1));
  }

  private releaseOversized(): void {
    const toolName = this.calls.firstToolName;
    this.calls.closeAll();
    const position = this.segmentStart + this.segmentTaken;
    const text = this.takeRaw(Number.POSITIVE_INFINITY);
    this.feedback.settle(text, position);
    this.report(
      text,
      position,
      new ToolCallParseError({
        code: 'TOOL_CALL_TOO_LARGE',
        message: `A tool call grew past maxToolCallSize (${this.maxSize} characters) without ending; its text was released as plain text.`,
        ...(toolName === undefined ? {} : { toolName }),
      }),
    );
    this.leaveSegment();
  }

  private createContext(marker: string, atOutputStart: boolean): SegmentContext {
    return {
      marker,
      atOutputStart,
      // Inside thinking or code, a tool nobody declared is no call at all (see `report`).
      tools:
        this.segmentReturn === 'reasoning' || this.segmentInCode ? this.declaredTools : this.tools,
      options: this.options,
      // A call inside a thinking block (`toolCalls: 'parse'`) streams once it is whole.
      startCall: (toolName, id = this.generateId()) =>
        this.calls.start(toolName, id, this.segmentReturn === 'reasoning'),
      text: (text) => this.text(text),
      reasoning: (text) => this.output.reasoning(text),
      commit: (position) => {
        const start = this.segmentStart + this.segmentTaken;
        // Whitespace between reasoning and a call made inside it frames the block.
        if (this.segmentReturn === 'reasoning' && !this.segmentCommitted) this.thought.end();
        this.segmentCommitted = true;
        const text = this.takeRaw(position);
        this.feedback.settle(text, start);
        this.segmentTouched = true;
        this.output.recordSegment(text);
      },
      pass: (position) => {
        this.segmentTouched = true;
        this.release(this.takeRaw(position));
      },
      fail: (position, error) => {
        this.segmentTouched = true;
        const start = this.segmentStart + this.segmentTaken;
        this.report(this.takeRaw(position), start, error);
      },
      warn: (error) => {
        this.options.onError?.(error.message, {
          error,
          code: error.code,
          ...(error.toolName === undefined ? {} : { toolName: error.toolName }),
        });
      },
      reject: () => {
        if (this.segmentTouched)
          throw new Error('reject() is only allowed before commit() or fail()');
        this.rejected = true;
      },
    };
  }

  private takeRaw(position: number): string {
    const text = this.raw.take(position);
    this.segmentTaken += text.length;
    return text;
  }

  private report(segmentText: string, position: number, error: ToolCallParseError): void {
    if (this.segmentInCode && !this.declares(error.toolName)) {
      // Call markup for a tool nobody declared, in a code span or a fenced block: a model
      // explaining tool calls. It is prose, so it stays text, in every mode, unreported.
      this.feedback.fail(segmentText, position, error, false);
      this.release(segmentText);
      return;
    }
    // A call that breaks inside a thinking block stays reasoning: it is not sent back.
    const sendBack = this.segmentReturn === 'text';
    if (this.feedback.fail(segmentText, position, error, sendBack)) {
      // The call carries its text back to the model; for the record it was a call segment.
      this.output.recordSegment(segmentText);
      return;
    }
    if (this.options.emitFailedCallText !== false) this.release(segmentText);
    this.options.onError?.(error.message, {
      error,
      code: error.code,
      ...(error.toolName === undefined ? {} : { toolName: error.toolName }),
      segment: segmentText,
      position,
    });
  }

  private declares(toolName: string | undefined): boolean {
    return toolName !== undefined && this.tools.get(toolName) !== undefined;
  }

  /** Text a segment gave back: reasoning when the segment began inside a block, else text. */
  private release(text: string): void {
    if (this.segmentReturn === 'reasoning') this.thought.write(text);
    else this.text(text);
  }

  /** Plain text out, followed for Markdown code (see {@link CodeContext}). */
  private text(text: string): void {
    this.output.text(text);
    this.code.feed(text);
  }
}
