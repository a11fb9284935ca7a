import { execFileSync } from 'node:child_process';
import { bundleApp } from './bundle-app';
import { packageBin } from './package-bin';
import {
  LISTENING,
  type ProcessSpec,
  runProcess,
  startProcess,
  startProcessApp,
} from './process-app';
import { type ProgramHost, type ProgramOptions, type RuntimeHost, refuseEnv } from './runtime-host';

// Bun caches transpiled files under the home directory; a test run needs no cache.
const NO_CACHE = { BUN_RUNTIME_TRANSPILER_CACHE_PATH: '0' };

/** `bun ARGS…` as a user runs it, unbundled, in `cwd`. */
function program(args: string[], { cwd, env }: ProgramOptions): ProcessSpec {
  return {
    runtime: 'Bun',
    command: packageBin('bun'),
    args: () => args,
    cwd,
    env: () => ({ ...NO_CACHE, ...env }),
  };
}

/**
 * Bun from its npm package (`bun`): bundled apps served with `Bun.serve` on 127.0.0.1, and
 * programs run with its command line.
 */
export const bunHost: RuntimeHost & ProgramHost = {
  name: 'Bun',
  selfName: /^Bun\//,
  missing: () => undefined,
  version: async () => execFileSync(packageBin('bun'), ['--version'], { encoding: 'utf8' }).trim(),
  async start(entry, options) {
    refuseEnv('Bun', options);
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
      env: () => NO_CACHE,
    });
  },
  startProgram(args, { listening, ...options }) {
    return startProcess({ ...program(args, options), listening });
  },
  runProgram(args, options, timeoutMs) {
    return runProcess(program(args, options), timeoutMs);
  },
};
