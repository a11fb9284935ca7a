import { denoHost } from '../src/hosts/deno-host';
import { describeProxy } from './describe-proxy';
import { programEntry } from './proxy-entry';

await describeProxy({
  // The command docs/proxy.md gives, permissions and all.
  ...programEntry(
    denoHost,
    ['run', '--allow-net', '--allow-env', '--allow-sys=hostname', 'npm:@tool/proxy/deno'],
    { evaluate: 'eval', specifier: 'npm:@tool/proxy/deno', exports: ['serveDeno'] },
  ),
  hangUp: true,
});
