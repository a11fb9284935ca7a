import { fileURLToPath } from 'node:url';
import type { ProgramHost, ProgramResult, RunningApp } from '../src/hosts/runtime-host';

/** This package's folder: its node_modules hold `@tool/proxy` as an app's would. */
const RUNTIMES_DIR = fileURLToPath(new URL('..', import.meta.url));

/** The app files that serve the proxy in a runtime without a command line of its own. */
export const PROXY_APPS = {
  worker: fileURLToPath(new URL('../src/apps/proxy-worker.ts', import.meta.url)),
  edge: fileURLToPath(new URL('../src/apps/proxy-edge-app.ts', import.meta.url)),
};

/** The proxy's line once it listens: `listening on http://HOST:PORT`. */
function proxyListening(line: string): string | undefined {
  const url = /^listening on (http:\/\/\S+)$/.exec(line)?.[1];
  return url === undefined ? undefined : `${url}/`;
}

/** Settings a program needs besides the test's: any free port, on 127.0.0.1. */
const PROGRAM_SETTINGS = { TOOL_PROXY_PORT: '0', TOOL_PROXY_HOST: '127.0.0.1' };

/** A runtime entry of `@tool/proxy`, started as its users start it. */
export interface ProxyEntry {
  /** The runtime, as test titles name it. */
  runtime: string;
  version(): Promise<string>;
  /** How users run the entry (docs/proxy.md), for the test title. */
  command: string;
  /** Starts the entry with `settings`: its environment variables, or a Worker's bindings. */
  start(settings: Record<string, string>): Promise<RunningApp>;
  /**
   * For an entry that serves only as the program's entry point (`import.meta.main`): a program
   * that imports it and prints `exports: NAMES` (names joined by `, `), run with `settings`.
   */
  imported?: {
    run(settings: Record<string, string>): Promise<ProgramResult>;
    exports: string[];
  };
  /**
   * Whether a client hanging up reaches the app as its request's abort signal, so the upstream
   * request closes: Bun and Deno. Not workerd under miniflare (the hang-up does not reach a
   * Worker waiting on a silent upstream) nor the in-process Edge runtime host (no connection).
   */
  hangUp?: boolean;
  /**
   * For a runtime whose server closes a connection that stays silent this many milliseconds by
   * default (Bun: 10 s): the test makes the model pause longer than that in mid-stream.
   */
  idleLimitMs?: number;
  /**
   * Whether the entry is a program that drains on SIGTERM/SIGINT (Bun, Deno): the test signals
   * its process in mid-stream. Workers and Edge functions are stopped by their platform.
   */
  drains?: boolean;
}

/** How long a program that only imports an entry may take to end. */
const IMPORT_TIMEOUT_MS = 20_000;

/**
 * An entry that a runtime's command line runs as a program (`bun run …`, `deno run …`) from this
 * package's folder, as from an app's: `args` serve it; `evaluate` is how the runtime runs a
 * program given as text (`--eval`, `eval`), used to import `specifier` and list its exports.
 */
export function programEntry(
  host: ProgramHost,
  args: string[],
  imported: { evaluate: string; specifier: string; exports: string[] },
): Pick<ProxyEntry, 'runtime' | 'version' | 'command' | 'start' | 'imported' | 'drains'> {
  const options = (settings: Record<string, string>) => ({
    cwd: RUNTIMES_DIR,
    env: { ...settings, ...PROGRAM_SETTINGS },
  });
  const program = `const entry = await import(${JSON.stringify(imported.specifier)});
console.log('exports: ' + Object.keys(entry).join(', '));`;
  return {
    runtime: host.name,
    version: () => host.version(),
    command: `${host.name.toLowerCase()} ${args.join(' ')}`,
    start: (settings) =>
      host.startProgram(args, { ...options(settings), listening: proxyListening }),
    imported: {
      run: (settings) =>
        host.runProgram([imported.evaluate, program], options(settings), IMPORT_TIMEOUT_MS),
      exports: imported.exports,
    },
    drains: true,
  };
}
