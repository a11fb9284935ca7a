import { execFileSync } from 'node:child_process';
import { bundleApp } from './bundle-app';
import { packageBin } from './package-bin';
import { LISTENING, startProcessApp } from './process-app';
import type { RuntimeHost } from './runtime-host';

/** Bun from its npm package (`bun`), serving the app with `Bun.serve` on 127.0.0.1. */
export const bunHost: RuntimeHost = {
  name: 'Bun',
  selfName: /^Bun\//,
  missing: () => undefined,
  version: async () => execFileSync(packageBin('bun'), ['--version'], { encoding: 'utf8' }).trim(),
  async start(entry) {
    const code = await bundleApp(
      entry,
      (app) => `import app from ${JSON.stringify(app)};
const server = Bun.serve({ hostname: '127.0.0.1', port: 0, fetch: (request) => app.fetch(request) });
console.log(JSON.stringify({ ${LISTENING}: server.url.href }));
`,
      {
        runtime: 'Bun',
        format: 'esm',
        platform: 'neutral',
        conditions: ['bun'],
        nodeBuiltins: 'provided',
      },
    );
    return startProcessApp({
      runtime: 'Bun',
      command: packageBin('bun'),
      args: ['run'],
      code,
      // Bun caches transpiled files under the home directory; an app run needs no cache.
      env: () => ({ BUN_RUNTIME_TRANSPILER_CACHE_PATH: '0' }),
    });
  },
};
