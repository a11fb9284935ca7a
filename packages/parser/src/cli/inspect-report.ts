import type { ToolCallParseErrorCode } from '@tool/protocols';
import type { PresetName } from '../presets/preset-definitions';
import type { TextRange } from './locate-segments';

/**
 * A piece of the input the parser recognized: `call` for the structure of a call (or of a
 * format's channels), `reasoning` for a thinking block (its markers and the whitespace around
 * them included), `failed` for a segment that looked like a call but was kept as text.
 */
export interface InspectSpan extends TextRange {
  kind: 'call' | 'reasoning' | 'failed';
}

/** A parsed call. `input` is the arguments as a value; `inputText` exactly as the AI SDK gets it. */
export interface InspectCall {
  toolCallId: string;
  toolName: string;
  input: unknown;
  inputText: string;
}

/** Where a failed segment lies in the input: offsets, and the 1-based line and column of `start`. */
export interface InspectPosition extends TextRange {
  line: number;
  column: number;
}

/** One `onError` report. `position` is missing when the protocol reported no segment. */
export interface InspectError {
  code: ToolCallParseErrorCode;
  message: string;
  toolName?: string;
  segment?: string;
  position?: InspectPosition;
}

/** One stream event, as the inspector shows it (text deltas of one chunk are joined). */
export type TimelineEvent =
  | { type: 'text'; text: string }
  | { type: 'reasoning'; text: string }
  | { type: 'tool-input-start'; id: string; toolName: string }
  | { type: 'tool-input-delta'; id: string; delta: string }
  | { type: 'tool-input-end'; id: string }
  | { type: 'tool-call'; id: string; toolName: string; input: string }
  | { type: 'error'; code: ToolCallParseErrorCode; message: string; toolName?: string };

/**
 * What the stream parser emitted after one chunk (`input.slice(start, end)`) arrived. The last
 * step (`final`) is the end of the stream, where held-back text and unfinished calls settle.
 */
export interface TimelineStep extends TextRange {
  index: number;
  final: boolean;
  events: TimelineEvent[];
}

/** The replay of the output as a stream, and whether it agrees with the whole-text parse. */
export interface StreamTimeline {
  chunking: string;
  steps: TimelineStep[];
  /** Whether the stream gave the same text and calls as the whole-text parse (it always should). */
  consistent: boolean;
}

/** How the tools of a run were obtained. */
export interface InspectTools {
  source: 'file' | 'inferred';
  names: string[];
}

/** Everything the inspector learned about one output under one preset. */
export interface InspectReport {
  preset: PresetName;
  /** The protocol's short name (`json-mix`, `morph-xml`, …). */
  protocol: string;
  tools: InspectTools;
  calls: InspectCall[];
  /** The text the parser let through, concatenated. */
  text: string;
  /**
   * The reasoning, concatenated: thinking blocks without their markers, and what a format carries
   * in its own channel (harmony's `analysis`).
   */
  reasoning: string;
  spans: InspectSpan[];
  errors: InspectError[];
  timeline?: StreamTimeline;
}

/** One preset's result in `--auto` mode. */
export interface AutoRanking {
  preset: PresetName;
  protocol: string;
  calls: number;
  errors: number;
}

/** The result of trying every preset: the ranking, and the full report of the best one. */
export interface AutoReport {
  ranking: AutoRanking[];
  report: InspectReport;
}
