import { ToolCallParseError } from '../errors/tool-call-parse-error';
import { unknownToolError } from '../errors/unknown-tool-error';
import type { FunctionTool, MalformedCall, ProtocolOptions } from '../types';
import { CallFeedback } from './call-feedback';
import { generateToolCallId } from './generate-id';
import { MarkerMatcher } from './marker-matcher';
import {
  SEGMENT_CONTINUES,
  type SegmentContext,
  type SegmentFormat,
  type SegmentParser,
  type ToolCallWriter,
} from './segment';
import { SegmentText } from './segment-text';
import { TextBuffer } from './text-buffer';
import { ToolRegistry } from './tool-registry';

/** What the engine produces; the stream and generate adapters map these onto AI SDK parts. */
export type EngineEvent =
  | { type: 'text'; text: string }
  | { type: 'reasoning'; text: string }
  | { type: 'tool-input-start'; id: string; toolName: string }
  | { type: 'tool-input-delta'; id: string; delta: string }
  | { type: 'tool-input-end'; id: string }
  /** `malformed` is set on a call fed back to the model (`malformedCalls: 'feedback'`). */
  | { type: 'tool-call'; id: string; toolName: string; input: string; malformed?: MalformedCall }
  /** The exact text of a recognized call segment (only when `recordSegments` is on). */
  | { type: 'segment'; text: string };

export const DEFAULT_MAX_TOOL_CALL_SIZE = 4 * 1024 * 1024;

type State = 'text' | 'segment';

interface OpenCall {
  id: string;
  toolName: string;
  /** Every write so far; a TextBuffer, because a long argument arrives in ~10⁵ tiny writes. */
  input: TextBuffer;
}

/**
 * The incremental core shared by every protocol: `push(text)` with each new piece of model output,
 * `finish()` at the end; both return the events produced. Text is scanned for the format's start
 * markers with a cursor — only the last `longest marker − 1` characters are ever held back — and
 * each segment is handed to the format's incremental segment parser. Generate mode is one `push`
 * of the whole text plus `finish`, so streaming and generating cannot drift apart.
 */
export class ToolCallEngine {
  private state: State = 'text';
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
  private rejected = false;
  private readonly openCalls = new Map<string, OpenCall>();
  private out: EngineEvent[] = [];
  private readonly matcher: MarkerMatcher;
  private readonly maxSize: number;
  private readonly generateId: () => string;
  /** What becomes of calls that cannot become valid input (`malformedCalls`). */
  private readonly feedback: CallFeedback;
  readonly tools: ToolRegistry;

  private readonly format: SegmentFormat;

  constructor(
    createFormat: (tools: ToolRegistry) => SegmentFormat,
    tools: ReadonlyArray<FunctionTool>,
    private readonly options: Readonly<ProtocolOptions> = {},
    private readonly recordSegments = false,
  ) {
    this.tools = new ToolRegistry(tools, options);
    this.format = createFormat(this.tools);
    this.matcher = new MarkerMatcher(this.format.markers);
    this.maxSize = options.maxToolCallSize ?? DEFAULT_MAX_TOOL_CALL_SIZE;
    this.generateId = options.generateId ?? generateToolCallId;
    this.feedback = new CallFeedback(options, (event) => this.emit(event), this.generateId);
  }

  /** The longest start marker: the most text ever held back is one less than this. */
  get longestMarker(): number {
    return this.matcher.longest;
  }

  push(text: string): EngineEvent[] {
    this.consume(text);
    return this.drain();
  }

  finish(): EngineEvent[] {
    while (this.state === 'segment') {
      const end = (this.segment as SegmentParser).finish();
      // What follows the segment's end is scanned again; it may hold another marker.
      this.closeSegment(end);
      this.run();
    }
    if (this.carry.length > 0) {
      this.emitText(this.carry);
      this.carry = '';
    }
    this.feedback.settle('', this.offset);
    for (const call of this.openCalls.values()) this.emit({ type: 'tool-input-end', id: call.id });
    this.openCalls.clear();
    return this.drain();
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
      if (this.state === 'segment') this.feedSegment(text);
      else this.scanText(text);
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

  /** Emits plain text up to the earliest marker; what follows the marker goes to the segment. */
  private scanText(input: string): void {
    const text = this.carry + input;
    this.carry = '';
    const match = this.matcher.find(text);
    if (match.kind === 'none') {
      this.emitText(text);
      return;
    }
    if (match.kind === 'partial') {
      this.emitText(text.slice(0, match.index));
      this.carry = text.slice(match.index);
      return;
    }
    this.emitText(text.slice(0, match.index));
    this.startSegment(match.marker, this.offset - text.length + match.index);
    this.later(text.slice(match.index + match.marker.length));
  }

  private startSegment(marker: string, start: number): void {
    this.state = 'segment';
    this.raw.begin(marker);
    this.segmentStart = start;
    this.segmentTaken = 0;
    this.segmentTouched = false;
    this.rejected = false;
    this.segment = this.format.createSegment(this.createContext(marker));
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
   * segment did not commit or fail are released as text — never lost; what lies past `end` is
   * queued for scanning.
   */
  private closeSegment(end: number | undefined): void {
    const start = this.segmentStart + this.segmentTaken;
    const rest = this.takeRaw(end ?? Number.POSITIVE_INFINITY);
    this.feedback.settle(rest, start);
    this.emitText(rest);
    this.state = 'text';
    this.segment = undefined;
    const [held, current] = this.raw.takeRest();
    this.later(held, current);
  }

  private resumeAfterReject(): void {
    // Nothing was committed, so the kept text still begins with the marker.
    this.feedback.settle('', this.segmentStart);
    const [held, current] = this.raw.takeRest();
    this.state = 'text';
    this.segment = undefined;
    this.rejected = false;
    if (held.length > 0) {
      this.emitText(held.slice(0, 1));
      this.later(held.slice(1), current);
    } else {
      this.emitText(current.slice(0, 1));
      this.later(current.slice(1));
    }
  }

  private releaseOversized(): void {
    for (const call of this.openCalls.values()) this.emit({ type: 'tool-input-end', id: call.id });
    const toolName = [...this.openCalls.values()][0]?.toolName;
    this.openCalls.clear();
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
    this.state = 'text';
    this.segment = undefined;
  }

  private createContext(marker: string): SegmentContext {
    return {
      marker,
      tools: this.tools,
      options: this.options,
      startCall: (toolName, id) => this.startCall(toolName, id),
      text: (text) => this.emitText(text),
      reasoning: (text) => {
        if (text.length > 0) this.emit({ type: 'reasoning', text });
      },
      commit: (position) => {
        const start = this.segmentStart + this.segmentTaken;
        const text = this.takeRaw(position);
        this.feedback.settle(text, start);
        this.segmentTouched = true;
        if (this.recordSegments && text.length > 0) this.out.push({ type: 'segment', text });
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
    if (this.feedback.fail(segmentText, position, error)) {
      // The call carries its text back to the model; for the record it was a call segment.
      if (this.recordSegments) this.out.push({ type: 'segment', text: segmentText });
      return;
    }
    if (this.options.emitFailedCallText !== false) this.emitText(segmentText);
    this.options.onError?.(error.message, {
      error,
      code: error.code,
      ...(error.toolName === undefined ? {} : { toolName: error.toolName }),
      segment: segmentText,
      position,
    });
  }

  private startCall(toolName: string, id: string = this.generateId()): ToolCallWriter {
    const call: OpenCall = { id, toolName, input: new TextBuffer() };
    this.openCalls.set(id, call);
    this.emit({ type: 'tool-input-start', id, toolName });
    let state: 'open' | 'closed' = 'open';
    // Why the call cannot run as it is, though its input is complete: an undeclared tool (only
    // started in feedback mode, see ToolRegistry.lookup) or an argument its schema cannot fit.
    let problem =
      this.tools.get(toolName) === undefined ? unknownToolError(toolName, this.tools) : undefined;
    return {
      id,
      toolName,
      write: (json) => {
        if (state !== 'open' || json.length === 0) return;
        call.input.append(json);
        const last = this.out[this.out.length - 1];
        if (last?.type === 'tool-input-delta' && last.id === id) last.delta += json;
        else this.emit({ type: 'tool-input-delta', id, delta: json });
      },
      invalid: (error) => {
        problem ??= error;
      },
      end: () => {
        if (state !== 'open') return;
        state = 'closed';
        this.openCalls.delete(id);
        this.emit({ type: 'tool-input-end', id });
        const input = call.input.toString();
        if (problem === undefined) this.emit({ type: 'tool-call', id, toolName, input });
        else this.feedback.end({ id, toolName, input, error: problem });
      },
      abort: () => {
        if (state !== 'open') return;
        state = 'closed';
        this.openCalls.delete(id);
        this.emit({ type: 'tool-input-end', id });
        this.feedback.abort(id, toolName);
      },
    };
  }

  private emitText(text: string): void {
    if (text.length === 0) return;
    const last = this.out[this.out.length - 1];
    if (last?.type === 'text') last.text += text;
    else this.emit({ type: 'text', text });
  }

  private emit(event: EngineEvent): void {
    this.out.push(event);
  }

  private drain(): EngineEvent[] {
    const events = this.out;
    this.out = [];
    return events;
  }
}
