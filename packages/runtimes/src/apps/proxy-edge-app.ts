import { createProxyApp, proxyOptionsFromEnv } from '@tool/proxy';

// The proxy as an Edge function, as docs/proxy.md shows it for a Next.js route on the Edge
// runtime: settings from `process.env`, the app made once per instance.
const proxy = createProxyApp(proxyOptionsFromEnv(process.env));

export default { fetch: proxy.fetch };
