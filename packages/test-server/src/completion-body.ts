import type { CompletionIdentity, CompletionUsage, ReplayAnswer } from './chat-types';
import { finishReasonOf, type WireToolCall } from './native-tool-calls';

/**
 * A non-streamed `chat.completion` body.
 *
 * @param identity - id, created and model of the answer.
 * @param answer - The scripted answer.
 * @param usage - Usage numbers.
 * @param toolCalls - The answer's native calls (see `nativeToolCalls`), in `message.tool_calls`.
 */
export function completionBody(
  identity: CompletionIdentity,
  answer: ReplayAnswer,
  usage: CompletionUsage,
  toolCalls: readonly WireToolCall[] = [],
): object {
  return {
    id: identity.id,
    object: 'chat.completion',
    created: identity.created,
    model: identity.model,
    system_fingerprint: 'fp_replay',
    choices: [
      {
        index: 0,
        message: {
          role: 'assistant',
          content: answer.text,
          ...(answer.reasoning === undefined ? {} : { reasoning_content: answer.reasoning }),
          ...(toolCalls.length === 0 ? {} : { tool_calls: toolCalls }),
        },
        logprobs: null,
        finish_reason: finishReasonOf(answer),
      },
    ],
    usage,
  };
}
