import type { MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';
import type { ProxyEnv } from './proxy-env';

/** How long a browser may reuse a preflight's answer, in seconds. */
const PREFLIGHT_MAX_AGE_S = 600;

/**
 * Response headers a page may read besides the safelisted ones: the upstream's request id and
 * rate limits, which the proxy passes on and the openai SDK reads (`retry-after` for retries).
 */
const EXPOSED_HEADERS = [
  'retry-after',
  'x-request-id',
  'x-ratelimit-limit-requests',
  'x-ratelimit-limit-tokens',
  'x-ratelimit-remaining-requests',
  'x-ratelimit-remaining-tokens',
  'x-ratelimit-reset-requests',
  'x-ratelimit-reset-tokens',
];

/**
 * CORS for pages on `origins` (normalized origins, or `*` for any), with Hono's `cors`: a
 * preflight (`OPTIONS`) is answered 204 before any key check (browsers send no `Authorization`
 * on it), allowing GET, POST and the headers the page asks for (`authorization`,
 * `content-type`, the openai SDK's `x-stainless-*`); every answer — JSON, streams, errors —
 * carries `Access-Control-Allow-Origin`. A request from another origin gets no CORS header and is
 * still served: CORS is the browser's check, and clients that are not browsers send any
 * `Origin` they like. Every answer has `Vary: Origin`, so a shared cache keeps them apart.
 */
export function browserCors(origins: readonly string[]): MiddlewareHandler<ProxyEnv> {
  const anyOrigin = origins.includes('*');
  const allowed = new Set(origins);
  const corsHeaders = cors({
    // Called only for an allowed origin. A function (not '*') also makes Hono add `Vary: Origin`.
    origin: (origin) => (anyOrigin ? '*' : origin),
    allowMethods: ['GET', 'POST', 'OPTIONS'],
    // None listed: the preflight's `Access-Control-Request-Headers` are allowed as asked.
    allowHeaders: [],
    exposeHeaders: EXPOSED_HEADERS,
    maxAge: PREFLIGHT_MAX_AGE_S,
  });
  return async (c, next) => {
    const origin = c.req.header('origin');
    if (anyOrigin || (origin !== undefined && allowed.has(origin))) return corsHeaders(c, next);
    if (origin !== undefined)
      c.get('logNotes').push(`origin-not-allowed=${origin.replace(/\s+/g, '')}`);
    // A preflight from another origin: answered, without the headers that would allow it.
    if (c.req.method === 'OPTIONS') return c.body(null, 204, { Vary: 'Origin' });
    await next();
    c.header('Vary', 'Origin', { append: true });
  };
}
