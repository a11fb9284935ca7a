import type { LanguageModelV4StreamPart } from '@ai-sdk/provider';
import type { Context } from 'hono';
import { streamSSE } from 'hono/streaming';
import type { CompletionChunks } from '../convert/completion-chunks';
import type { OpenAIError } from '../openai-error';
import { toOpenAIError } from '../upstream/to-openai-error';

/** How a streamed answer ended, for the request log. */
export type StreamOutcome =
  | { kind: 'done' }
  | { kind: 'failed'; error: OpenAIError }
  | { kind: 'closed' };

/**
 * Streams an answer as server-sent events with Hono's SSE helper: each stream part becomes the
 * `chat.completion.chunk`s `chunks` makes of it, then the closing chunks and `data: [DONE]`. An
 * error once the stream has begun cannot change the HTTP status any more, so it goes out as a
 * final `data: {"error": {…}}` event and the stream closes (as OpenAI does). A client that hangs
 * up cancels the model stream, which aborts the upstream request.
 */
export function streamCompletion(
  c: Context,
  parts: ReadableStream<LanguageModelV4StreamPart>,
  chunks: CompletionChunks,
  onEnd: (outcome: StreamOutcome) => void,
): Response {
  // Proxies such as nginx buffer responses unless told not to; events must leave as they come.
  c.header('X-Accel-Buffering', 'no');
  return streamSSE(c, async (sse) => {
    const reader = parts.getReader();
    sse.onAbort(() => {
      reader.cancel().catch(() => {});
    });
    const send = (payload: object | string) =>
      sse.writeSSE({ data: typeof payload === 'string' ? payload : JSON.stringify(payload) });
    const fail = async (error: unknown) => {
      const failure = toOpenAIError(error);
      onEnd({ kind: 'failed', error: failure });
      await send(failure.toBody());
      reader.cancel().catch(() => {});
    };
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        if (value.type === 'error') return await fail(value.error);
        for (const chunk of chunks.push(value)) await send(chunk);
        if (sse.aborted) return onEnd({ kind: 'closed' });
      }
      for (const chunk of chunks.finish()) await send(chunk);
      await send('[DONE]');
      onEnd({ kind: 'done' });
    } catch (error) {
      if (sse.aborted || c.req.raw.signal.aborted) onEnd({ kind: 'closed' });
      else await fail(error);
    }
  });
}
