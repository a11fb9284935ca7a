import type { MiddlewareHandler } from 'hono';
import { type StreamEnd, watchStream } from '../watch-stream';
import type { ProxyEnv } from './proxy-env';
import type { RequestTracker } from './request-tracker';

/**
 * Counts each request in flight until its response has ended — for a streamed body, until the
 * last byte went out or the client hung up — and then logs one line:
 * `POST /v1/chat/completions 200 153ms model=qwen3:8b preset=hermes tools=2 stream calls=1`
 * (docs/proxy.md, "The request log", gives every field in order).
 * A stream the client closed early ends with `client-closed`, one that failed with `failed`.
 */
export function trackRequests(
  tracker: RequestTracker,
  log: ((line: string) => void) | undefined,
): MiddlewareHandler<ProxyEnv> {
  return async (c, next) => {
    const started = performance.now();
    tracker.begin();
    c.set('logNotes', []);
    let finished = false;
    const finish = (end?: StreamEnd, status = c.res.status) => {
      if (finished) return;
      finished = true;
      tracker.end();
      if (log === undefined) return;
      const ms = Math.round(performance.now() - started);
      const notes = c.get('logNotes');
      if (end === 'cancelled') notes.push('client-closed');
      else if (end === 'errored') notes.push('failed');
      const path = new URL(c.req.url).pathname;
      log([c.req.method, path, status, `${ms}ms`, ...notes].join(' '));
    };
    try {
      await next();
    } catch (error) {
      // Nothing should get past the error handler; if it does, the runtime answers it.
      finish('errored', 500);
      throw error;
    }
    const body = c.res.body;
    if (c.get('streamsBody') === true && body !== null) {
      c.res = new Response(watchStream(body, { onEnd: (end) => finish(end) }), c.res);
    } else {
      finish();
    }
  };
}
