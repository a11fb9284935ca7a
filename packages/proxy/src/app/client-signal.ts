/**
 * An abort signal that follows the request's — aborted when the client hangs up — but always with
 * an `AbortError` as its reason. Some servers abort with a string (`@hono/node-server` gives
 * "Client connection prematurely closed."), and what rejects with a string escapes Hono's error
 * handler, which only catches `Error`s.
 */
export function clientSignal(request: Request): AbortSignal {
  const controller = new AbortController();
  const abort = () => {
    const reason = request.signal.reason;
    controller.abort(
      reason instanceof Error
        ? reason
        : new DOMException('The client closed the request.', 'AbortError'),
    );
  };
  if (request.signal.aborted) abort();
  else request.signal.addEventListener('abort', abort, { once: true });
  return controller.signal;
}
