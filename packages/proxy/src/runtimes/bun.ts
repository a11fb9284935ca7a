import { createProxyApp, type ProxyApp } from '../create-proxy-app';
import { proxyOptionsFromSettings } from '../settings/proxy-options-from-settings';
import { readSettings } from '../settings/read-settings';
import { drainWithGrace, type ShutdownResult } from '../shutdown/drain-with-grace';
import { stopOnSignal } from '../shutdown/stop-on-signal';

/** The parts of Bun's API this entry uses (Bun's own types are not a dependency). */
declare const Bun:
  | {
      env: Record<string, string | undefined>;
      serve(options: {
        port: number;
        hostname: string;
        idleTimeout: number;
        fetch: (request: Request, server: BunServer) => Response | Promise<Response>;
      }): BunServer & {
        port: number;
        hostname: string;
        /**
         * Stops listening. Without `closeActiveConnections`, requests in flight finish and each
         * connection closes once its response is complete; resolves when every one is closed.
         */
        stop(closeActiveConnections?: boolean): Promise<void>;
      };
    }
  | undefined;

/** Bun's `process` (Node's API), for signals and the exit code. */
declare const process: {
  on(signal: 'SIGTERM' | 'SIGINT', handler: () => void): void;
  exit(code: number): void;
};

interface BunServer {
  /** Sets the idle timeout of one request's connection, in seconds; 0 for none. */
  timeout(request: Request, seconds: number): void;
}

/** The proxy served by {@link serveBun}. */
export interface BunProxy {
  /** `http://HOST:PORT`. */
  url: string;
  app: ProxyApp;
  /**
   * Graceful stop (what SIGTERM does): no new connections, new requests on open ones get 503,
   * requests in flight finish within `gracePeriodMs` (default the setting), then the rest close.
   */
  shutdown(gracePeriodMs?: number): Promise<ShutdownResult>;
}

/**
 * Seconds an idle keep-alive connection stays open: longer than load balancers keep theirs (60 s),
 * as the Node.js server does, so none sends a request on a connection Bun is closing.
 */
const KEEP_ALIVE_S = 65;

/**
 * Serves the proxy with `Bun.serve`, settings from `env` (default `Bun.env`: `TOOL_PROXY_UPSTREAM`,
 * `TOOL_PROXY_PORT` or `PORT`, `TOOL_PROXY_HOST`, …), and prints `listening on http://HOST:PORT`.
 * The first SIGTERM or SIGINT drains for `TOOL_PROXY_GRACE_PERIOD` and exits 0; a second one
 * exits at once.
 *
 * @throws SettingError for a missing or bad setting; Error when not running on Bun.
 */
export function serveBun(env?: Record<string, string | undefined>): BunProxy {
  if (typeof Bun === 'undefined')
    throw new Error('serveBun runs on Bun; on Node.js use tool-proxy.');
  const settings = readSettings({ env: env ?? Bun.env });
  const app = createProxyApp(proxyOptionsFromSettings(settings));
  const server = Bun.serve({
    port: settings.port,
    hostname: settings.host,
    idleTimeout: KEEP_ALIVE_S,
    fetch: (request, bun) => {
      // Bun closes a connection whose response sends nothing for `idleTimeout` (default 10 s),
      // streams included: a model that takes longer to its first token, or pauses, would lose
      // its answer. A request's connection gets no idle limit; the upstream timeout bounds it.
      bun.timeout(request, 0);
      return app.fetch(request);
    },
  });
  let closed: Promise<void> = Promise.resolve();
  const shutdown = (gracePeriodMs = settings.gracePeriodMs) =>
    drainWithGrace(
      app,
      {
        stopAccepting: () => {
          closed = server.stop();
        },
        whenClosed: () => closed,
        closeAll: () => server.stop(true),
      },
      gracePeriodMs,
    );
  const url = `http://${server.hostname}:${server.port}`;
  console.log(`listening on ${url}`);
  void stopOnSignal(
    {
      onSignal: (signal, handler) => process.on(signal, handler),
      exit: (code) => process.exit(code),
    },
    { app, graceMs: settings.gracePeriodMs, shutdown },
  );
  return { url, app, shutdown };
}

// `import.meta.main` (Bun and Deno): this module is the program's entry point.
// `bun run node_modules/@tool/proxy/dist/bun.js` serves; importing the module does not.
if (typeof Bun !== 'undefined' && import.meta.main) serveBun();
