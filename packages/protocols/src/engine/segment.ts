import type { ToolCallParseError } from '../errors/tool-call-parse-error';
import type { ProtocolOptions, ReasoningBlock } from '../types';
import type { ToolRegistry } from './tool-registry';

/** Returned by {@link SegmentParser.push} while the segment goes on past the given text. */
export const SEGMENT_CONTINUES = -1;

/**
 * Parses one segment of model output that began with a start marker: a call, a block of calls, or
 * a protocol envelope. A segment is incremental: `push` receives each new piece of text once, in
 * order (the first piece starts right after the marker), so total work stays linear.
 */
export interface SegmentParser {
  /**
   * Consumes `text`. Returns {@link SEGMENT_CONTINUES} while the segment goes on, or the segment
   * position where it ended (it may end before characters it held back earlier, which are then
   * scanned as text again). Must not throw.
   */
  push(text: string): number;
  /**
   * The output ended: complete what can be completed, fail the rest. Returns the segment position
   * where the segment ended, or undefined when it took everything. Must not throw.
   */
  finish(): number | undefined;
}

/** Streams one tool call's arguments as JSON text. */
export interface ToolCallWriter {
  readonly id: string;
  readonly toolName: string;
  /** Appends JSON text to the arguments (a `tool-input-delta`). */
  write(json: string): void;
  /**
   * The input will be complete but cannot run as it is: an argument does not fit its schema and
   * coercion cannot make it fit. The call still ends with {@link end}; it is then reported through
   * `onError` and, with `malformedCalls: 'feedback'`, sent back to the model instead of run.
   */
  invalid(error: ToolCallParseError): void;
  /** The arguments are complete: `tool-input-end`, then the `tool-call` whose input is all writes. */
  end(): void;
  /** The call failed after it started: `tool-input-end` without a `tool-call`. */
  abort(): void;
}

/**
 * What a segment can do. Positions are relative to the segment: 0 is the first character of the
 * start marker. Every character of a segment must end up either committed (it belonged to
 * recognized calls or envelope syntax) or failed (released as text and reported).
 */
export interface SegmentContext {
  readonly marker: string;
  /**
   * The marker is the first thing in the output (outside any thinking block): a format whose
   * chat template writes the start of the answer into the prompt (Functionary v3.2's `>>>`)
   * reads what follows it there only. Absent means not known to be at the start.
   */
  readonly atOutputStart?: boolean;
  readonly tools: ToolRegistry;
  readonly options: Readonly<ProtocolOptions>;
  /** Starts a call to a declared tool and emits `tool-input-start`. */
  startCall(toolName: string, id?: string): ToolCallWriter;
  /** Emits text that the segment recognized as plain content (for example a final-answer channel). */
  text(text: string): void;
  /** Emits reasoning text (for example an analysis channel). */
  reasoning(text: string): void;
  /** Characters up to `position` belonged to recognized calls or envelope syntax. */
  commit(position: number): void;
  /**
   * Characters from the last commit up to `position` are plain text inside the envelope (a
   * model's words between a section marker and its first call): released as text, no report.
   */
  pass(position: number): void;
  /** Characters from the last commit up to `position` did not form a call: release and report them. */
  fail(position: number, error: ToolCallParseError): void;
  /** Reports a problem through `onError` without releasing any text (the text stays in the segment). */
  warn(error: ToolCallParseError): void;
  /**
   * The marker was not the start of a call after all (allowed only before any commit or fail):
   * its first character becomes text and scanning resumes right after it.
   */
  reject(): void;
}

/**
 * The declarative half of a protocol: which markers open a segment and how a segment is parsed.
 * Built once per parse or stream, because markers may depend on the tools (tag = tool name).
 */
export interface SegmentFormat {
  readonly markers: readonly string[];
  createSegment(context: SegmentContext): SegmentParser;
  /**
   * The thinking blocks the format's models write, tried before the call markers (default:
   * `<think>…</think>`). The engine reads them as reasoning unless the options say otherwise.
   */
  readonly reasoningBlocks?: readonly ReasoningBlock[];
  /**
   * Call markers that end an open thinking block when the block is never closed (Kimi K2 Thinking
   * opens its tool section inside `<think>` without `</think>`). Inside a block such a marker holds
   * what follows until the block's close marker comes — then it was all reasoning, as a call
   * rehearsed in a closed block is — or the output ends: then the block ended at the marker and
   * what follows is read as calls and text.
   */
  readonly reasoningEnders?: readonly string[];
}
