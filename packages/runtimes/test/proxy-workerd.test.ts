import { workerdHost } from '../src/hosts/workerd-host';
import { describeProxy } from './describe-proxy';
import { PROXY_APPS } from './proxy-entry';

await describeProxy({
  runtime: 'workerd',
  version: workerdHost.version,
  command:
    "a Worker whose main module is `export { default } from '@tool/proxy/worker'`, settings as bindings",
  start: (settings) => workerdHost.start(PROXY_APPS.worker, { env: settings }),
});
