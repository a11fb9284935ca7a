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
        fetch: (request: Request) => Response | Promise<Response>;
      }): { port: number; hostname: string };
    }
  | undefined;

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
  const server = Bun.serve({ port: settings.port, hostname: settings.host, fetch: app.fetch });
  const url = `http://${server.hostname}:${server.port}`;
  console.log(`listening on ${url}`);
  return { url };
}

// `import.meta.main` (Bun and Deno): this module is the program's entry point.
// `bun node_modules/@tool/proxy/dist/bun.js` serves; importing the module does not.
if (typeof Bun !== 'undefined' && import.meta.main) serveBun();
