// Usage errors exit 2 with a message that says what to fix; an endpoint that cannot be used
// exits 1 with a message that names it and says what to check.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startReplayServer } from '@tool/test-server';
import { describe, expect, it } from 'vitest';
import { baseUrl, listen } from './listen';
import { runToolEval, tempDir } from './run-tool-eval';

const endpoint = ['--base-url', 'http://127.0.0.1:1/v1', '--model', 'm'];

describe('usage errors', () => {
  it.each([
    ['no arguments', []],
    ['no --model', ['--base-url', 'http://127.0.0.1:1/v1']],
    ['no --base-url', ['--model', 'm']],
    ['an unknown preset', [...endpoint, '--presets', 'hermes,hermès']],
    ['an unknown option', [...endpoint, '--verbose']],
    ['a bad number', [...endpoint, '--samples', 'two']],
    ['a missing task file', [...endpoint, '--tasks', '/nonexistent/tasks.jsonl']],
    ['a recording that does not exist', ['--replay', '/nonexistent/recording']],
  ])('should exit 2 on %s, before contacting anything', async (_name, argv) => {
    const result = await runToolEval(argv);
    expect(result.code).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr).toMatch(/^tool-eval: .+\nRun `tool-eval --help` for every option\.\n$/s);
  });

  it('should list every malformed task line with its number and what is wrong', async () => {
    const file = join(tempDir(), 'tasks.jsonl');
    const good = {
      id: 'a',
      tools: [{ name: 'f', inputSchema: { type: 'object' } }],
      messages: [{ role: 'user', content: 'x' }],
      expected: [],
    };
    writeFileSync(
      file,
      [
        JSON.stringify(good),
        '{"id": "b",',
        JSON.stringify({ ...good, id: 'c', expected: [{ name: 'g' }] }),
      ].join('\n'),
    );
    const result = await runToolEval([...endpoint, '--tasks', file]);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(`${file} has 2 bad lines:`);
    expect(result.stderr).toContain(`${file}:2: not valid JSON`);
    expect(result.stderr).toContain(
      `${file}:3: expected[0].name: "g" is not one of the task's tools (f).`,
    );
  });

  it('should refuse to record into a folder that holds files', async () => {
    const dir = tempDir();
    mkdirSync(join(dir, 'old'));
    const result = await runToolEval([...endpoint, '--out', dir]);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('is not empty');
  });

  it('should print the help and exit 0', async () => {
    const result = await runToolEval(['--help']);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('--base-url URL');
    expect(result.stdout).toContain('hermes,gemma,xml');
  });
});

describe('an endpoint that cannot be used', () => {
  it('should exit 1 when nothing listens, naming the URL and what to check', async () => {
    const closed = await startReplayServer({ script: () => 'unused' });
    await closed.close();
    const result = await runToolEval([
      '--base-url',
      closed.url,
      '--model',
      'm',
      '--presets',
      'hermes',
    ]);
    expect(result.code).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).toContain(`cannot reach ${closed.url} (ECONNREFUSED)`);
    expect(result.stderr).toContain('Check that the server is running');
    expect(result.stderr).toContain('/v1');
  });

  it('should exit 1 on a wrong path and point at /v1', async () => {
    const server = await startReplayServer({ script: () => 'unused' });
    try {
      const root = server.url.replace(/\/v1$/, '');
      const result = await runToolEval(['--base-url', root, '--model', 'm', '--presets', 'hermes']);
      expect(result.code).toBe(1);
      expect(result.stderr).toContain(`${root}/chat/completions answered 404 Not Found`);
      expect(result.stderr).toContain('http://localhost:11434/v1 (Ollama)');
      expect(server.requests).toHaveLength(0);
    } finally {
      await server.close();
    }
  });

  it('should exit 1 when the key is refused, and send the key it was given', async () => {
    const seen: Array<string | undefined> = [];
    const server = await listen((req, res) => {
      seen.push(req.headers.authorization);
      res.writeHead(401, { 'content-type': 'application/json' });
      res.end('{"error":{"message":"invalid api key"}}');
    });
    try {
      const result = await runToolEval(
        ['--base-url', baseUrl(server), '--model', 'm', '--presets', 'hermes'],
        { env: { OPENAI_API_KEY: 'sk-test' } },
      );
      expect(result.code).toBe(1);
      expect(result.stderr).toContain('refused the request (HTTP 401: invalid api key)');
      expect(result.stderr).toContain('OPENAI_API_KEY');
      expect(seen).toEqual(['Bearer sk-test']);
    } finally {
      server.close();
    }
  });

  it('should exit 1 when the first request gets no answer in time', async () => {
    const server = await listen(() => {
      // Never answers.
    });
    try {
      const result = await runToolEval([
        '--base-url',
        baseUrl(server),
        '--model',
        'm',
        '--presets',
        'hermes',
        '--timeout',
        '0.2',
      ]);
      expect(result.code).toBe(1);
      expect(result.stderr).toContain('within 0.2 s');
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });
});
