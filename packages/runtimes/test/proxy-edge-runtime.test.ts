import { edgeRuntimeHost } from '../src/hosts/edge-runtime-host';
import { describeProxy } from './describe-proxy';
import { PROXY_APPS } from './proxy-entry';

await describeProxy({
  runtime: 'the Edge runtime',
  version: edgeRuntimeHost.version,
  command: 'createProxyApp(proxyOptionsFromEnv(process.env)).fetch as an Edge function',
  start: (settings) => edgeRuntimeHost.start(PROXY_APPS.edge, { env: settings }),
});
