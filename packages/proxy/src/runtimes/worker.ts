import { createProxyApp, type ProxyApp } from '../create-proxy-app';
import { proxyOptionsFromEnv } from '../settings/proxy-options-from-env';

/** One app per set of bindings: a Worker isolate keeps its bindings, so the app is made once. */
const apps = new WeakMap<object, ProxyApp>();

/**
 * The Cloudflare Workers entry: `export { default } from '@tool/proxy/worker'` in the Worker's
 * main module. Settings come from the Worker's variables and secrets (`TOOL_PROXY_UPSTREAM`,
 * `UPSTREAM_API_KEY`, `TOOL_PROXY_API_KEY`, …), read on the first request.
 */
export default {
  fetch(request: Request, env: Record<string, unknown>): Response | Promise<Response> {
    let app = apps.get(env);
    if (app === undefined) {
      app = createProxyApp(proxyOptionsFromEnv(env));
      apps.set(env, app);
    }
    return app.fetch(request);
  },
};
