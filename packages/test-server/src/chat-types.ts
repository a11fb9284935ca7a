/**
 * The parts of the OpenAI chat-completions wire format that the replay server reads and writes.
 * Only what a script needs is typed; everything else in a request body is kept as sent.
 */

/** A text part of a multi-part message (`content: [{ type: 'text', text }]`). */
export interface ChatContentPart {
  type: string;
  text?: string;
  [key: string]: unknown;
}

/** One message of a request, as `@ai-sdk/openai-compatible` and other clients send it. */
export interface ChatMessage {
  role: 'system' | 'developer' | 'user' | 'assistant' | 'tool' | (string & {});
  content?: string | ChatContentPart[] | null;
  [key: string]: unknown;
}

/** `response_format` as OpenAI defines it. */
export type ChatResponseFormat =
  | { type: 'text' }
  | { type: 'json_object' }
  | {
      type: 'json_schema';
      json_schema: { name?: string; description?: string; schema?: unknown; strict?: boolean };
    };

/** A `POST /v1/chat/completions` body. */
export interface ChatCompletionRequest {
  model: string;
  messages: ChatMessage[];
  stream?: boolean;
  stream_options?: { include_usage?: boolean };
  response_format?: ChatResponseFormat;
  tools?: unknown[];
  tool_choice?: unknown;
  [key: string]: unknown;
}

/**
 * A call the server returns natively, in `tool_calls`, as a server with a tool parser does (vLLM
 * `--tool-call-parser`, LM Studio). `arguments` is sent as written when it is a string (it may be
 * broken JSON, as from a real parser), else as its JSON.
 */
export interface ReplayToolCall {
  /** Default `call_replay_<request>_<index>`. */
  id?: string;
  name: string;
  arguments: string | Record<string, unknown>;
}

/** What a script answers with. A plain string is the same as `{ text }`. */
export interface ReplayAnswer {
  /** The assistant's text, exactly as the model would write it (tool-call syntax included). */
  text: string;
  /** Sent before the text as `reasoning_content` deltas, the way vLLM and DeepSeek do. */
  reasoning?: string;
  /** Native tool calls, sent after the text (`message.tool_calls` / `delta.tool_calls`). */
  toolCalls?: ReplayToolCall[];
  /**
   * OpenAI `finish_reason`. Default `tool_calls` when `toolCalls` are given, else `stop` (a model
   * without native tools never says `tool_calls`).
   */
  finishReason?: 'stop' | 'length' | 'content_filter' | 'tool_calls';
}

/** What a script knows when it answers: the request and its place in the server's history. */
export interface ReplayContext {
  /** 0 for the first chat-completion request this server received, then 1, 2, … */
  index: number;
}

/** Decides the answer to one request. Throwing makes the server answer with HTTP 500. */
export type ReplayScript = (
  request: ChatCompletionRequest,
  context: ReplayContext,
) => ReplayAnswer | string;

/**
 * How streamed text is cut into `delta.content` pieces:
 * - `'random'`: seeded random sizes of 1–8 characters (the default), so markers fall across
 *   chunk boundaries the way real tokenizers split them;
 * - a number: pieces of exactly that many characters (the last may be shorter);
 * - `'whole'`: the whole answer in one piece;
 * - an object: seeded random sizes between `min` and `max`.
 */
export type Chunking = 'random' | 'whole' | number | { min: number; max: number; seed?: number };

/** Identity of one answer, shared by every chunk of it (as OpenAI does). */
export interface CompletionIdentity {
  id: string;
  created: number;
  model: string;
}

/** OpenAI usage numbers. */
export interface CompletionUsage {
  prompt_tokens: number;
  completion_tokens: number;
  total_tokens: number;
}
