import { bunHost } from '../src/hosts/bun-host';
import { describeProxy } from './describe-proxy';
import { programEntry } from './proxy-entry';

await describeProxy({
  ...programEntry(bunHost, ['run', 'node_modules/@tool/proxy/dist/bun.js'], {
    evaluate: '--eval',
    specifier: '@tool/proxy/bun',
    exports: ['serveBun'],
  }),
  hangUp: true,
  // Bun.serve's default `idleTimeout`.
  idleLimitMs: 10_000,
});
