import type { JSONObject } from '@ai-sdk/provider';
import type { JSONSchema7 } from 'json-schema';
import type { LeftOutTool } from './left-out-tools';

/**
 * A `POST /v1/chat/completions` request after validation: the fields the proxy acts on, in
 * normalized form, and the rest kept to be sent on. Only what the OpenAI wire format allows gets
 * here; `parseChatRequest` answers anything else with a 400 that names the field.
 */

/** A text part of a message. */
export interface ChatTextPart {
  type: 'text';
  text: string;
}

/** A part of a user message. */
export type UserContentPart =
  | ChatTextPart
  | { type: 'image_url' | 'video_url'; url: string }
  | { type: 'input_audio'; data: string; format: string }
  | { type: 'file'; fileData?: string; fileId?: string; filename?: string };

/** One call in an assistant message of the history; `arguments` is the JSON text as written. */
export interface ChatToolCall {
  id: string;
  name: string;
  arguments: string;
}

/**
 * A history message. System and developer text is joined; tool content is joined text (its
 * images kept apart in `media`), and
 * `isError` marks a result the client reported as an error (Anthropic's `is_error`).
 */
export type ChatMessage =
  | { role: 'system'; content: string }
  | { role: 'user'; content: UserContentPart[] }
  | { role: 'assistant'; text: string; reasoning: string | undefined; toolCalls: ChatToolCall[] }
  | {
      role: 'tool';
      toolCallId: string;
      content: string;
      isError?: boolean;
      /** Images a tool returned (`image_url` parts of the tool message), in order. */
      media?: ToolMediaPart[];
    };

/** An image part of a tool message: what a tool returned, by URL or data URL. */
export type ToolMediaPart = { type: 'image_url'; url: string };

/** A function tool as declared in `tools`. */
export interface ChatTool {
  name: string;
  description: string | undefined;
  /** The JSON Schema of the arguments (an empty object schema when none was given). */
  parameters: JSONSchema7;
  strict: boolean | undefined;
}

/** `tool_choice`: a mode, or one named function. */
export type ChatToolChoice = 'auto' | 'none' | 'required' | { name: string };

/** `response_format`, normalized. */
export type ChatResponseFormat =
  | { type: 'text' }
  | { type: 'json_object' }
  | {
      type: 'json_schema';
      name: string;
      description: string | undefined;
      schema: JSONSchema7 | undefined;
      strict: boolean | undefined;
    };

/** Sampling settings that map onto the AI SDK's call settings. */
export interface ChatSettings {
  temperature?: number;
  topP?: number;
  maxOutputTokens?: number;
  stopSequences?: string[];
  seed?: number;
  frequencyPenalty?: number;
  presencePenalty?: number;
}

/** A validated chat-completion request. */
export interface ChatRequest {
  model: string;
  messages: ChatMessage[];
  stream: boolean;
  /** `stream_options.include_usage`. */
  includeUsage: boolean;
  /** The declared tools; empty when the request has none. */
  tools: ChatTool[];
  toolChoice: ChatToolChoice | undefined;
  /** `parallel_tool_calls` (default true). */
  parallelToolCalls: boolean;
  settings: ChatSettings;
  responseFormat: ChatResponseFormat | undefined;
  user: string | undefined;
  /** Every other top-level field (`top_k`, `logit_bias`, `reasoning_effort`, …), sent on as is. */
  extra: JSONObject;
  /** Declared tools not offered to the model (hosted, server, namespace), for the request log. */
  leftOutTools?: readonly LeftOutTool[];
}
