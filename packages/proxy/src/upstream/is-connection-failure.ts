/** System error codes of a connection that could not be made or was cut (Bun sets them). */
const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EPIPE',
  // Bun before 1.2 named them its own way.
  'ConnectionRefused',
  'ConnectionClosed',
  'FailedToOpenSocket',
]);

/**
 * Whether `error`, thrown by `fetch`, means the upstream could not be reached, as each runtime
 * says it:
 * - Node.js (undici) and Deno: `TypeError('fetch failed')` with the system error as its cause;
 *   browsers and the Edge runtime: `TypeError('Failed to fetch')`;
 * - Bun: a `TypeError` with the system error's `code` (`ECONNREFUSED`, `ENOTFOUND`, …) and no
 *   cause;
 * - Cloudflare Workers (workerd): an `Error('Network connection lost.')`.
 */
export function isConnectionFailure(error: unknown): error is Error {
  if (!(error instanceof Error)) return false;
  if (error instanceof TypeError && /fetch failed|failed to fetch/i.test(error.message))
    return true;
  const code = 'code' in error ? error.code : undefined;
  if (typeof code === 'string' && CONNECTION_CODES.has(code)) return true;
  return error.message === 'Network connection lost.';
}

/**
 * Whether `error`, met while reading an answer's body, means the upstream connection was cut in
 * the middle of it, as Node.js (undici) says it — `TypeError('terminated')`, its cause a
 * `SocketError` with code `UND_ERR_SOCKET` — or Deno ("error reading a body from connection").
 * Bun and workerd give the codes and messages {@link isConnectionFailure} knows, so a cut there is
 * named `upstream_unreachable`: a connection failure too, if less precisely.
 */
export function isConnectionCut(error: unknown): error is Error {
  if (!(error instanceof Error)) return false;
  if (error instanceof TypeError && error.message === 'terminated') return true;
  if (/error reading a body from connection/i.test(error.message)) return true;
  return 'code' in error && error.code === 'UND_ERR_SOCKET';
}
