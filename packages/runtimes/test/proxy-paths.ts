import { fileURLToPath } from 'node:url';

/** This package's folder: its node_modules hold `@tool/proxy` as an app's would. */
export const RUNTIMES_DIR = fileURLToPath(new URL('..', import.meta.url));

/** The app files that serve the proxy in a runtime without a command line of its own. */
export const PROXY_APPS = {
  worker: fileURLToPath(new URL('../src/apps/proxy-worker.ts', import.meta.url)),
  edge: fileURLToPath(new URL('../src/apps/proxy-edge-app.ts', import.meta.url)),
};

/** The proxy's line once it listens: `listening on http://HOST:PORT`. */
export function proxyListening(line: string): string | undefined {
  const url = /^listening on (http:\/\/\S+)$/.exec(line)?.[1];
  return url === undefined ? undefined : `${url}/`;
}

/** Settings a program needs besides the test's: any free port, on 127.0.0.1. */
export const PROGRAM_SETTINGS = { TOOL_PROXY_PORT: '0', TOOL_PROXY_HOST: '127.0.0.1' };
