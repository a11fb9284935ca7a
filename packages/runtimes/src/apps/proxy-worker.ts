// The main module of a Worker that serves the proxy, as docs/proxy.md tells a Worker project to
// write it; its settings are the Worker's bindings.
export { default } from '@tool/proxy/worker';
