import type { ChatCompletionRequest, CompletionUsage, ReplayAnswer } from './chat-types';

/**
 * Estimates usage the way a quick tokenizer would (about four characters per token), so that
 * clients which read usage get plausible, deterministic numbers.
 *
 * @param request - The request (its messages are the prompt).
 * @param answer - The answer (its reasoning and text are the completion).
 */
export function estimateUsage(
  request: ChatCompletionRequest,
  answer: ReplayAnswer,
): CompletionUsage {
  const promptChars = JSON.stringify(request.messages).length;
  const completionChars = answer.text.length + (answer.reasoning?.length ?? 0);
  const prompt_tokens = Math.ceil(promptChars / 4);
  const completion_tokens = Math.ceil(completionChars / 4);
  return { prompt_tokens, completion_tokens, total_tokens: prompt_tokens + completion_tokens };
}
