import { createProxyApp } from '../create-proxy-app';
import { proxyOptionsFromSettings } from '../settings/proxy-options-from-settings';
import { readSettings } from '../settings/read-settings';

/** The parts of Bun's API this entry uses (Bun's own types are not a dependency). */
declare const Bun:
  | {
      env: Record<string, string | undefined>;
      serve(options: {
        port: number;
        hostname: string;
        idleTimeout: number;
        fetch: (request: Request, server: BunServer) => Response | Promise<Response>;
      }): { port: number; hostname: string };
    }
  | undefined;

interface BunServer {
  /** Sets the idle timeout of one request's connection, in seconds; 0 for none. */
  timeout(request: Request, seconds: number): void;
}

/**
 * Seconds an idle keep-alive connection stays open: longer than load balancers keep theirs (60 s),
 * as the Node.js server does, so none sends a request on a connection Bun is closing.
 */
const KEEP_ALIVE_S = 65;

/**
 * Serves the proxy with `Bun.serve`, settings from `env` (default `Bun.env`: `TOOL_PROXY_UPSTREAM`,
 * `TOOL_PROXY_PORT` or `PORT`, `TOOL_PROXY_HOST`, …), and prints `listening on http://HOST:PORT`.
 *
 * @returns The address served.
 * @throws SettingError for a missing or bad setting; Error when not running on Bun.
 */
export function serveBun(env?: Record<string, string | undefined>): { url: string } {
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
  const url = `http://${server.hostname}:${server.port}`;
  console.log(`listening on ${url}`);
  return { url };
}

// `import.meta.main` (Bun and Deno): this module is the program's entry point.
// `bun run node_modules/@tool/proxy/dist/bun.js` serves; importing the module does not.
if (typeof Bun !== 'undefined' && import.meta.main) serveBun();
