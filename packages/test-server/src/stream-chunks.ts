import type { CompletionIdentity, CompletionUsage } from './chat-types';

/**
 * The `data:` payloads of a streamed answer, in order, exactly like OpenAI: a first chunk with
 * the role, one chunk per reasoning piece and per text piece, a chunk with `finish_reason`, and a
 * usage chunk with empty `choices` when `stream_options.include_usage` is set. `[DONE]` is not
 * included.
 *
 * @param identity - id, created and model of the answer.
 * @param pieces - The text pieces (`delta.content`) and reasoning pieces (`delta.reasoning_content`).
 * @param finishReason - The OpenAI finish reason.
 * @param usage - Sent in a final chunk when given.
 */
export function streamChunks(
  identity: CompletionIdentity,
  pieces: { reasoning: readonly string[]; content: readonly string[] },
  finishReason: string,
  usage: CompletionUsage | undefined,
): object[] {
  const chunk = (delta: object, finish: string | null = null) => ({
    id: identity.id,
    object: 'chat.completion.chunk',
    created: identity.created,
    model: identity.model,
    system_fingerprint: 'fp_replay',
    choices: [{ index: 0, delta, logprobs: null, finish_reason: finish }],
  });
  const chunks: object[] = [chunk({ role: 'assistant', content: '' })];
  for (const piece of pieces.reasoning) chunks.push(chunk({ reasoning_content: piece }));
  for (const piece of pieces.content) chunks.push(chunk({ content: piece }));
  chunks.push(chunk({}, finishReason));
  if (usage !== undefined) {
    chunks.push({
      id: identity.id,
      object: 'chat.completion.chunk',
      created: identity.created,
      model: identity.model,
      system_fingerprint: 'fp_replay',
      choices: [],
      usage,
    });
  }
  return chunks;
}
