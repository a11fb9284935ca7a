export type { ShutdownResult } from '../shutdown/drain-with-grace';
export { type ProxyServer, type ProxyServerOptions, startProxyServer } from './start-proxy-server';
