import type { Readable } from 'node:stream';
import { Miniflare } from 'miniflare';
import { bundleApp } from './bundle-app';
import { installedPackage } from './package-bin';
import { appUrl, type RuntimeHost } from './runtime-host';

/** The workerd that miniflare runs (its own dependency, so resolved from miniflare's folder). */
function workerdVersion(): string {
  return installedPackage('workerd', installedPackage('miniflare').dir).version;
}

/**
 * The newest compatibility date this workerd supports (its version is `1.YYYYMMDD.N`): what a new
 * Worker project gets.
 */
function compatibilityDate(): string {
  const day = workerdVersion().split('.')[1] ?? '';
  return `${day.slice(0, 4)}-${day.slice(4, 6)}-${day.slice(6, 8)}`;
}

/**
 * Cloudflare's workerd through miniflare: the app is the Worker's module script, served on
 * 127.0.0.1, with `env` as its bindings and no compatibility flags, so no `nodejs_compat`: no Node built-ins, as in a Worker
 * that did not opt in.
 */
export const workerdHost: RuntimeHost = {
  name: 'workerd',
  selfName: /^Cloudflare-Workers$/,
  missing: () => undefined,
  version: async () =>
    `${workerdVersion()} (miniflare ${installedPackage('miniflare').version}, compatibility date ${compatibilityDate()})`,
  async start(entry, options) {
    const script = await bundleApp(
      entry,
      (app) => `export { default } from ${JSON.stringify(app)};\n`,
      {
        runtime: 'workerd',
        format: 'esm',
        platform: 'browser',
        conditions: ['workerd', 'worker'],
        nodeBuiltins: 'absent',
      },
    );
    let printed = '';
    const mf = new Miniflare({
      modules: true,
      script,
      // Variables and secrets, as `wrangler.toml`'s [vars] and `wrangler secret put` give them.
      bindings: options?.env ?? {},
      compatibilityDate: compatibilityDate(),
      host: '127.0.0.1',
      port: 0,
      handleRuntimeStdio: (stdout: Readable, stderr: Readable) => {
        for (const stream of [stdout, stderr]) {
          stream.setEncoding('utf8');
          stream.on('data', (text: string) => {
            printed += text;
          });
        }
      },
    });
    const url = (await mf.ready).href;
    return {
      url,
      fetch: (path, request) => fetch(appUrl(url, path), request),
      output: () => printed,
      stop: () => mf.dispose(),
    };
  },
};
