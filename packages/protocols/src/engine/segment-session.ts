import { ToolCallParseError } from '../errors/tool-call-parse-error';
import type { ProtocolOptions } from '../types';
import type { CallFeedback } from './call-feedback';
import type { EngineOutput } from './engine-output';
import type { OpenCalls } from './open-calls';
import type { ReasoningText } from './reasoning-text';
import {
  SEGMENT_CONTINUES,
  type SegmentContext,
  type SegmentFormat,
  type SegmentParser,
} from './segment';
import { SegmentText } from './segment-text';
import type { ToolRegistry } from './tool-registry';

/**
 * Where the scan goes on after a segment: back to where it began, or, inside a thinking block
 * after a call, into the block anew (`reasoning-start`: its whitespace frames the call).
 */
export type AfterSegment = 'text' | 'reasoning' | 'reasoning-start';

/** What a segment session shares with the engine that runs it. */
export interface SegmentSessionParts {
  readonly format: SegmentFormat;
  readonly tools: ToolRegistry;
  /** The declared tools alone, for segments inside thinking or code (see `createContext`). */
  readonly declaredTools: ToolRegistry;
  readonly options: Readonly<ProtocolOptions>;
  readonly output: EngineOutput;
  readonly thought: ReasoningText;
  readonly calls: OpenCalls;
  readonly feedback: CallFeedback;
  readonly maxSize: number;
  readonly generateId: () => string;
  /** Plain text out, as the engine writes it (followed for Markdown code). */
  readonly text: (text: string) => void;
  /** Queues input for the engine to scan next: `first`, then `second`. */
  readonly later: (first: string, second?: string) => void;
}

/** The metadata `onError` receives with a parse error. */
function errorMetadata(error: ToolCallParseError) {
  return {
    error,
    code: error.code,
    ...(error.toolName === undefined ? {} : { toolName: error.toolName }),
  };
}

/**
 * One segment at a time, from its marker to its end: feeds the format's segment parser, keeps the
 * raw text it has not settled, and turns what it commits, passes, fails or rejects into output —
 * text it gives back is never lost. The engine owns the scan around it; a session tells it where
 * to go on when the segment is over.
 */
export class SegmentSession {
  /** Where the current segment began, and so where text it gives back goes. */
  private from: 'text' | 'reasoning' = 'text';
  private segment: SegmentParser | undefined;
  /** Uncommitted raw text of the current segment. */
  private readonly raw = new SegmentText();
  /** Offset in the whole output of the current segment's first character (its marker). */
  private start = 0;
  /** Characters of the current segment already taken (committed, failed or released). */
  private taken = 0;
  private touched = false;
  /**
   * Whether the current segment committed text (a call or its envelope): inside reasoning, the
   * whitespace before it then framed the block, and the block resumes anew after it.
   */
  private committed = false;
  private rejected = false;
  /** Whether the current segment began inside a code span or a fenced block. */
  private inCode = false;

  constructor(private readonly parts: SegmentSessionParts) {}

  /**
   * A segment begins at `marker`, at offset `start` of the whole output. `inCode`: it began in
   * a code span or a fenced block of plain text.
   */
  begin(marker: string, start: number, from: 'text' | 'reasoning', inCode: boolean): void {
    this.from = from;
    this.inCode = inCode;
    this.raw.begin(marker);
    this.start = start;
    this.taken = 0;
    this.touched = false;
    this.committed = false;
    this.rejected = false;
    this.segment = this.parts.format.createSegment(
      this.createContext(marker, from === 'text' && start === 0),
    );
  }

  /**
   * Feeds the segment; what follows the segment's end, if it ended, is queued for scanning.
   * @returns where the scan goes on, or undefined while the segment continues.
   */
  push(whole: string): AfterSegment | undefined {
    const segment = this.current();
    // Feed no more than fills the segment to one past the cap, so a call that never ends is cut
    // at the same character however the output was chunked (generate mode is a single push).
    const room = Math.max(1, this.parts.maxSize + 1 - this.raw.length);
    let input = whole;
    if (input.length > room) {
      this.parts.later(input.slice(room));
      input = input.slice(0, room);
    }
    this.raw.receive(input);
    const end = segment.push(input);
    if (this.rejected) return this.resumeAfterReject();
    if (end !== SEGMENT_CONTINUES) return this.close(end);
    this.raw.keep();
    if (this.raw.length > this.parts.maxSize) return this.releaseOversized();
    return undefined;
  }

  /** The output ended inside the segment. */
  finish(): AfterSegment {
    return this.close(this.current().finish());
  }

  private current(): SegmentParser {
    if (this.segment === undefined) throw new Error('No segment is open: begin() one first');
    return this.segment;
  }

  /** The segment is over: back to where it began (a block resumes anew after a call). */
  private leave(): AfterSegment {
    this.segment = undefined;
    if (this.from === 'text') return 'text';
    return this.committed ? 'reasoning-start' : 'reasoning';
  }

  /**
   * Ends the segment at segment position `end` (undefined: everything received). Characters the
   * segment did not commit or fail are released where the segment began — never lost; what lies
   * past `end` is queued for scanning.
   */
  private close(end: number | undefined): AfterSegment {
    const start = this.start + this.taken;
    const rest = this.takeRaw(end ?? Number.POSITIVE_INFINITY);
    this.parts.feedback.settle(rest, start);
    this.release(rest);
    const next = this.leave();
    const [held, current] = this.raw.takeRest();
    this.parts.later(held, current);
    return next;
  }

  private resumeAfterReject(): AfterSegment {
    // Nothing was committed, so the kept text still begins with the marker.
    this.parts.feedback.settle('', this.start);
    const [held, current] = this.raw.takeRest();
    this.rejected = false;
    const first = held.length > 0 ? held : current;
    this.release(first.slice(0, 1));
    const next = this.leave();
    if (held.length > 0) this.parts.later(held.slice(1), current);
    else this.parts.later(current.slice(1));
    return next;
  }

  private releaseOversized(): AfterSegment {
    const { calls, maxSize } = this.parts;
    const toolName = calls.firstToolName;
    calls.closeAll();
    const position = this.start + this.taken;
    const text = this.takeRaw(Number.POSITIVE_INFINITY);
    this.parts.feedback.settle(text, position);
    this.report(
      text,
      position,
      new ToolCallParseError({
        code: 'TOOL_CALL_TOO_LARGE',
        message: `A tool call grew past maxToolCallSize (${maxSize} characters) without ending; its text was released as plain text.`,
        ...(toolName === undefined ? {} : { toolName }),
      }),
    );
    return this.leave();
  }

  private createContext(marker: string, atOutputStart: boolean): SegmentContext {
    const { parts } = this;
    return {
      marker,
      atOutputStart,
      // Inside thinking or code, a tool nobody declared is no call at all (see `report`).
      tools: this.from === 'reasoning' || this.inCode ? parts.declaredTools : parts.tools,
      options: parts.options,
      // A call inside a thinking block (`toolCalls: 'parse'`) streams once it is whole.
      startCall: (toolName, id = parts.generateId()) =>
        parts.calls.start(toolName, id, this.from === 'reasoning'),
      text: (text) => parts.text(text),
      reasoning: (text) => parts.output.reasoning(text),
      commit: (position) => {
        const start = this.start + this.taken;
        // Whitespace between reasoning and a call made inside it frames the block.
        if (this.from === 'reasoning' && !this.committed) parts.thought.end();
        this.committed = true;
        const text = this.takeRaw(position);
        parts.feedback.settle(text, start);
        this.touched = true;
        parts.output.recordSegment(text);
      },
      pass: (position) => {
        this.touched = true;
        this.release(this.takeRaw(position));
      },
      fail: (position, error) => {
        this.touched = true;
        const start = this.start + this.taken;
        this.report(this.takeRaw(position), start, error);
      },
      warn: (error) => {
        parts.options.onError?.(error.message, errorMetadata(error));
      },
      reject: () => {
        if (this.touched) throw new Error('reject() is only allowed before commit() or fail()');
        this.rejected = true;
      },
    };
  }

  private takeRaw(position: number): string {
    const text = this.raw.take(position);
    this.taken += text.length;
    return text;
  }

  private report(segmentText: string, position: number, error: ToolCallParseError): void {
    const { feedback, options } = this.parts;
    if (this.inCode && !this.declares(error.toolName)) {
      // Call markup for a tool nobody declared, in a code span or a fenced block: a model
      // explaining tool calls. It is prose, so it stays text, in every mode, unreported.
      feedback.fail(segmentText, position, error, false);
      this.release(segmentText);
      return;
    }
    // A call that breaks inside a thinking block stays reasoning: it is not sent back.
    const sendBack = this.from === 'text';
    if (feedback.fail(segmentText, position, error, sendBack)) {
      // The call carries its text back to the model; for the record it was a call segment.
      this.parts.output.recordSegment(segmentText);
      return;
    }
    if (options.emitFailedCallText !== false) this.release(segmentText);
    options.onError?.(error.message, { ...errorMetadata(error), segment: segmentText, position });
  }

  private declares(toolName: string | undefined): boolean {
    return toolName !== undefined && this.parts.tools.get(toolName) !== undefined;
  }

  /** Text a segment gave back: reasoning when the segment began inside a block, else text. */
  private release(text: string): void {
    if (this.from === 'reasoning') this.parts.thought.write(text);
    else this.parts.text(text);
  }
}
