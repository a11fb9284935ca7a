/** How a watched stream ended. */
export type StreamEnd = 'done' | 'cancelled' | 'errored';

/** Callbacks of {@link watchStream}. */
export interface StreamWatch<T> {
  /** Each chunk, as it passes. */
  onChunk?: (chunk: T) => void;
  /** Once, when the stream ends: read to the end, cancelled by its reader, or failed. */
  onEnd?: (end: StreamEnd, error?: unknown) => void;
  /** The error to pass on instead of a read error (for example a clearer abort reason). */
  mapError?: (error: unknown) => unknown;
}

/**
 * Passes a stream through unchanged (pull by pull, so back-pressure is kept) and reports its
 * chunks and its end. A cancel by the reader is passed up to the source, which is how a client
 * that hangs up closes the upstream request.
 */
export function watchStream<T>(
  source: ReadableStream<T>,
  watch: StreamWatch<T>,
): ReadableStream<T> {
  const reader = source.getReader();
  let ended = false;
  const end = (how: StreamEnd, error?: unknown) => {
    if (ended) return;
    ended = true;
    watch.onEnd?.(how, error);
  };
  return new ReadableStream<T>({
    async pull(controller) {
      let result: ReadableStreamReadResult<T>;
      try {
        result = await reader.read();
      } catch (error) {
        const passed = watch.mapError === undefined ? error : watch.mapError(error);
        end('errored', passed);
        controller.error(passed);
        return;
      }
      if (result.done) {
        end('done');
        controller.close();
        return;
      }
      watch.onChunk?.(result.value);
      controller.enqueue(result.value);
    },
    cancel(reason) {
      end('cancelled', reason);
      return reader.cancel(reason);
    },
  });
}
