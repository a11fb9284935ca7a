import { bunHost } from '../src/hosts/bun-host';
import { describeProxy } from './describe-proxy';
import { printExports } from './proxy-entry';
import { PROGRAM_SETTINGS, proxyListening, RUNTIMES_DIR } from './proxy-paths';

const ENTRY = 'node_modules/@tool/proxy/dist/bun.js';

await describeProxy({
  runtime: 'Bun',
  version: bunHost.version,
  command: `bun run ${ENTRY}`,
  start: (settings) =>
    bunHost.startProgram(['run', ENTRY], {
      cwd: RUNTIMES_DIR,
      env: { ...settings, ...PROGRAM_SETTINGS },
      listening: proxyListening,
    }),
  imported: {
    run: (settings) =>
      bunHost.runProgram(
        ['--eval', printExports('@tool/proxy/bun')],
        { cwd: RUNTIMES_DIR, env: { ...settings, ...PROGRAM_SETTINGS } },
        20_000,
      ),
    exports: ['serveBun'],
  },
  hangUp: true,
  // Bun.serve's default `idleTimeout`.
  idleLimitMs: 10_000,
});
