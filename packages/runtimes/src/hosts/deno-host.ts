import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { bundleApp } from './bundle-app';
import { installedPackage, packageBin } from './package-bin';
import {
  LISTENING,
  type ProcessSpec,
  runProcess,
  startProcess,
  startProcessApp,
} from './process-app';
import { type ProgramHost, type ProgramOptions, type RuntimeHost, refuseEnv } from './runtime-host';

/** The `deno` npm package's install script copies the binary beside its package.json. */
function denoBinary(): string {
  const copied = join(installedPackage('deno').dir, 'deno');
  return existsSync(copied) ? copied : packageBin('deno');
}

/** A cache of its own, so runs neither read nor fill the user's. */
const ownCache = (dir: string) => ({ DENO_DIR: join(dir, 'deno-dir'), DENO_NO_UPDATE_CHECK: '1' });

/** `deno ARGS…` as a user runs it, unbundled, in `cwd`. */
function program(args: string[], { cwd, env }: ProgramOptions): ProcessSpec {
  return {
    runtime: 'Deno',
    command: denoBinary(),
    args: () => args,
    cwd,
    env: (dir) => ({ ...ownCache(dir), ...env }),
  };
}

/**
 * Deno from its npm package (`deno`): bundled apps served with `Deno.serve` on 127.0.0.1, with no
 * permission but the network on 127.0.0.1 and the host name: no environment, files or
 * subprocesses (`ai@7` needs the host name: it loads `@vercel/oidc`, which reads
 * `os.hostname()` as it loads); and programs run with its command line, with the permissions
 * their arguments give.
 */
export const denoHost: RuntimeHost & ProgramHost = {
  name: 'Deno',
  selfName: /^Deno\//,
  missing: () => undefined,
  version: async () =>
    (execFileSync(denoBinary(), ['--version'], { encoding: 'utf8' }).split('\n')[0] ?? '')
      .replace(/^deno /, '')
      .trim(),
  async start(entry, options) {
    refuseEnv('Deno', options);
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
      env: ownCache,
    });
  },
  // The arguments go as they are, permissions included: what a user types is what is tested.
  // With a package.json and node_modules in `cwd`, `npm:` specifiers resolve there.
  startProgram(args, { listening, ...options }) {
    return startProcess({ ...program(args, options), listening });
  },
  runProgram(args, options, timeoutMs) {
    return runProcess(program(args, options), timeoutMs);
  },
};
