import { EdgeVM } from '@edge-runtime/vm';
import { bundleApp } from './bundle-app';
import { installedPackage } from './package-bin';
import { appUrl, type RuntimeHost } from './runtime-host';

const ORIGIN = 'http://edge.test/';

/**
 * Vercel's Edge runtime (`@edge-runtime/vm`, what `next dev` and `vercel dev` run Edge functions
 * in): a VM context with only the Edge globals (no `process`, no `require`, no code generation
 * from strings; `process.env` only when given settings). The bundled app is a classic script that
 * answers fetch events; requests go in through the runtime's own `dispatchFetch`.
 */
/** Statuses whose `Response` takes no body (the fetch standard's null body statuses). */
const NULL_BODY_STATUSES = new Set([101, 103, 204, 205, 304]);

export const edgeRuntimeHost: RuntimeHost = {
  name: 'Edge runtime',
  selfName: /^EdgeRuntime edge-runtime$/,
  missing: () => undefined,
  version: async () => {
    const vm = installedPackage('@edge-runtime/vm');
    const primitives = installedPackage('@edge-runtime/primitives', vm.dir);
    return `@edge-runtime/vm ${vm.version} (primitives ${primitives.version})`;
  },
  async start(entry, options) {
    const code = await bundleApp(
      entry,
      (app) => `import app from ${JSON.stringify(app)};
addEventListener('fetch', (event) => event.respondWith(app.fetch(event.request)));
`,
      {
        runtime: 'the Edge runtime',
        format: 'iife',
        platform: 'browser',
        conditions: ['edge-light', 'worker'],
        nodeBuiltins: 'absent',
      },
    );
    let printed = '';
    const vm = new EdgeVM({
      extend: (context) => {
        const write = (...values: unknown[]) => {
          printed += `${values.map(String).join(' ')}\n`;
        };
        context.console = {
          ...context.console,
          log: write,
          info: write,
          warn: write,
          error: write,
        };
        // Next.js and Vercel give Edge functions their environment variables as `process.env`
        // (and nothing else of `process`); the bare Edge runtime has no `process` at all.
        if (options?.env !== undefined) context.process = { env: { ...options.env } };
        return context;
      },
    });
    vm.evaluate(code);
    return {
      url: undefined,
      async fetch(path, request) {
        // The response belongs to the VM's realm: read it into one of this realm.
        const response = await vm.dispatchFetch(appUrl(ORIGIN, path), request);
        const text = await response.text();
        // A 204 (a CORS preflight's answer) or 304 may have no body, not even an empty one.
        return new Response(NULL_BODY_STATUSES.has(response.status) ? null : text, {
          status: response.status,
          headers: Object.fromEntries(response.headers),
        });
      },
      output: () => printed,
      stop: async () => undefined,
    };
  },
};
