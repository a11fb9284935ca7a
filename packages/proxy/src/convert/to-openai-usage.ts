import type { LanguageModelV4Usage } from '@ai-sdk/provider';

/** OpenAI's `usage` object. */
export interface OpenAIUsage {
  prompt_tokens: number;
  completion_tokens: number;
  total_tokens: number;
  prompt_tokens_details?: { cached_tokens: number };
  completion_tokens_details?: { reasoning_tokens: number };
}

/**
 * OpenAI's `usage` for the AI SDK's, with the cached and reasoning token counts when the upstream
 * reported some. Counts the upstream did not report are 0, as OpenAI clients expect numbers.
 */
export function toOpenAIUsage(usage: LanguageModelV4Usage | undefined): OpenAIUsage {
  const prompt = usage?.inputTokens.total ?? 0;
  const completion = usage?.outputTokens.total ?? 0;
  const out: OpenAIUsage = {
    prompt_tokens: prompt,
    completion_tokens: completion,
    total_tokens: prompt + completion,
  };
  // The AI SDK reads a missing count as 0, so only a count above 0 is known to be reported.
  const cached = usage?.inputTokens.cacheRead ?? 0;
  if (cached > 0) out.prompt_tokens_details = { cached_tokens: cached };
  const reasoning = usage?.outputTokens.reasoning ?? 0;
  if (reasoning > 0) out.completion_tokens_details = { reasoning_tokens: reasoning };
  return out;
}
