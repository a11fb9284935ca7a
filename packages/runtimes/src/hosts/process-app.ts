import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { appUrl, type RunningApp } from './runtime-host';

const READY_TIMEOUT_MS = 30_000;

/** The line a launcher prints once its server listens: `{"listening":"http://127.0.0.1:PORT/"}`. */
export const LISTENING = 'listening';

/**
 * Runs a bundled app as its own process (`command [...args] app.mjs`, in a fresh temporary
 * directory) and waits for the launcher's `{"listening": url}` line. Fails with everything the
 * process printed when it exits or stays silent first.
 */
export async function startProcessApp(options: {
  runtime: string;
  command: string;
  args: string[];
  code: string;
  /** Extra environment, given the app's temporary directory (for caches the runtime writes). */
  env?: (dir: string) => Record<string, string>;
}): Promise<RunningApp> {
  const dir = mkdtempSync(join(tmpdir(), `runtimes-${options.runtime.toLowerCase()}-`));
  const file = join(dir, 'app.mjs');
  writeFileSync(file, options.code);
  const child = spawn(options.command, [...options.args, file], {
    cwd: dir,
    env: { ...process.env, NO_COLOR: '1', ...options.env?.(dir) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let printed = '';
  child.stdout.setEncoding('utf8');
  child.stderr.setEncoding('utf8');
  child.stderr.on('data', (text: string) => {
    printed += text;
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
    rmSync(dir, { recursive: true, force: true });
  };

  const url = await new Promise<string>((resolve, reject) => {
    const fail = (why: string) => {
      clearTimeout(timer);
      reject(new Error(`${options.runtime} did not start the app: ${why}\n${printed}`));
    };
    const timer = setTimeout(
      () => fail(`no "${LISTENING}" line after ${READY_TIMEOUT_MS} ms`),
      READY_TIMEOUT_MS,
    );
    child.once('error', (error) => fail(error.message));
    child.once('exit', (code, signal) => fail(`it exited (${signal ?? `code ${code}`})`));
    child.stdout.on('data', (text: string) => {
      printed += text;
      for (const line of printed.split('\n')) {
        if (!line.startsWith(`{"${LISTENING}"`)) continue;
        clearTimeout(timer);
        resolve((JSON.parse(line) as Record<string, string>)[LISTENING] as string);
      }
    });
  }).catch(async (error: unknown) => {
    await stop();
    throw error;
  });

  return {
    url,
    fetch: (path, request) => fetch(appUrl(url, path), request),
    output: () => printed,
    stop,
  };
}
