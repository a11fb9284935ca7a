import type { LanguageModelV4StreamPart } from '@ai-sdk/provider';
import type { Context } from 'hono';
import { streamSSE } from 'hono/streaming';
import type { OpenAIError } from '../openai-error';
import { toOpenAIError } from '../upstream/to-openai-error';

/** One server-sent event: its name (`event:`), if the API names them, and its data. */
export interface SseEvent {
  event?: string;
  data: string;
}

/**
 * Writes an answer's stream parts as one API's server-sent events. Each API the proxy serves has
 * one (Chat Completions chunks, Responses events, Messages events); what they write comes from the
 * same `AnswerStream`.
 */
export interface StreamEncoder {
  /** The events that open the stream, before any part came (none for Chat Completions). */
  start(): SseEvent[];
  /** The events for one stream part (often none). */
  push(part: LanguageModelV4StreamPart): SseEvent[];
  /** The events that close a stream that ended well. */
  finish(): SseEvent[];
  /** The events that close a stream that failed once begun (the status is sent already). */
  fail(error: OpenAIError): SseEvent[];
  /** The number of tool calls passed on, for the request log. */
  readonly callCount: number;
}

/** How a streamed answer ended, for the request log. */
export type StreamOutcome =
  | { kind: 'done' }
  | { kind: 'failed'; error: OpenAIError }
  | { kind: 'closed' };

/**
 * Streams an answer as server-sent events with Hono's SSE helper: the encoder's opening events,
 * then each stream part's, then its closing ones. An error once the stream has begun cannot change
 * the HTTP status any more, so it goes out as the encoder's error events and the stream closes. A
 * client that hangs up cancels the model stream, which aborts the upstream request.
 */
export function streamEvents(
  c: Context,
  parts: ReadableStream<LanguageModelV4StreamPart>,
  encoder: StreamEncoder,
  onEnd: (outcome: StreamOutcome) => void,
): Response {
  // Proxies such as nginx buffer responses unless told not to; events must leave as they come.
  c.header('X-Accel-Buffering', 'no');
  return streamSSE(c, async (sse) => {
    const reader = parts.getReader();
    sse.onAbort(() => {
      reader.cancel().catch(() => {});
    });
    const send = async (events: SseEvent[]) => {
      for (const event of events) await sse.writeSSE(event);
    };
    const fail = async (error: unknown) => {
      const failure = toOpenAIError(error);
      onEnd({ kind: 'failed', error: failure });
      await send(encoder.fail(failure));
      reader.cancel().catch(() => {});
    };
    try {
      await send(encoder.start());
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        if (value.type === 'error') return await fail(value.error);
        await send(encoder.push(value));
        if (sse.aborted) return onEnd({ kind: 'closed' });
      }
      await send(encoder.finish());
      onEnd({ kind: 'done' });
    } catch (error) {
      if (sse.aborted || c.req.raw.signal.aborted) onEnd({ kind: 'closed' });
      else await fail(error);
    }
  });
}
