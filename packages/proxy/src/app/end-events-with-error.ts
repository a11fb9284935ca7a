import type { OpenAIError } from '../openai-error';
import { toOpenAIError } from '../upstream/to-openai-error';

/**
 * Passes a forwarded event stream through unchanged (pull by pull, so back-pressure is kept); if
 * reading it fails — the upstream connection was cut, or it went silent past the timeout — the
 * stream ends with the final `data: {"error": {…}}` event the tool path sends instead of being cut,
 * so a client sees the same ending whichever path served it. `onError` hears of it for the log.
 * A cancel by the reader (the client hung up) is passed up to the upstream.
 */
export function endEventsWithError(
  source: ReadableStream<Uint8Array>,
  onError: (error: OpenAIError) => void,
): ReadableStream<Uint8Array> {
  const reader = source.getReader();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      let result: ReadableStreamReadResult<Uint8Array>;
      try {
        result = await reader.read();
      } catch (thrown) {
        const error = toOpenAIError(thrown);
        onError(error);
        // A blank line first ends an event the upstream left half written.
        const event = `\n\ndata: ${JSON.stringify(error.toBody())}\n\n`;
        controller.enqueue(new TextEncoder().encode(event));
        controller.close();
        return;
      }
      if (result.done) controller.close();
      else controller.enqueue(result.value);
    },
    cancel(reason) {
      return reader.cancel(reason);
    },
  });
}
