import type { ProxyApp } from '../create-proxy-app';
import type { ShutdownResult } from './drain-with-grace';
import {
  EXIT_STOPPED_AT_ONCE,
  firstStopSignal,
  type StopSignal,
  stopGracefully,
} from './stop-gracefully';

/** A runtime's process, through its own API (Bun: `process`; Deno: `Deno.addSignalListener`). */
export interface RuntimeProcess {
  onSignal(signal: StopSignal, handler: () => void): void;
  exit(code: number): void;
}

/**
 * What the Bun and Deno programs do on SIGTERM/SIGINT, as the Node.js bin does: drain for
 * `graceMs`, saying so, then exit 0; a second signal exits at once (130).
 */
export async function stopOnSignal(
  runtime: RuntimeProcess,
  server: {
    app: ProxyApp;
    graceMs: number;
    shutdown: (graceMs: number) => Promise<ShutdownResult>;
  },
): Promise<void> {
  const signal = await firstStopSignal(runtime.onSignal, () => runtime.exit(EXIT_STOPPED_AT_ONCE));
  await stopGracefully({ signal, ...server, print: (line) => console.log(line) });
  runtime.exit(0);
}
