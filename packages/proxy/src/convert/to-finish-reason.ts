import type { LanguageModelV4FinishReason } from '@ai-sdk/provider';

/** OpenAI's `finish_reason` values. */
export type OpenAIFinishReason = 'stop' | 'length' | 'tool_calls' | 'content_filter';

/**
 * OpenAI's `finish_reason` for an AI SDK finish reason. A message with tool calls says
 * `tool_calls` whatever the model's own reason was, except `length` and `content_filter`, which
 * tell the client the answer was cut (the middleware keeps those too). `error`, `interrupted` and
 * `other` have no OpenAI counterpart and read as `stop`.
 */
export function toFinishReason(
  reason: LanguageModelV4FinishReason | undefined,
  hasToolCalls: boolean,
): OpenAIFinishReason {
  switch (reason?.unified) {
    case 'length':
      return 'length';
    case 'content-filter':
      return 'content_filter';
    default:
      return hasToolCalls ? 'tool_calls' : 'stop';
  }
}
