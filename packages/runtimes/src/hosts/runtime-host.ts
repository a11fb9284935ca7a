/** A request to an app, as plain data so it can cross into a page or a VM. */
export interface AppRequest {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
}

/** An app started in a runtime. */
export interface RunningApp {
  /** Sends `request` to the app's `path` (from `/`) and returns its response. */
  fetch(path: string, request?: AppRequest): Promise<Response>;
  /** Where the app listens, for a client of its own (Bun, Deno, workerd); none in a page or VM. */
  url: string | undefined;
  /** What the runtime printed so far (stdout, stderr, the page's console), for failure messages. */
  output(): string;
  stop(): Promise<void>;
  /** For an app that is a program of its own (Bun, Deno): its process, to signal and watch. */
  process?: AppProcess;
}

/** The process of an app run as a program. */
export interface AppProcess {
  /** Sends `signal` (`SIGTERM`, `SIGINT`) to the process. */
  kill(signal: 'SIGTERM' | 'SIGINT'): void;
  /** Resolves with the exit code once the process has ended and its output was read; `null`
   * when a signal ended it. */
  exited: Promise<number | null>;
}

/**
 * A JavaScript runtime that can run an app: a module whose default export is a fetch handler,
 * `{ fetch(request: Request): Promise<Response> }` (the shape Workers, Bun, Deno and the Edge
 * runtime serve). The host bundles the app for its runtime and starts it.
 */
export interface RuntimeHost {
  name: string;
  /** How the runtime names itself to the app (`navigator.userAgent`): proof the app ran there. */
  selfName: RegExp;
  /** Why the runtime cannot run on this machine (say, no browser), or `undefined`. */
  missing(): string | undefined;
  version(): Promise<string>;
  /** Bundles the app at `entry` (a source file) for this runtime and starts it. */
  start(entry: string, options?: StartOptions): Promise<RunningApp>;
}

/** How an app is started. */
export interface StartOptions {
  /**
   * Settings, where the runtime gives them to an app: a Worker's bindings in workerd (the `env`
   * its `fetch` gets), `process.env` in the Edge runtime (as Next.js and Vercel give Edge
   * functions). The other hosts refuse it: their apps take no settings.
   */
  env?: Record<string, string>;
}

/** What a program run by a runtime's command line is given. */
export interface ProgramOptions {
  /** The working directory, where the runtime resolves packages from `node_modules`. */
  cwd: string;
  /** Environment variables added to the test's. */
  env?: Record<string, string>;
}

/** A program that ran to its end. */
export interface ProgramResult {
  /** The exit code; `null` when it was killed for not ending in time. */
  code: number | null;
  /** stdout and stderr, as printed. */
  output: string;
}

/** A runtime whose command line runs programs as their users do (`bun run FILE`, `deno run`). */
export interface ProgramHost {
  name: string;
  version(): Promise<string>;
  /**
   * Runs the runtime's command with `args` (`['run', 'server.js']`), unbundled, and waits until
   * the program prints where it listens: `listening` returns the base URL from that line.
   */
  startProgram(
    args: string[],
    options: ProgramOptions & { listening: (line: string) => string | undefined },
  ): Promise<RunningApp>;
  /** Runs the runtime's command with `args` to its end; killed after `timeoutMs`. */
  runProgram(args: string[], options: ProgramOptions, timeoutMs: number): Promise<ProgramResult>;
}

/** Fails fast when a host that gives its apps no settings is asked to. */
export function refuseEnv(host: string, options: StartOptions | undefined): void {
  if (options?.env !== undefined) {
    throw new Error(
      `The ${host} host gives its apps no settings (only the workerd and Edge runtime hosts take env); in Bun or Deno, run a program that reads its environment with startProgram`,
    );
  }
}

/** `path` of an app at `base`, rejecting paths that would leave it. */
export function appUrl(base: string, path: string): string {
  if (!path.startsWith('/')) throw new Error(`An app path starts with "/", got "${path}"`);
  return new URL(path, base).href;
}
