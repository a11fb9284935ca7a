import type { CompletionIdentity, CompletionUsage } from './chat-types';
import type { WireToolCall } from './native-tool-calls';

/**
 * The `data:` payloads of a streamed answer, in order, exactly like OpenAI: a first chunk with
 * the role, one chunk per reasoning piece and per text piece, then for each native tool call a
 * chunk with its index, id and name (empty `arguments`) followed by one chunk per argument piece
 * (`delta.tool_calls[{ index, function: { arguments } }]`), a chunk with `finish_reason`, and a
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
  pieces: {
    reasoning: readonly string[];
    content: readonly string[];
    /** Native calls, each with the pieces its arguments are streamed in. */
    toolCalls?: ReadonlyArray<{ call: WireToolCall; arguments: readonly string[] }>;
  },
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
  (pieces.toolCalls ?? []).forEach(({ call, arguments: parts }, index) => {
    const opening = { ...call, function: { name: call.function.name, arguments: '' } };
    chunks.push(chunk({ tool_calls: [{ index, ...opening }] }));
    for (const part of parts) {
      chunks.push(chunk({ tool_calls: [{ index, function: { arguments: part } }] }));
    }
  });
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
