import type {
  FinishReason,
  malformedCallMetadata,
  ParsedContent,
  StreamPart,
} from '@tool/protocols';

/**
 * The structural subset of the AI SDK call, prompt and result types that the middleware reads and
 * writes. They are the same in specification V4 (AI SDK 7) and V3 (AI SDK 6); the entry points
 * type them as one or the other. Fields not listed here pass through untouched.
 */

/** Any prompt or content part; only `type` is read before a part is recognized. */
export interface AnyPart {
  type: string;
  [key: string]: unknown;
}

// Known parts are type aliases, not interfaces, so that they are AnyParts as they are.

/** A text part of a prompt message or of generated content. */
export type TextPart = {
  type: 'text';
  text: string;
  providerOptions?: unknown;
};

/** A tool call in the history (an assistant prompt part); `input` is already parsed. */
export type ToolCallPromptPart = {
  type: 'tool-call';
  toolCallId: string;
  toolName: string;
  input: unknown;
};

/** A tool result in the history (a `tool` message part, or provider-executed in an assistant one). */
export type ToolResultPromptPart = {
  type: 'tool-result';
  toolCallId: string;
  toolName: string;
  output: unknown;
};

/** A tool-call part of the history; the SDK guarantees its fields once its `type` says so. */
export function isToolCallPart(part: AnyPart): part is AnyPart & ToolCallPromptPart {
  return part.type === 'tool-call';
}

/** A tool-result part of the history; the SDK guarantees its fields once its `type` says so. */
export function isToolResultPart(part: AnyPart): part is AnyPart & ToolResultPromptPart {
  return part.type === 'tool-result';
}

/** A system message: its content is a plain string. */
export type SystemMessage = { role: 'system'; content: string; providerOptions?: unknown };
/** A user, assistant or tool message: its content is a list of parts. */
export type ContentMessage = {
  role: 'user' | 'assistant' | 'tool';
  content: AnyPart[];
  providerOptions?: unknown;
};
/** One message of the prompt. */
export type PromptMessage = SystemMessage | ContentMessage;

/** A function tool or a provider-defined tool, as the model receives it. */
export type CallTool =
  | {
      type: 'function';
      name: string;
      description?: string;
      inputSchema?: unknown;
      [key: string]: unknown;
    }
  | { type: 'provider' | 'provider-defined'; id: string; name: string; [key: string]: unknown };

/** The call's tool choice; the AI SDK 7 always sends one (`auto` by default). */
export type ToolChoice =
  | { type: 'auto' }
  | { type: 'none' }
  | { type: 'required' }
  | { type: 'tool'; toolName: string };

/** The requested answer format; `json` with a schema is how a forced tool choice is asked for. */
export type ResponseFormat =
  | { type: 'text' }
  | { type: 'json'; schema?: unknown; name?: string; description?: string };

/** A warning as the AI SDK reports it (`{ type: 'unsupported', feature, details }` here). */
export interface CallWarning {
  type: string;
  feature?: string;
  details?: string;
  message?: string;
}

/** The call options (`LanguageModelV4CallOptions` / `V3`). */
export interface CallParams {
  prompt: PromptMessage[];
  tools?: CallTool[] | undefined;
  toolChoice?: ToolChoice | undefined;
  responseFormat?: ResponseFormat | undefined;
  providerOptions?: Record<string, Record<string, unknown>> | undefined;
}

/** The result of `doGenerate`. */
export interface GenerateResult {
  content: AnyPart[];
  finishReason: FinishReason;
  warnings: CallWarning[];
}

/** The result of `doStream`. */
export interface StreamResult {
  stream: ReadableStream<StreamPart>;
}

/*
 * The core's view of what an SDK hands in, without the index signatures above: the SDK's own
 * types (interfaces) are assignable to these as they are, so an entry point passes its values in
 * with their SDK types and no cast, and a change in the SDK's types that the core cannot read
 * fails the type-check where the entry point calls the core.
 */

/** Any part, before the core recognizes it: only `type` is known. */
export interface SdkPart {
  readonly type: string;
}

/** A tool of the call, as the core reads it. */
export type SdkTool =
  | { type: 'function'; name: string; description?: string; inputSchema?: unknown }
  | { type: 'provider' | 'provider-defined'; id: string; name: string };

/** The call options, as the core reads them. */
export interface SdkCallParams {
  prompt: ReadonlyArray<
    | { role: 'system'; content: string }
    | { role: 'user' | 'assistant' | 'tool'; content: ReadonlyArray<SdkPart> }
  >;
  tools?: ReadonlyArray<SdkTool> | undefined;
  toolChoice?: ToolChoice | undefined;
  responseFormat?: ResponseFormat | undefined;
  providerOptions?: Record<string, Record<string, unknown>> | undefined;
}

/** The result of `doGenerate`, as the core reads it. */
export interface SdkGenerateResult {
  content: ReadonlyArray<SdkPart>;
  finishReason: FinishReason;
  warnings: ReadonlyArray<CallWarning>;
}

/** The result of `doStream`, as the core reads it. */
export interface SdkStreamResult {
  stream: ReadableStream<SdkPart>;
}

// The views differ from the working types only in the index signatures that let the core read a
// part's other fields by name once it has checked the part's `type`. The same object is seen
// through both: these widen the view, they convert nothing.

/** The call options as the core works on them. */
export function coreParams<P extends SdkCallParams>(params: P): P & CallParams {
  return params as P & CallParams;
}

/** The result of `doGenerate` as the core works on it. */
export function coreGenerateResult<R extends SdkGenerateResult>(result: R): R & GenerateResult {
  return result as R & GenerateResult;
}

/** The result of `doStream` as the core works on it. */
export function coreStreamResult<R extends SdkStreamResult>(result: R): R & StreamResult {
  return result as R & StreamResult;
}

/** `true` when every value of `A` is a value of `B`. */
export type Fits<A, B> = [A] extends [B] ? true : false;

type WithoutMetadata<T> = T extends unknown ? Omit<T, 'providerMetadata'> : never;

/**
 * What the core writes into SDK values, as opposed to what it passes through: each entry point
 * checks at compile time that every one of these is a valid value of its SDK's type, so that a
 * change in the AI SDK's types that the core does not follow fails the type-check.
 */
export interface CoreWrites {
  /** A text part of a rewritten prompt (instructions, calls and results written as text). */
  promptText: { type: 'text'; text: string };
  /** The system message that carries the instructions. */
  systemMessage: { role: 'system'; content: string };
  /** A user message written by the core (the instructions for a template without a system role). */
  userMessage: { role: 'user'; content: Array<{ type: 'text'; text: string }> };
  /** The JSON answer format of a forced tool choice. */
  responseFormat: {
    type: 'json';
    name: string;
    description: string;
    schema: Record<string, unknown>;
  };
  /** The warning about a provider-defined tool that was left out. */
  warning: { type: 'unsupported'; feature: string; details: string };
  /** The finish reason of a step that parsed a call. */
  finishReason: { unified: 'tool-calls'; raw: string | undefined };
  /** Generated content: text, parsed calls and reasoning (their metadata is checked below). */
  content: WithoutMetadata<ParsedContent>;
  /** The provider metadata of a call sent back to the model (`malformedCalls: 'feedback'`). */
  callMetadata: ReturnType<typeof malformedCallMetadata>;
  /** Stream parts the protocols' stream parsers write (every other part passes through). */
  streamPart: WithoutMetadata<
    Extract<
      StreamPart,
      {
        type:
          | 'text-start'
          | 'text-delta'
          | 'text-end'
          | 'reasoning-start'
          | 'reasoning-delta'
          | 'reasoning-end'
          | 'tool-input-start'
          | 'tool-input-delta'
          | 'tool-input-end'
          | 'tool-call';
      }
    >
  >;
}
