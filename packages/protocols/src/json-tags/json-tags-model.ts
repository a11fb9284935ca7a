import type { JsonCallKeys } from '../json-calls/json-call-object';
import type { FunctionTool, HistoryToolCall, HistoryToolResult, ReasoningBlock } from '../types';

/** One way a model wraps its JSON calls: a start marker, the JSON, an end marker. */
export interface JsonEnvelope {
  readonly start: string;
  /**
   * What ends the calls. For models that write no closer (Granite's `<|tool_call|>`, `functools[`)
   * it is the end-of-turn token a server may leave in the text; a complete call also ends at
   * the text that follows it.
   */
  readonly end: string;
  /** Which keys carry the name and the arguments (default `name`, `arguments`/`parameters`). */
  readonly keys?: JsonCallKeys;
}

/**
 * One model family of the JSON-in-tags format: the envelopes it writes (read all of them), the
 * markup around its answer, and how calls and results are written back into its history.
 */
export interface JsonTagsModel {
  readonly envelopes: readonly JsonEnvelope[];
  /**
   * Markers that are structure without content (Command R7B's `<|START_RESPONSE|>`): dropped
   * from the text, what stands between them stays text.
   */
  readonly silentMarkers?: readonly string[];
  /** The model's thinking blocks besides `<think>…</think>`. */
  readonly reasoningBlocks?: readonly ReasoningBlock[];
  /** The tool list inside the system prompt (default: the OpenAI-style JSON list). */
  formatTools?(tools: ReadonlyArray<FunctionTool>): string;
  formatToolCall(call: HistoryToolCall): string;
  formatToolResponse(result: HistoryToolResult): string;
}
