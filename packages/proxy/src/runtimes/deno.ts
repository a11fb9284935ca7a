import { createProxyApp, type ProxyApp } from '../create-proxy-app';
import { proxyOptionsFromSettings } from '../settings/proxy-options-from-settings';
import { readSettings } from '../settings/read-settings';
import { drainWithGrace, type ShutdownResult } from '../shutdown/drain-with-grace';
import { stopOnSignal } from '../shutdown/stop-on-signal';

/** The parts of Deno's API this entry uses (Deno's own types are not a dependency). */
declare const Deno:
  | {
      env: { toObject(): Record<string, string> };
      serve(
        options: {
          port: number;
          hostname: string;
          onListen(address: { hostname: string; port: number }): void;
        },
        handler: (request: Request) => Response | Promise<Response>,
      ): {
        addr: { hostname: string; port: number };
        /** Stops accepting connections; resolves once the requests in flight have finished. */
        shutdown(): Promise<void>;
      };
      addSignalListener(signal: 'SIGTERM' | 'SIGINT', handler: () => void): void;
      exit(code: number): void;
    }
  | undefined;

/** The proxy served by {@link serveDeno}. */
export interface DenoProxy {
  /** `http://HOST:PORT`. */
  url: string;
  app: ProxyApp;
  /**
   * Graceful stop (what SIGTERM does): no new connections, new requests on open ones get 503,
   * requests in flight finish within `gracePeriodMs` (default the setting). Deno has no way to
   * close the connections a graceful shutdown waits for: after a `forced` result, what is still
   * open closes when the program exits (the entry exits at once).
   */
  shutdown(gracePeriodMs?: number): Promise<ShutdownResult>;
}

/**
 * Serves the proxy with `Deno.serve`, settings from `env` (default `Deno.env.toObject()`:
 * `TOOL_PROXY_UPSTREAM`, `TOOL_PROXY_PORT` or `PORT`, `TOOL_PROXY_HOST`, …), and prints
 * `listening on http://HOST:PORT` once listening. The first SIGTERM or SIGINT drains for
 * `TOOL_PROXY_GRACE_PERIOD` and exits 0; a second one exits at once.
 *
 * @throws SettingError for a missing or bad setting; Error when not running on Deno.
 */
export function serveDeno(env?: Record<string, string | undefined>): DenoProxy {
  if (typeof Deno === 'undefined')
    throw new Error('serveDeno runs on Deno; on Node.js use tool-proxy.');
  const runtime = Deno;
  const settings = readSettings({ env: env ?? runtime.env.toObject() });
  const app = createProxyApp(proxyOptionsFromSettings(settings));
  const server = runtime.serve(
    {
      port: settings.port,
      hostname: settings.host,
      onListen: ({ hostname, port }) => console.log(`listening on http://${hostname}:${port}`),
    },
    app.fetch,
  );
  let closed: Promise<void> = Promise.resolve();
  const shutdown = (gracePeriodMs = settings.gracePeriodMs) =>
    drainWithGrace(
      app,
      {
        stopAccepting: () => {
          closed = server.shutdown();
        },
        whenClosed: () => closed,
        // `Deno.serve`'s abort signal, the only way to close connections, throws once
        // `shutdown()` has begun: they stay until the program exits.
        closeAll: async () => {},
      },
      gracePeriodMs,
    );
  void stopOnSignal(
    {
      onSignal: (signal, handler) => runtime.addSignalListener(signal, handler),
      exit: (code) => runtime.exit(code),
    },
    { app, graceMs: settings.gracePeriodMs, shutdown },
  );
  const { hostname, port } = server.addr;
  return { url: `http://${hostname}:${port}`, app, shutdown };
}

// `import.meta.main` (Bun and Deno): this module is the program's entry point.
// `deno run --allow-net --allow-env npm:@tool/proxy/deno` serves; importing the module does not.
if (typeof Deno !== 'undefined' && import.meta.main) serveDeno();
