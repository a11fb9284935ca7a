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
  start(entry: string): Promise<RunningApp>;
}

/** `path` of an app at `base`, rejecting paths that would leave it. */
export function appUrl(base: string, path: string): string {
  if (!path.startsWith('/')) throw new Error(`An app path starts with "/", got "${path}"`);
  return new URL(path, base).href;
}
