import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startAgentStack } from './agent-stack';
import { namespaceProblem, PROXY_ORIGIN, runAgent } from './run-agent';

const problem = namespaceProblem();
const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A script for `node -e`: fetches `url` and prints what happened on one line. */
const probe = (label: string, url: string) =>
  `fetch(${JSON.stringify(url)}, { signal: AbortSignal.timeout(5000) }).then(` +
  `(r) => console.log(${JSON.stringify(label)}, r.status),` +
  `(e) => console.log(${JSON.stringify(label)}, e.cause?.code ?? e.name))`;

describe.skipIf(problem !== undefined)('runAgent', () => {
  it('should reach the proxy on loopback and nothing outside the namespace', async () => {
    const root = mkdtempSync(join(tmpdir(), 'agents-e2e-'));
    cleanups.push(() => rmSync(root, { recursive: true, force: true }));
    const stack = await startAgentStack(root, () => 'unused');
    cleanups.push(() => stack.close());
    const script = [
      probe('proxy', `${PROXY_ORIGIN}/health`),
      // TEST-NET-1 (RFC 5737), never routed: outside a namespace this would hang, not fail.
      probe('outside', 'http://192.0.2.1/'),
    ].join(';');
    const run = await runAgent(stack.socket, {
      command: process.execPath,
      args: ['-e', script],
      env: { PATH: process.env.PATH ?? '/usr/bin:/bin' },
      cwd: root,
      timeoutMs: 20_000,
    });
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toContain('proxy 200');
    expect(run.stdout).toMatch(/outside (ENETUNREACH|EHOSTUNREACH|ECONNREFUSED)/);
    expect(stack.log).toEqual([expect.stringMatching(/^GET \/health 200 /)]);
  });

  it('should kill a run that outlives its time limit, with what it printed', async () => {
    const root = mkdtempSync(join(tmpdir(), 'agents-e2e-'));
    cleanups.push(() => rmSync(root, { recursive: true, force: true }));
    const stack = await startAgentStack(root, () => 'unused');
    cleanups.push(() => stack.close());
    const run = await runAgent(stack.socket, {
      command: process.execPath,
      args: ['-e', 'console.log("started"); setInterval(() => {}, 1000)'],
      env: { PATH: process.env.PATH ?? '/usr/bin:/bin' },
      cwd: root,
      timeoutMs: 1500,
    });
    expect(run.timedOut).toBe(true);
    expect(run.stdout).toContain('started');
  });
});
