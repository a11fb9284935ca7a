import { denoHost } from '../src/hosts/deno-host';
import { describeProxy } from './describe-proxy';
import { printExports } from './proxy-entry';
import { PROGRAM_SETTINGS, proxyListening, RUNTIMES_DIR } from './proxy-paths';

/** The command docs/proxy.md gives, permissions and all. */
const ARGS = ['run', '--allow-net', '--allow-env', '--allow-sys=hostname', 'npm:@tool/proxy/deno'];

await describeProxy({
  runtime: 'Deno',
  version: denoHost.version,
  command: `deno ${ARGS.join(' ')}`,
  start: (settings) =>
    denoHost.startProgram(ARGS, {
      cwd: RUNTIMES_DIR,
      env: { ...settings, ...PROGRAM_SETTINGS },
      listening: proxyListening,
    }),
  imported: {
    run: (settings) =>
      denoHost.runProgram(
        ['eval', printExports('npm:@tool/proxy/deno')],
        { cwd: RUNTIMES_DIR, env: { ...settings, ...PROGRAM_SETTINGS } },
        20_000,
      ),
    exports: ['serveDeno'],
  },
  hangUp: true,
});
