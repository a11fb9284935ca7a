/**
 * An abort signal that follows the request's — aborted when the client hangs up — but always with
 * an `AbortError` as its reason. Some servers abort with a string (`@hono/node-server` gives
 * "Client connection prematurely closed."), and what rejects with a string escapes Hono's error
 * handler, which only catches `Error`s.
 *
 * The listener holds the request's signal, never the request: undici keeps a request's signal
 * (and so its listeners) until the request is collected, so a listener that held the request
 * would keep every request alive.
 */
export function clientSignal(request: Request): AbortSignal {
  const source = request.signal;
  const controller = new AbortController();
  const abort = () => {
    const reason = source.reason;
    controller.abort(
      reason instanceof Error
        ? reason
        : new DOMException('The client closed the request.', 'AbortError'),
    );
  };
  if (source.aborted) abort();
  else source.addEventListener('abort', abort, { once: true });
  return controller.signal;
}
