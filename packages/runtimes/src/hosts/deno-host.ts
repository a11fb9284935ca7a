import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { bundleApp } from './bundle-app';
import { installedPackage, packageBin } from './package-bin';
import { LISTENING, startProcessApp } from './process-app';
import type { RuntimeHost } from './runtime-host';

/** The `deno` npm package's install script copies the binary beside its package.json. */
function denoBinary(): string {
  const copied = join(installedPackage('deno').dir, 'deno');
  return existsSync(copied) ? copied : packageBin('deno');
}

/**
 * Deno from its npm package (`deno`), serving the app with `Deno.serve` on 127.0.0.1, with no
 * permission but the network on 127.0.0.1 and the host name: no environment, files or
 * subprocesses. (`ai@7` needs the host name: it loads `@vercel/oidc`, which reads
 * `os.hostname()` as it loads.)
 */
export const denoHost: RuntimeHost = {
  name: 'Deno',
  selfName: /^Deno\//,
  missing: () => undefined,
  version: async () =>
    (execFileSync(denoBinary(), ['--version'], { encoding: 'utf8' }).split('\n')[0] ?? '')
      .replace(/^deno /, '')
      .trim(),
  async start(entry) {
    const code = await bundleApp(
      entry,
      (app) => `import app from ${JSON.stringify(app)};
Deno.serve(
  {
    hostname: '127.0.0.1',
    port: 0,
    onListen: ({ hostname, port }) => console.log(JSON.stringify({ ${LISTENING}: \`http://\${hostname}:\${port}/\` })),
  },
  (request) => app.fetch(request),
);
`,
      {
        runtime: 'Deno',
        format: 'esm',
        platform: 'neutral',
        conditions: ['deno'],
        nodeBuiltins: 'provided',
        requireShim: true,
      },
    );
    return startProcessApp({
      runtime: 'Deno',
      command: denoBinary(),
      args: [
        'run',
        '--quiet',
        '--no-prompt',
        '--no-config',
        '--no-lock',
        '--allow-net=127.0.0.1',
        '--allow-sys=hostname',
      ],
      code,
      // A cache of its own, so runs neither read nor fill the user's.
      env: (dir) => ({ DENO_DIR: join(dir, 'deno-dir'), DENO_NO_UPDATE_CHECK: '1' }),
    });
  },
};
