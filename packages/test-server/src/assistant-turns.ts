import type { ChatCompletionRequest } from './chat-types';

/**
 * How many assistant turns the conversation already holds. In an agent loop each step adds one
 * assistant turn (the model's calls) and one user turn (the tool results), so this is the index of
 * the step being asked for: 0 for the first answer, 1 after the first round of tool results, …
 *
 * @param request - A chat-completion request.
 * @returns The number of `assistant` messages.
 */
export function assistantTurns(request: ChatCompletionRequest): number {
  let turns = 0;
  for (const message of request.messages) if (message.role === 'assistant') turns += 1;
  return turns;
}
