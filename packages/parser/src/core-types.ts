import type { FinishReason, StreamPart } from '@tool/protocols';

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

/** A text part of a prompt message or of generated content. */
export interface TextPart {
  type: 'text';
  text: string;
  providerOptions?: unknown;
}

/** A tool call in the history (an assistant prompt part); `input` is already parsed. */
export interface ToolCallPromptPart {
  type: 'tool-call';
  toolCallId: string;
  toolName: string;
  input: unknown;
}

/** A tool result in the history (a `tool` message part, or provider-executed in an assistant one). */
export interface ToolResultPromptPart {
  type: 'tool-result';
  toolCallId: string;
  toolName: string;
  output: unknown;
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

/** What `wrapGenerate` and `wrapStream` receive (the transformed params). */
export interface WrapArgs {
  doGenerate: () => PromiseLike<GenerateResult>;
  doStream: () => PromiseLike<StreamResult>;
  params: CallParams;
}
