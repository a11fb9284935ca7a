import type { ProgramResult, RunningApp } from '../src/hosts/runtime-host';

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
}

/** The program of {@link ProxyEntry.imported}, for an entry's module specifier. */
export function printExports(specifier: string): string {
  return `const entry = await import(${JSON.stringify(specifier)});
console.log('exports: ' + Object.keys(entry).join(', '));`;
}
