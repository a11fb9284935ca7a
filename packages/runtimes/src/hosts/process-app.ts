import { type ChildProcessByStdio, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { appUrl, type ProgramResult, type RunningApp } from './runtime-host';

const READY_TIMEOUT_MS = 30_000;

/** The line a launcher prints once its server listens: `{"listening":"http://127.0.0.1:PORT/"}`. */
export const LISTENING = 'listening';

/** A runtime's process. */
export interface ProcessSpec {
  runtime: string;
  command: string;
  /** The arguments, given the process's fresh temporary directory. */
  args: (dir: string) => string[];
  /** Where it runs; default its temporary directory. */
  cwd?: string;
  /** Files to write into the temporary directory first, by name. */
  files?: Record<string, string>;
  /** Extra environment, given the temporary directory (for caches the runtime writes). */
  env?: (dir: string) => Record<string, string>;
}

interface Spawned {
  child: ChildProcessByStdio<null, Readable, Readable>;
  printed(): string;
  exited: Promise<void>;
  /** Ends the process (SIGTERM) if it still runs, and removes its temporary directory. */
  stop(): Promise<void>;
}

/** Spawns `spec` in a fresh temporary directory, collecting what it prints. */
function spawnProcess(spec: ProcessSpec): Spawned {
  const dir = mkdtempSync(join(tmpdir(), `runtimes-${spec.runtime.toLowerCase()}-`));
  for (const [name, text] of Object.entries(spec.files ?? {})) writeFileSync(join(dir, name), text);
  const child = spawn(spec.command, spec.args(dir), {
    cwd: spec.cwd ?? dir,
    env: { ...process.env, NO_COLOR: '1', ...spec.env?.(dir) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let printed = '';
  for (const stream of [child.stdout, child.stderr]) {
    stream.setEncoding('utf8');
    stream.on('data', (text: string) => {
      printed += text;
    });
  }
  // `close`, not `exit`: everything printed has been read by then.
  const exited = new Promise<void>((resolve) => child.once('close', () => resolve()));
  return {
    child,
    printed: () => printed,
    exited,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * Starts a runtime's process and waits for the line that says where it listens (`listening`
 * returns the base URL from it). Fails with everything the process printed when it exits or
 * stays silent first; `stop()` ends it and removes its temporary directory.
 */
export async function startProcess(
  spec: ProcessSpec & { listening: (line: string) => string | undefined },
): Promise<RunningApp> {
  const { child, printed, exited, stop } = spawnProcess(spec);
  const url = await new Promise<string>((resolve, reject) => {
    const fail = (why: string) => {
      clearTimeout(timer);
      reject(new Error(`${spec.runtime} did not start the app: ${why}\n${printed()}`));
    };
    const timer = setTimeout(
      () => fail(`it printed no line saying where it listens after ${READY_TIMEOUT_MS} ms`),
      READY_TIMEOUT_MS,
    );
    child.once('error', (error) => fail(error.message));
    child.once('exit', (code, signal) => fail(`it exited (${signal ?? `code ${code}`})`));
    let pending = '';
    child.stdout.on('data', (text: string) => {
      const lines = (pending + text).split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        const found = spec.listening(line.trim());
        if (found === undefined) continue;
        clearTimeout(timer);
        resolve(found);
      }
    });
  }).catch(async (error: unknown) => {
    await stop();
    throw error;
  });

  return {
    url,
    fetch: (path, request) => fetch(appUrl(url, path), request),
    output: printed,
    stop,
    process: {
      kill: (signal) => child.kill(signal),
      exited: exited.then(() => child.exitCode),
    },
  };
}

/** Runs a runtime's process to its end, killing it after `timeoutMs`. */
export async function runProcess(spec: ProcessSpec, timeoutMs: number): Promise<ProgramResult> {
  const { child, printed, exited, stop } = spawnProcess(spec);
  const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
  const failed = new Promise<never>((_, reject) => child.once('error', reject));
  try {
    await Promise.race([exited, failed]);
  } finally {
    clearTimeout(timer);
    await stop();
  }
  return { code: child.exitCode, output: printed() };
}

/**
 * Runs a bundled app as its own process (`command [...args] app.mjs`) and waits for its
 * launcher's `{"listening": url}` line.
 */
export function startProcessApp(options: {
  runtime: string;
  command: string;
  args: string[];
  code: string;
  env?: (dir: string) => Record<string, string>;
}): Promise<RunningApp> {
  return startProcess({
    runtime: options.runtime,
    command: options.command,
    args: (dir) => [...options.args, join(dir, 'app.mjs')],
    files: { 'app.mjs': options.code },
    ...(options.env === undefined ? {} : { env: options.env }),
    listening: (line) =>
      line.startsWith(`{"${LISTENING}"`)
        ? (JSON.parse(line) as Record<string, string>)[LISTENING]
        : undefined,
  });
}
