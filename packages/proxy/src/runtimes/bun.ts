import { createProxyApp } from '../create-proxy-app';
import { proxyOptionsFromSettings } from '../proxy-options';
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
 * The Bun entry, a program: `bun node_modules/@tool/proxy/dist/bun.js`, settings from the
 * environment (`TOOL_PROXY_UPSTREAM`, `TOOL_PROXY_PORT` or `PORT`, `TOOL_PROXY_HOST`, …).
 * Imported anywhere but Bun it does nothing.
 */
if (typeof Bun !== 'undefined') {
  const settings = readSettings({ env: Bun.env });
  const app = createProxyApp(proxyOptionsFromSettings(settings));
  const server = Bun.serve({ port: settings.port, hostname: settings.host, fetch: app.fetch });
  console.log(`listening on http://${server.hostname}:${server.port}`);
}
