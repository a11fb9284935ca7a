import type { ProxyApp } from '../create-proxy-app';
import type { ShutdownResult } from './drain-with-grace';

/** The signals that stop a server: the orchestrator's (SIGTERM) and Ctrl-C (SIGINT). */
export const STOP_SIGNALS = ['SIGTERM', 'SIGINT'] as const;
export type StopSignal = (typeof STOP_SIGNALS)[number];

/** Exit code of a stop forced by a second signal (128 + SIGINT's number, as shells report it). */
export const EXIT_STOPPED_AT_ONCE = 130;

/**
 * Resolves with the first stop signal's name; a second one calls `stopNow` (Ctrl-C twice: the
 * user does not want to wait). `listen` registers a handler with the runtime's own API.
 */
export function firstStopSignal(
  listen: (signal: StopSignal, handler: () => void) => void,
  stopNow: () => void,
): Promise<StopSignal> {
  let stopping = false;
  return new Promise((resolve) => {
    for (const signal of STOP_SIGNALS) {
      listen(signal, () => {
        if (stopping) stopNow();
        stopping = true;
        resolve(signal);
      });
    }
  });
}

/** What {@link stopGracefully} needs. */
export interface GracefulStop {
  /** The signal's name, for the first line. */
  signal: string;
  app: ProxyApp;
  graceMs: number;
  /** The server's drain (`drainWithGrace` with the runtime's server). */
  shutdown: (graceMs: number) => Promise<ShutdownResult>;
  /** Prints one line (without its newline). */
  print: (line: string) => void;
}

/**
 * Drains the server and says so, in the same words on every runtime:
 * `SIGTERM: not taking new requests; 1 in flight, waiting up to 25000 ms`, then
 * `stopped: every request finished` or how many the grace period cut.
 */
export async function stopGracefully(stop: GracefulStop): Promise<ShutdownResult> {
  const { app, graceMs, print } = stop;
  print(
    `${stop.signal}: not taking new requests; ${app.inFlight} in flight, waiting up to ${graceMs} ms`,
  );
  // How many were open when the grace period ended, before the server closed them (closing
  // ends their count). This timer is made before the drain's own, so it fires first.
  let openAtDeadline = 0;
  const deadline = setTimeout(() => {
    openAtDeadline = app.inFlight;
  }, graceMs);
  const result = await stop.shutdown(graceMs);
  clearTimeout(deadline);
  print(
    result === 'drained'
      ? 'stopped: every request finished'
      : `stopped: the grace period ended with ${openAtDeadline} request(s) still open; they were closed`,
  );
  return result;
}
