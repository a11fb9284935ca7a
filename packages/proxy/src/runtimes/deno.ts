import { createProxyApp } from '../create-proxy-app';
import { proxyOptionsFromSettings } from '../settings/proxy-options-from-settings';
import { readSettings } from '../settings/read-settings';

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
      ): unknown;
    }
  | undefined;

/**
 * Serves the proxy with `Deno.serve`, settings from `env` (default `Deno.env.toObject()`:
 * `TOOL_PROXY_UPSTREAM`, `TOOL_PROXY_PORT` or `PORT`, `TOOL_PROXY_HOST`, …), and prints
 * `listening on http://HOST:PORT` once listening.
 *
 * @throws SettingError for a missing or bad setting; Error when not running on Deno.
 */
export function serveDeno(env?: Record<string, string | undefined>): void {
  if (typeof Deno === 'undefined')
    throw new Error('serveDeno runs on Deno; on Node.js use tool-proxy.');
  const settings = readSettings({ env: env ?? Deno.env.toObject() });
  const app = createProxyApp(proxyOptionsFromSettings(settings));
  Deno.serve(
    {
      port: settings.port,
      hostname: settings.host,
      onListen: ({ hostname, port }) => console.log(`listening on http://${hostname}:${port}`),
    },
    app.fetch,
  );
}

// `import.meta.main` (Bun and Deno): this module is the program's entry point.
// `deno run --allow-net --allow-env npm:@tool/proxy/deno` serves; importing the module does not.
if (typeof Deno !== 'undefined' && import.meta.main) serveDeno();
