import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createProxyApp, type ProxyApp } from '../create-proxy-app';
import type { ProxyOptions } from '../proxy-options';
import { SETTING_DEFAULTS } from '../settings/setting-specs';
import { drainWithGrace, type ShutdownResult } from '../shutdown/drain-with-grace';

/** How long an idle keep-alive connection stays open. */
const KEEP_ALIVE_MS = 65_000;

/** Options of {@link startProxyServer}: the app's, plus where to listen. */
export interface ProxyServerOptions extends ProxyOptions {
  /** Default 8080; 0 picks a free port. */
  port?: number;
  /** Default 127.0.0.1; 0.0.0.0 (or ::) to be reachable from outside, as in a container. */
  host?: string;
}

/** A running Node.js proxy server. */
export interface ProxyServer {
  /** `http://HOST:PORT`, the base for clients being `${url}/v1`. */
  readonly url: string;
  readonly port: number;
  readonly app: ProxyApp;
  /**
   * Graceful stop: new requests get 503 (`/health` answers `draining`, so a load balancer's
   * readiness probe sees it), requests in flight (streams included) may finish within
   * `gracePeriodMs`, then the server stops listening and every connection closes.
   */
  shutdown(gracePeriodMs?: number): Promise<ShutdownResult>;
}

/**
 * Serves the proxy on Node.js with `@hono/node-server`, which also turns a client's hang-up into
 * the request's abort signal (and so aborts the upstream request).
 *
 * @throws Error when the address cannot be listened on (a port in use, a host not on this
 * machine), with the reason.
 */
export async function startProxyServer(options: ProxyServerOptions): Promise<ProxyServer> {
  const { port = SETTING_DEFAULTS.port, host = SETTING_DEFAULTS.host, ...appOptions } = options;
  const app = createProxyApp(appOptions);
  const server = await new Promise<Server>((resolve, reject) => {
    const created = serve({ fetch: app.fetch, port, hostname: host }, () => {
      created.off('error', reject);
      // Without http2 or https options, @hono/node-server makes a plain node:http server.
      resolve(created as Server);
    });
    created.once('error', reject);
  });
  // Keep idle connections open longer than load balancers do (AWS ALB 60 s, nginx keepalive_timeout
  // 60 s by default): if Node closed first (its default is 5 s), a balancer could send a request
  // on a connection that is just closing, and answer 502.
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  server.headersTimeout = KEEP_ALIVE_MS + 1000;
  const address = server.address() as AddressInfo;
  const shownHost = address.address.includes(':') ? `[${address.address}]` : address.address;
  return {
    url: `http://${shownHost}:${address.port}`,
    port: address.port,
    app,
    shutdown: (gracePeriodMs = SETTING_DEFAULTS.gracePeriodMs) =>
      shutdown(server, app, gracePeriodMs),
  };
}

function shutdown(server: Server, app: ProxyApp, graceMs: number): Promise<ShutdownResult> {
  return drainWithGrace(
    app,
    {
      // The server keeps listening while requests drain: a readiness probe must get `/health`'s
      // 503 `draining`, and a refused connection would tell it nothing. The app answers every
      // new request with 503 and `Connection: close`; idle keep-alive connections close now.
      stopAccepting: () => {
        server.closeIdleConnections();
      },
      // Node keeps a finished stream's keep-alive connection open: it is closed at once instead.
      closeAll: async () => {
        const closed = new Promise<void>((resolve) => server.close(() => resolve()));
        server.closeAllConnections();
        await closed;
      },
    },
    graceMs,
  );
}
