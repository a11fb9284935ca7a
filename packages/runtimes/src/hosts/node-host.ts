import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { bundleApp } from './bundle-app';
import { appUrl, type RuntimeHost, refuseEnv } from './runtime-host';

const ORIGIN = 'http://node.test/';

interface FetchHandler {
  fetch(request: Request): Promise<Response>;
}

/**
 * Node, in the test's own process: the reference the other runtimes are compared with. The app is
 * bundled for Node and imported; requests go straight to its fetch handler.
 */
export const nodeHost: RuntimeHost = {
  name: 'Node.js',
  selfName: /^Node\.js\//,
  missing: () => undefined,
  version: async () => process.version,
  async start(entry, options) {
    refuseEnv('Node.js', options);
    const code = await bundleApp(
      entry,
      (app) => `export { default } from ${JSON.stringify(app)};\n`,
      {
        runtime: 'Node.js',
        format: 'esm',
        platform: 'node',
        conditions: ['node'],
        nodeBuiltins: 'provided',
        requireShim: true,
      },
    );
    const dir = mkdtempSync(join(tmpdir(), 'runtimes-node-'));
    const file = join(dir, 'app.mjs');
    writeFileSync(file, code);
    const app = (
      (await import(/* @vite-ignore */ pathToFileURL(file).href)) as { default: FetchHandler }
    ).default;
    return {
      url: undefined,
      fetch: (path, request) => app.fetch(new Request(appUrl(ORIGIN, path), request)),
      output: () => '',
      stop: async () => rmSync(dir, { recursive: true, force: true }),
    };
  },
};
