export {
  type ProxyServer,
  type ProxyServerOptions,
  type ShutdownResult,
  startProxyServer,
} from './start-proxy-server';
