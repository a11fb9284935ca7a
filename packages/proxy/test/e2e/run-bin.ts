import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, expect, vi } from 'vitest';

/** The built bin, as `npx tool-proxy` runs it. */
const BIN = fileURLToPath(new URL('../../dist/cli.js', import.meta.url));

/** A run of the built bin: its process, what it printed so far, and its exit code. */
export interface Run {
  child: ChildProcess;
  stdout: () => string;
  stderr: () => string;
  exit: Promise<number | null>;
}

/** Runs to kill after each test, and after the file's tests. */
const children = { test: [] as ChildProcess[], file: [] as ChildProcess[] };
const kill = (list: ChildProcess[]) => {
  for (const child of list.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
};
afterEach(() => kill(children.test));
afterAll(() => kill(children.file));

beforeAll(() => {
  if (!existsSync(BIN)) {
    throw new Error(
      `${BIN} is missing: build first (pnpm --filter @tool/proxy build, or pnpm test).`,
    );
  }
});

/**
 * Runs the built bin with `args` and only the variables in `env`; killed after the test, or
 * after the file's tests for a run started in `beforeAll`.
 */
export function run(
  args: string[],
  env: Record<string, string> = {},
  lifetime: 'test' | 'file' = 'test',
): Run {
  // Only the variables given: the machine's own TOOL_PROXY_* must not leak into the test.
  const child = spawn(process.execPath, [BIN, ...args], {
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children[lifetime].push(child);
  let out = '';
  let err = '';
  child.stdout?.on('data', (data: Buffer) => {
    out += data.toString();
  });
  child.stderr?.on('data', (data: Buffer) => {
    err += data.toString();
  });
  const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, stdout: () => out, stderr: () => err, exit };
}

/** The base URL from the bin's `listening on http://HOST:PORT` line, once printed. */
export async function listening(proxy: Run): Promise<string> {
  await vi.waitFor(() => expect(proxy.stdout()).toMatch(/listening on http:\/\/\S+:\d+\n/), {
    timeout: 10_000,
  });
  return /listening on (http:\/\/\S+:\d+)/.exec(proxy.stdout())?.[1] ?? '';
}
