import { createProxyApp } from '../create-proxy-app';
import { proxyOptionsFromSettings } from '../proxy-options';
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
 * The Deno entry, a program: `deno run --allow-net --allow-env npm:@tool/proxy/deno`, settings
 * from the environment (`TOOL_PROXY_UPSTREAM`, `TOOL_PROXY_PORT` or `PORT`, `TOOL_PROXY_HOST`,
 * …). Imported anywhere but Deno it does nothing.
 */
if (typeof Deno !== 'undefined') {
  const settings = readSettings({ env: Deno.env.toObject() });
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
