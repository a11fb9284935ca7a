import type { CompletionIdentity, CompletionUsage, ReplayAnswer } from './chat-types';

/**
 * A non-streamed `chat.completion` body.
 *
 * @param identity - id, created and model of the answer.
 * @param answer - The scripted answer.
 * @param usage - Usage numbers.
 */
export function completionBody(
  identity: CompletionIdentity,
  answer: ReplayAnswer,
  usage: CompletionUsage,
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
        },
        logprobs: null,
        finish_reason: answer.finishReason ?? 'stop',
      },
    ],
    usage,
  };
}
