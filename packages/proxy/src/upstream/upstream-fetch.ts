import { watchStream } from '../watch-stream';

/** Raised (as the abort reason of the upstream request) when the upstream takes too long. */
export class UpstreamTimeoutError extends Error {
  constructor(
    readonly timeoutMs: number,
    readonly phase: 'answer' | 'stream',
  ) {
    super(
      phase === 'answer'
        ? `The upstream did not start answering within ${timeoutMs} ms.`
        : `The upstream stopped sending for ${timeoutMs} ms in the middle of its answer.`,
    );
    this.name = 'UpstreamTimeoutError';
  }
}

/** The fetch signature the proxy and `@ai-sdk/openai-compatible` call. */
export type FetchFunction = (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;

/**
 * Wraps `fetch` with the upstream timeout: the upstream must start its answer (send the response
 * headers) within `timeoutMs`, and a streamed body may not go silent for longer than that. A slow
 * but steady stream is never cut. On expiry the request is aborted with an
 * {@link UpstreamTimeoutError}, which closes the upstream connection and reaches the caller as
 * the error of `fetch` or of the body stream. The caller's own `signal` (a client that hung up)
 * aborts the request as usual.
 *
 * Web-standard only (AbortController, streams, timers), so it runs on every runtime.
 */
export function createUpstreamFetch(baseFetch: FetchFunction, timeoutMs: number): FetchFunction {
  return async (input, init) => {
    const deadline = new AbortController();
    // The caller's signal (a client that hung up) aborts the request too. A listener rather than
    // AbortSignal.any, which costs a weak reference and a finalizer per request.
    const caller = init?.signal ?? undefined;
    const follow = () => deadline.abort(caller?.reason);
    if (caller?.aborted) follow();
    else caller?.addEventListener('abort', follow, { once: true });
    const release = () => caller?.removeEventListener('abort', follow);
    const timer = setTimeout(
      () => deadline.abort(new UpstreamTimeoutError(timeoutMs, 'answer')),
      timeoutMs,
    );
    let response: Response;
    try {
      response = await baseFetch(input, { ...init, signal: deadline.signal });
    } catch (error) {
      release();
      throw error;
    } finally {
      clearTimeout(timer);
    }
    if (response.body === null) {
      release();
      return response;
    }
    return new Response(watchSilence(response.body, timeoutMs, deadline, release), {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
    });
  };
}

/**
 * Passes the body through, aborting the request when no chunk arrives for `timeoutMs`. Each chunk
 * only stamps the time; one timer checks the stamp, so a fast stream does not re-arm a timer per
 * chunk.
 */
function watchSilence(
  body: ReadableStream<Uint8Array>,
  timeoutMs: number,
  deadline: AbortController,
  release: () => void,
): ReadableStream<Uint8Array> {
  let last = Date.now();
  const check = () => {
    const silent = Date.now() - last;
    if (silent >= timeoutMs) deadline.abort(new UpstreamTimeoutError(timeoutMs, 'stream'));
    else timer = setTimeout(check, timeoutMs - silent);
  };
  let timer = setTimeout(check, timeoutMs);
  return watchStream(body, {
    onChunk: () => {
      last = Date.now();
    },
    onEnd: () => {
      clearTimeout(timer);
      release();
    },
    // The abort reason (a timeout) is clearer than the read error it causes.
    mapError: (error) => (deadline.signal.aborted ? deadline.signal.reason : error),
  });
}
