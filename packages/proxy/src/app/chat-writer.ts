import { CompletionChunks } from '../convert/completion-chunks';
import { completionIdentity } from '../convert/completion-identity';
import { completionOf } from '../convert/to-completion';
import type { ChatRequest } from '../request/chat-request';
import type { AnswerWriter } from './serve-tools';
import type { SseEvent } from './stream-events';

const json = (payload: object): SseEvent => ({ data: JSON.stringify(payload) });

/**
 * Writes answers as Chat Completions: a `chat.completion`, or `chat.completion.chunk` events then
 * `data: [DONE]`; a stream that fails once begun ends with a `data: {"error": {…}}` event (as
 * OpenAI does).
 */
export function chatWriter(request: ChatRequest): AnswerWriter {
  return {
    whole: (answer, metadata) => completionOf(answer, completionIdentity(request.model, metadata)),
    encoder: () => {
      const chunks = new CompletionChunks(request.model, {
        parallelToolCalls: request.parallelToolCalls,
        includeUsage: request.includeUsage,
      });
      return {
        start: () => [],
        push: (part) => chunks.push(part).map(json),
        finish: () => [...chunks.finish().map(json), { data: '[DONE]' }],
        fail: (error) => [json(error.toBody())],
        get callCount() {
          return chunks.callCount;
        },
      };
    },
  };
}
