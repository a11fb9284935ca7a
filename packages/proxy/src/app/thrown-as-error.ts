import type { MiddlewareHandler } from 'hono';

/**
 * Turns anything thrown that is not an `Error` into one, so Hono's error handler answers it: Hono
 * only handles `Error`s, and some servers abort a request with a string (`@hono/node-server`
 * gives "Client connection prematurely closed."), which a pending upstream fetch then rejects
 * with. A request whose client is gone becomes an `AbortError`.
 */
export function thrownAsError(): MiddlewareHandler {
  return async (c, next) => {
    try {
      await next();
    } catch (thrown) {
      if (thrown instanceof Error) throw thrown;
      if (c.req.raw.signal.aborted) {
        throw new DOMException('The client closed the request.', 'AbortError');
      }
      throw new Error(String(thrown));
    }
  };
}
