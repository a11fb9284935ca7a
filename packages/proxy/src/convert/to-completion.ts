import type { LanguageModelV4GenerateResult } from '@ai-sdk/provider';
import type { CompletionIdentity } from './completion-identity';
import { type Answer, readAnswer } from './read-answer';
import type { OpenAIFinishReason } from './to-finish-reason';
import { type OpenAIUsage, toOpenAIUsage } from './to-openai-usage';
import { trailingSpaceStart } from './trailing-space';

/** A tool call as OpenAI writes it in a message. */
export interface OpenAIToolCall {
  id: string;
  type: 'function';
  function: { name: string; arguments: string };
}

/** A `chat.completion` body. */
export interface ChatCompletion {
  id: string;
  object: 'chat.completion';
  created: number;
  model: string;
  choices: [
    {
      index: 0;
      message: {
        role: 'assistant';
        content: string | null;
        refusal: null;
        reasoning_content?: string;
        tool_calls?: OpenAIToolCall[];
      };
      logprobs: null;
      finish_reason: OpenAIFinishReason;
    },
  ];
  usage: OpenAIUsage;
}

/**
 * The message text. With calls, whitespace that ends it is only the space before or between the
 * calls, not content (`"Let me check.\n\n<call>"` says "Let me check."), and a text of nothing
 * else is `null`, as OpenAI writes a message that only calls tools. Without calls it is kept
 * whole.
 */
export function messageContent(text: string, hasCalls: boolean): string | null {
  if (!hasCalls) return text;
  const trimmed = text.slice(0, trailingSpaceStart(text));
  return trimmed.length === 0 ? null : trimmed;
}

/**
 * A whole answer as OpenAI's `chat.completion`: the text as `content` (null when the answer is
 * only tool calls), reasoning as `reasoning_content` (as vLLM and DeepSeek send it), the parsed
 * calls as `tool_calls` with their `arguments` JSON text, the finish reason and usage.
 *
 * @param parallelToolCalls - false keeps only the first call (`parallel_tool_calls: false`).
 */
export function toCompletion(
  result: LanguageModelV4GenerateResult,
  identity: CompletionIdentity,
  parallelToolCalls: boolean,
): ChatCompletion {
  return completionOf(readAnswer(result, parallelToolCalls), identity);
}

/** A whole answer, as read by `readAnswer`, as a `chat.completion`. */
export function completionOf(answer: Answer, identity: CompletionIdentity): ChatCompletion {
  const calls = answer.calls.map(
    (call): OpenAIToolCall => ({
      id: call.id,
      type: 'function',
      function: { name: call.name, arguments: call.input },
    }),
  );
  const message: ChatCompletion['choices'][0]['message'] = {
    role: 'assistant',
    content: messageContent(answer.text, calls.length > 0),
    refusal: null,
  };
  if (answer.reasoning.length > 0) message.reasoning_content = answer.reasoning;
  if (calls.length > 0) message.tool_calls = calls;
  return {
    id: identity.id,
    object: 'chat.completion',
    created: identity.created,
    model: identity.model,
    choices: [{ index: 0, message, logprobs: null, finish_reason: answer.reason }],
    usage: toOpenAIUsage(answer.usage),
  };
}
