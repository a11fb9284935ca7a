import type { FunctionTool, ProtocolOptions } from '../types';
import { CallFeedback } from './call-feedback';
import { CodeContext } from './code-context';
import type { EngineEvent } from './engine-event';
import { EngineOutput } from './engine-output';
import { generateToolCallId } from './generate-id';
import { OpenCalls } from './open-calls';
import { PendingInput } from './pending-input';
import { type ReasoningSetup, resolveReasoning } from './reasoning-setup';
import { ReasoningText } from './reasoning-text';
import { ANY_BLOCK, ScanMarkers } from './scan-markers';
import type { ScanState } from './scan-state';
import type { SegmentFormat } from './segment';
import { SegmentSession } from './segment-session';
import { skipWhitespace } from './skip-whitespace';
import { ToolRegistry } from './tool-registry';
import type { DeclaresArgument } from './unknown-argument-filter';

export const DEFAULT_MAX_TOOL_CALL_SIZE = 4 * 1024 * 1024;

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
  private state: ScanState = 'text';
  /** The block being read: an index in the setup's blocks, or {@link ANY_BLOCK}. */
  private block = ANY_BLOCK;
  /** Text held back because it may be the start of a marker (never longer than longest − 1). */
  private carry = '';
  private readonly input = new PendingInput();
  /** Where the plain text stands in Markdown terms: a call marker in code may be prose. */
  private readonly code = new CodeContext();
  /** In `ender`: the marker that may have ended the block, where it began, and what followed it. */
  private ender = { marker: '', start: 0, text: '' };
  private readonly output: EngineOutput;
  private readonly calls: OpenCalls;
  private readonly markers: ScanMarkers;
  private readonly thought: ReasoningText;
  private readonly maxSize: number;
  /** What becomes of calls that cannot become valid input (`malformedCalls`). */
  private readonly feedback: CallFeedback;
  readonly tools: ToolRegistry;
  /** The segment being read, in state `segment`. */
  private readonly session: SegmentSession;

  /**
   * @throws TypeError when `options.reasoning` is malformed (before any output is read).
   */
  constructor(
    createFormat: (tools: ToolRegistry) => SegmentFormat,
    tools: ReadonlyArray<FunctionTool>,
    options: Readonly<ProtocolOptions> = {},
    recordSegments = false,
    /** Asked for `unknownArguments` (see {@link DeclaresArgument}); the engine reads no schema. */
    declaresArgument?: DeclaresArgument,
  ) {
    this.tools = new ToolRegistry(tools, options);
    const format = createFormat(this.tools);
    const reasoning: ReasoningSetup | undefined = resolveReasoning(
      options.reasoning,
      format.reasoningBlocks,
    );
    this.markers = new ScanMarkers(format.markers, reasoning, format.reasoningEnders);
    this.output = new EngineOutput(recordSegments);
    this.thought = new ReasoningText(
      (text) => this.output.reasoning(text, true),
      (text) => this.output.recordBlock(text),
    );
    if (reasoning?.startInReasoning) this.state = 'opening';
    this.maxSize = options.maxToolCallSize ?? DEFAULT_MAX_TOOL_CALL_SIZE;
    const generateId = options.generateId ?? generateToolCallId;
    this.feedback = new CallFeedback(options, (event) => this.output.emit(event), generateId);
    this.calls = new OpenCalls(this.output, this.feedback, this.tools, options, declaresArgument);
    this.session = new SegmentSession({
      format,
      tools: this.tools,
      // The declared tools alone, for calls inside a thinking block: there a call of a tool
      // nobody declared is not a botched call to send back (feedback mode reads undeclared
      // names) but reasoning.
      declaredTools:
        options.malformedCalls === 'feedback'
          ? new ToolRegistry(tools, { ...options, malformedCalls: 'text' })
          : this.tools,
      options,
      output: this.output,
      thought: this.thought,
      calls: this.calls,
      feedback: this.feedback,
      maxSize: this.maxSize,
      generateId,
      text: (text) => this.text(text),
      later: (first, second) => this.input.later(first, second),
    });
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
    if (this.state === 'opening' && this.input.offset === 0 && this.carry.length === 0) {
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
      this.state = this.session.finish();
      this.run();
    }
    const held = this.carry;
    this.carry = '';
    if (this.state === 'text') this.text(held);
    else if (held.length > 0) this.thought.write(held);
    // A block still open at the end is reasoning to the end; its trailing whitespace is envelope.
    this.thought.end();
    this.feedback.settle('', this.input.offset);
    this.calls.closeAll();
    return this.output.drain();
  }

  private consume(input: string): void {
    this.input.add(input);
    this.run();
  }

  private run(): void {
    for (let text = this.input.take(); text !== undefined; text = this.input.take()) {
      switch (this.state) {
        case 'segment':
          this.state = this.session.push(text) ?? 'segment';
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
      this.startSegment(match.marker, this.input.offset - text.length + match.index, 'text');
    }
    this.input.later(text.slice(match.index + match.marker.length));
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
      const start = this.input.offset - text.length + match.index;
      this.ender = { marker: match.marker, start, text: '' };
      this.state = 'ender';
    } else {
      this.startSegment(match.marker, this.input.offset - text.length + match.index, 'reasoning');
    }
    this.input.later(text.slice(match.index + match.marker.length));
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
      this.input.later(text.slice(match.index + match.marker.length));
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
    this.input.later(rest);
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
      this.input.later(rest.slice(match.marker.length));
      return;
    }
    this.input.later(rest);
  }

  /** Whitespace that frames a block is envelope; the first other character moves on to `next`. */
  private skipEnvelope(input: string, next: 'text' | 'reasoning'): void {
    const from = skipWhitespace(input, 0);
    this.output.recordBlock(input.slice(0, from));
    if (from === input.length) return;
    this.state = next;
    this.input.later(input.slice(from));
  }

  private startSegment(marker: string, start: number, from: 'text' | 'reasoning'): void {
    this.state = 'segment';
    // (A format whose own marker is a fence — fenced JSON — declares that fence a call: only the
    // text before the marker tells whether it stands in code.)
    this.session.begin(marker, start, from, from === 'text' && this.code.inside);
  }

  /** Plain text out, followed for Markdown code (see {@link CodeContext}). */
  private text(text: string): void {
    this.output.text(text);
    this.code.feed(text);
  }
}
