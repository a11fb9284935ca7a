import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const packageDir = fileURLToPath(new URL('../../', import.meta.url));
const cli = join(packageDir, 'dist', 'cli.js');

interface Result {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** The environment without color switches, so only the missing terminal decides. */
function plainEnv(): NodeJS.ProcessEnv {
  const env = { ...process.env };
  delete env.NO_COLOR;
  delete env.FORCE_COLOR;
  return env;
}

/** Runs the built command as a user would, with no terminal, so no colors. */
function runBin(args: string[], input?: string): Promise<Result> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [cli, ...args], {
      env: plainEnv(),
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(input ?? '');
  });
}

describe('tool-parser (the built bin)', () => {
  let dir: string;
  const file = (name: string) => join(dir, name);

  beforeAll(() => {
    // `pnpm test` builds before testing; a bare `vitest run` on a fresh clone builds here.
    if (!existsSync(cli))
      execFileSync('pnpm', ['run', 'build'], { cwd: packageDir, stdio: 'ignore' });
    dir = mkdtempSync(join(tmpdir(), 'tool-parser-bin-'));
    writeFileSync(
      file('out.txt'),
      'Sure.\n<tool_call>\n{"name": "get_weather", "arguments": {"city": "Seoul"}}\n</tool_call>\n',
    );
  }, 120_000);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('should be declared as the package bin, executable, with a node shebang', () => {
    const pkg = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8'));
    expect(pkg.bin).toEqual({ 'tool-parser': './dist/cli.js' });
    expect(readFileSync(cli, 'utf8').startsWith('#!/usr/bin/env node\n')).toBe(true);
    expect(statSync(cli).mode & 0o111).not.toBe(0);
  });

  it('should inspect a file and exit 0 when a call was parsed', async () => {
    const result = await runBin(['inspect', '--preset', 'hermes', file('out.txt')]);
    expect(result).toMatchObject({ code: 0, stderr: '' });
    expect(result.stdout).toContain('Sure.\n[[<tool_call>\n{"name": "get_weather"');
    expect(result.stdout).toContain('"toolName": "get_weather"');
    expect(result.stdout).toContain('result: 1 call, 0 errors');
  });

  it('should read standard input and exit 1 when no call was parsed', async () => {
    const result = await runBin(['inspect', '--json'], 'Nothing to call here.');
    expect(result.code).toBe(1);
    expect(JSON.parse(result.stdout)).toMatchObject({ calls: [], errors: [] });
  });

  it('should exit 2 on a usage error and say what to type', async () => {
    const result = await runBin(['inspect', '--preset', 'hermez', file('out.txt')]);
    expect(result.code).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr).toContain('tool-parser: Unknown preset "hermez". Type one of hermes');
  });

  it('should serve the page from the built package and stop on Ctrl-C', async () => {
    const child = spawn(process.execPath, [cli, 'inspect', '--serve', file('out.txt')], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const url = await new Promise<string>((resolve, reject) => {
      let seen = '';
      child.stdout.on('data', (chunk) => {
        seen += chunk;
        const match = /http:\/\/127\.0\.0\.1:\d+\//.exec(seen);
        if (match) resolve(match[0]);
      });
      child.on('error', reject);
      child.on('close', (code) => reject(new Error(`exited ${code} before serving: ${seen}`)));
    });
    const page = await fetch(url);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<title>tool-parser inspector</title>');
    const script = await fetch(new URL('app.js', url));
    expect(script.status).toBe(200);
    const state = await (await fetch(new URL('api/state', url))).json();
    expect(state.initial.text).toContain('get_weather');
    const exited = new Promise<number | null>((resolve) =>
      child.on('exit', (code) => resolve(code)),
    );
    child.kill('SIGINT');
    expect(await exited).toBe(0);
  });
});
