import type { ProxyApp } from '../create-proxy-app';

/** How a shutdown ended: every request finished, or the grace period ran out first. */
export type ShutdownResult = 'drained' | 'forced';

/** What a runtime's server does for a graceful shutdown, in its own API. */
export interface DrainableServer {
  /** Stops taking new work (Node.js keeps listening, so that `/health` answers `draining`);
   * requests on open connections may finish. */
  stopAccepting(): void;
  /**
   * Once no request is in flight: resolves when the server has closed its connections by itself
   * (Bun and Deno close each as soon as its response has gone out). Waited for within what is
   * left of the grace period; without it, `closeAll` follows at once.
   */
  whenClosed?: () => Promise<void>;
  /** Closes every connection still open, at once. */
  closeAll(): Promise<void>;
}

/**
 * A graceful shutdown, the same on every runtime that has a server of its own (Node.js, Bun,
 * Deno): the app refuses new requests (503 `shutting_down`), the server stops taking new work,
 * requests in flight (streams included) get `graceMs` to finish, then whatever is
 * still open is closed.
 */
export async function drainWithGrace(
  app: ProxyApp,
  server: DrainableServer,
  graceMs: number,
): Promise<ShutdownResult> {
  app.drain();
  server.stopAccepting();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const graceOver = new Promise<'forced'>((resolve) => {
    timer = setTimeout(() => resolve('forced'), graceMs);
  });
  try {
    let result = await Promise.race([app.whenIdle().then(() => 'drained' as const), graceOver]);
    const { whenClosed } = server;
    if (result === 'drained' && whenClosed !== undefined) {
      result = await Promise.race([whenClosed().then(() => 'drained' as const), graceOver]);
    }
    if (result === 'forced' || whenClosed === undefined) await server.closeAll();
    return result;
  } finally {
    clearTimeout(timer);
  }
}
