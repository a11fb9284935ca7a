import type { ToolCallParseError, ToolCallParseErrorCode } from './errors/tool-call-parse-error';

/**
 * The structural subset of the AI SDK language-model types that a text protocol touches. They are
 * the same in specification V3 (AI SDK 6) and V4 (AI SDK 7), so the engine and the protocols stay
 * specification-neutral; `@tool/parser` types them as V4 or V3 at its entry points.
 */

/** A JSON Schema as a plain object (zod/valibot schemas arrive already converted). */
export type JSONSchema = Record<string, unknown>;

/** A function tool as the model receives it (`LanguageModelV4FunctionTool` / `V3`). */
export interface FunctionTool {
  type?: 'function';
  name: string;
  description?: string;
  inputSchema: JSONSchema | unknown;
  inputExamples?: ReadonlyArray<{ input: unknown }>;
}

// Content parts are type aliases rather than interfaces so that they fit the record-like views a
// caller keeps of parts it does not know (`{ type: string; [key: string]: unknown }`) as they are.

/**
 * Why a call went back to the model instead of running (feedback mode, see
 * {@link ProtocolOptions.malformedCalls}): carried in the call's
 * `providerMetadata.toolCallMiddleware.malformed`, and given back by the AI SDK on the call in the
 * next step's history (`providerOptions`), so the middleware can tell the model what was wrong.
 */
export type MalformedCall = {
  /** The code `onError` was given. */
  code: ToolCallParseErrorCode;
  /** The message `onError` was given: what was wrong, in words the model can act on. */
  message: string;
  /** The call's text exactly as the model wrote it. */
  segment: string;
};

/**
 * A parsed tool call; `input` is the JSON-encoded arguments, as the AI SDK requires. A call fed
 * back to the model carries a {@link MalformedCall} in `providerMetadata.toolCallMiddleware`.
 */
export type ToolCallContent = {
  type: 'tool-call';
  toolCallId: string;
  toolName: string;
  input: string;
  providerMetadata?: Record<string, Record<string, unknown>>;
};

export type TextContent = {
  type: 'text';
  text: string;
  providerMetadata?: Record<string, Record<string, unknown>>;
};

export type ReasoningContent = {
  type: 'reasoning';
  text: string;
};

/** What `parseGeneratedText` returns. */
export type ParsedContent = TextContent | ToolCallContent | ReasoningContent;

/** A tool call from the conversation history, as an assistant prompt part (`input` is parsed). */
export interface HistoryToolCall {
  toolCallId?: string;
  toolName: string;
  input: unknown;
}

/** A tool result from the conversation history (a `tool-result` prompt part). */
export interface HistoryToolResult {
  toolCallId?: string;
  toolName: string;
  output: unknown;
}

export interface FinishReason {
  unified: string;
  raw: string | undefined;
}

/**
 * A stream part. The parts the engine reads and writes are listed; every other part (reasoning,
 * files, sources, metadata, raw, future kinds) passes through untouched, so the union stays open.
 */
export type StreamPart =
  | { type: 'text-start'; id: string; providerMetadata?: unknown }
  | { type: 'text-delta'; id: string; delta: string; providerMetadata?: unknown }
  | { type: 'text-end'; id: string; providerMetadata?: unknown }
  | { type: 'reasoning-start'; id: string; providerMetadata?: unknown }
  | { type: 'reasoning-delta'; id: string; delta: string; providerMetadata?: unknown }
  | { type: 'reasoning-end'; id: string; providerMetadata?: unknown }
  | { type: 'tool-input-start'; id: string; toolName: string }
  | { type: 'tool-input-delta'; id: string; delta: string }
  | { type: 'tool-input-end'; id: string }
  | ToolCallContent
  | { type: 'finish'; finishReason: FinishReason; usage: unknown; providerMetadata?: unknown }
  | { type: string; [key: string]: unknown };

/** Metadata given to `onError` with every report. */
export interface ToolCallErrorMetadata {
  /** The typed error; its `cause` holds the parser error (RJSON/RXML) when there is one. */
  error: ToolCallParseError;
  code: ToolCallParseErrorCode;
  /** The tool name, when it was read before the failure. */
  toolName?: string;
  /** The original text of the failed segment, exactly as the model wrote it. */
  segment?: string;
  /**
   * Where `segment` begins: its offset, in UTF-16 code units, in the whole model output. With it a
   * caller that drops failed text (`emitFailedCallText: false`) can still put it back in place —
   * except the text of a call that came out all the same: a `SCHEMA_MISMATCH` call, and in
   * feedback mode every call sent back to the model, whose text travels with the call.
   */
  position?: number;
}

/** The open and close markers of one kind of thinking block (`<think>` … `</think>`). */
export interface ReasoningBlock {
  readonly open: string;
  readonly close: string;
}

/**
 * How thinking blocks in the output are read (`reasoning` in {@link ProtocolOptions}). By default
 * every protocol reads `<think>…</think>` and its format's own blocks (Magistral's
 * `[THINK]…[/THINK]`) as reasoning, and never runs a call written inside one.
 */
export interface ReasoningOptions {
  /**
   * The marker that opens a block; replaces the format's blocks with this one. Without `close`,
   * the close marker is derived: `<x>` → `</x>`, `[X]` → `[/X]`.
   */
  open?: string;
  /** The marker that closes a block (derived from `open` when left out, and the other way round). */
  close?: string;
  /**
   * The output begins inside a block, because the chat template opened it in the prompt (DeepSeek
   * R1, the Qwen3 Thinking-2507 models, DeepSeek V3.1 in thinking mode): everything up to the
   * first close marker is reasoning. An output that writes the open marker anyway is read the
   * same. Ignored for a response whose provider already sent reasoning of its own (a server with
   * a reasoning parser), and for an output that begins with a call (its thinking was off).
   */
  startInReasoning?: boolean;
  /**
   * What a call written inside reasoning is: `'ignore'` (default) keeps it in the reasoning,
   * verbatim, never run; `'parse'` parses and runs it, for models that call from their thinking.
   */
  toolCalls?: 'ignore' | 'parse';
}

/** What becomes of an argument the tool's schema does not know: see `ProtocolOptions`. */
export type UnknownArguments = 'keep' | 'drop' | 'botched';

export interface ProtocolOptions {
  /** Told about every segment that looked like a tool call but could not become one. */
  onError?: (message: string, metadata: ToolCallErrorMetadata) => void;
  /**
   * Tool name → the provider's original JSON Schema. Used for coercion instead of the schema the
   * tool arrives with (for example when a provider adapter rewrote it).
   */
  originalToolSchemas?: Record<string, unknown>;
  /**
   * Emit the original text of a failed call as text (default `true`: nothing is lost). Set to
   * `false` to drop it; `onError` still receives it as `metadata.segment`.
   */
  emitFailedCallText?: boolean;
  /**
   * Largest tool-call segment, in characters, held in memory while it is parsed (default
   * 4 MiB = 4,194,304). A call that grows past it is released as text and reported through
   * `onError` with code `TOOL_CALL_TOO_LARGE`; this bounds memory on an endless unclosed call.
   * The call is cut at the same character however the output arrives (one piece or many chunks);
   * what follows the cut is scanned as text again.
   */
  maxToolCallSize?: number;
  /** Generates tool-call ids (default: `call_` followed by 24 random characters). */
  generateId?: () => string;
  /**
   * What becomes of a segment that is recognisably a call — a tool name was read, declared or not
   * — but cannot become valid input (arguments that do not parse, a string parameter written
   * twice, an argument its schema cannot fit, an undeclared tool):
   * - `'text'` (the default here; `createToolMiddleware` defaults to `'feedback'`): its text is
   *   released as text and `onError` is told;
   * - `'feedback'`: it comes out as a `tool-call` that the AI SDK rejects the way it rejects an
   *   invalid native call, so the model is told and can retry. Its `input` is the call's text as
   *   the model wrote it (never JSON), or the JSON of its arguments when they parsed but the name
   *   is undeclared or an argument does not fit its schema; `providerMetadata.toolCallMiddleware.
   *   malformed` holds the {@link MalformedCall}. `onError` is told as in `'text'` mode.
   *
   * A segment with no readable tool name, and one cut at `maxToolCallSize`, stay text in both.
   */
  malformedCalls?: 'feedback' | 'text';
  /**
   * What becomes of a top-level argument the tool's schema does not know (not in `properties`,
   * matched by no `patternProperties`, and `additionalProperties` is not `true` or a schema; a
   * schema that names no properties at all knows every key):
   * - `'keep'` (default): it stays in the input, as coercion keeps it;
   * - `'drop'`: it is left out of the input (and of every `tool-input-delta`), and `onError` is
   *   told with code `UNKNOWN_ARGUMENT`; the call runs without it;
   * - `'botched'`: the call is not executed: it ends as a call whose input does not fit (see
   *   `malformedCalls`), so in feedback mode the model is told which argument it made up.
   */
  unknownArguments?: UnknownArguments;
  /**
   * Thinking blocks (default: on, with `<think>` and the format's own markers). `false` reads them
   * as plain text, as any other text (calls inside them are parsed then).
   */
  reasoning?: false | ReasoningOptions;
}

/**
 * Whether a format reads the text that follows a start marker it shares with other formats:
 * `'yes'`, `'no'`, or `'more'` (the characters seen so far are not enough to tell).
 */
export type OpeningVerdict = 'yes' | 'no' | 'more';

/**
 * How a format's calls begin, for `withFallbackProtocols` when formats share a start marker
 * (`<tool_call>` is Hermes JSON, Qwen3-Coder and GLM). Looks at the first characters after
 * `marker`: `text[from]` is the first one that is not whitespace (`from === text.length` when
 * none has arrived yet). With `final` set no more text will come, so the answer must be `'yes'`
 * or `'no'`. Reads at most 10 characters past `from` (the composer holds no more before it asks
 * with `final`). A protocol without one claims everything after a shared marker.
 */
export type OpeningClassifier = (
  marker: string,
  text: string,
  from: number,
  final: boolean,
) => OpeningVerdict;

export interface FormatToolsArgs {
  tools: ReadonlyArray<FunctionTool>;
  toolSystemPromptTemplate: (tools: string) => string;
}

export interface ParseArgs {
  text: string;
  tools: ReadonlyArray<FunctionTool>;
  options?: ProtocolOptions;
}

export interface StreamParserArgs {
  tools: ReadonlyArray<FunctionTool>;
  options?: ProtocolOptions;
}

/**
 * A tool-call wire format: how tools are shown to the model, how calls and results are written
 * back into the history, and how the model's text is parsed into calls (whole or streaming).
 */
export interface ToolCallProtocol {
  /** A short name for logs and the inspector (`json-mix`, `morph-xml`, …). */
  readonly name: string;
  formatTools(args: FormatToolsArgs): string;
  formatToolCall(toolCall: HistoryToolCall): string;
  formatToolResponse(toolResult: HistoryToolResult): string;
  parseGeneratedText(args: ParseArgs): ParsedContent[];
  createStreamParser(args: StreamParserArgs): TransformStream<StreamPart, StreamPart>;
  /** The exact substrings of `text` that would be parsed as calls (debugging and telemetry). */
  extractToolCallSegments?(args: SegmentArgs): string[];
  /**
   * The exact substrings of `text` that would be parsed as calls or read as thinking blocks
   * (markers and framing whitespace included), in order: what the inspector and the debug log mark.
   */
  extractSegments?(args: SegmentArgs): RecognizedSegment[];
}

export interface SegmentArgs {
  text: string;
  tools: ReadonlyArray<FunctionTool>;
  /** The options of the parse (the `reasoning` setting changes what is a call). */
  options?: ProtocolOptions;
}

/** A piece of model output a protocol recognized: a tool call's text, or a thinking block's. */
export interface RecognizedSegment {
  kind: 'call' | 'reasoning';
  text: string;
}
