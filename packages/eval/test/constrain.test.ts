// tool-eval --constrain TARGET end to end: every request the run sends carries the target's
// grammar fields (recorded by the replay server), and the scores are those of the same run
// without them (the replay server ignores grammars, as a server without support would).
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startReplayServer } from '@tool/test-server';
import { singleFormatPersona } from '@tool/test-server/personas';
import { describe, expect, it } from 'vitest';
import { runToolEval, suiteSample, tempDir } from './run-tool-eval';

describe('tool-eval --constrain', () => {
  it('sends the vLLM structural tag with every free-choice request of a preset that has one', async () => {
    const tasks = suiteSample(1);
    const tasksFile = join(tempDir(), 'tasks.jsonl');
    writeFileSync(tasksFile, tasks.map((task) => `${JSON.stringify(task)}\n`).join(''));
    const server = await startReplayServer({
      script: singleFormatPersona({ format: 'hermes', tasks }),
      chunking: 'whole',
    });
    try {
      const result = await runToolEval([
        ...['--base-url', server.url, '--model', 'qwen2.5:7b', '--tasks', tasksFile],
        ...['--presets', 'hermes', '--constrain', 'vllm', '--json'],
      ]);
      const report = JSON.parse(result.stdout) as { recommended: string };
      // The persona answers only the suite's prompts (HTTP 500 for the probe's), and the run says so.
      expect(result.stderr).toMatch(/--constrain vllm: the probe request failed, .* \(HTTP 500\)/);
      expect(report.recommended).toBe('hermes');
      const withTools = server.requests.filter((request) =>
        JSON.stringify(request.messages).includes('<tool_call>'),
      );
      expect(withTools.length).toBeGreaterThan(0);
      for (const request of withTools) {
        const body = request as unknown as {
          structured_outputs?: { structural_tag?: string; json?: unknown };
        };
        expect(
          body.structured_outputs?.structural_tag ?? body.structured_outputs?.json,
        ).toBeDefined();
      }
    } finally {
      await server.close();
    }
  });

  it('refuses an unknown target with a usage error', async () => {
    const result = await runToolEval([
      '--base-url',
      'http://127.0.0.1:9/v1',
      '--model',
      'm',
      '--constrain',
      'tgi',
    ]);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/--constrain takes vllm, sglang, llama\.cpp, ollama or off/);
  });

  it('says the endpoint ignored the grammar when the probe gets the answer it forbids', async () => {
    const tasksFile = join(tempDir(), 'tasks.jsonl');
    writeFileSync(tasksFile, `${JSON.stringify(suiteSample(1)[0])}\n`);
    const server = await startReplayServer({ script: () => 'yes' });
    try {
      const result = await runToolEval([
        ...['--base-url', server.url, '--model', 'm', '--tasks', tasksFile, '--presets', 'hermes'],
        ...['--constrain', 'ollama', '--json'],
      ]);
      expect(result.stderr).toMatch(
        /--constrain ollama: it ignored a probe grammar .*\(answer "yes"\)/,
      );
      expect((server.requests[0] as unknown as { format?: unknown }).format).toMatchObject({
        required: ['probe'],
      });
    } finally {
      await server.close();
    }
  });

  it('says the endpoint obeyed when the probe gets the only answer its grammar allows', async () => {
    const tasksFile = join(tempDir(), 'tasks.jsonl');
    writeFileSync(tasksFile, `${JSON.stringify(suiteSample(1)[0])}\n`);
    const server = await startReplayServer({ script: () => '{"probe":"constrained"}' });
    try {
      const result = await runToolEval([
        ...['--base-url', server.url, '--model', 'm', '--tasks', tasksFile, '--presets', 'hermes'],
        ...['--constrain', 'llama.cpp', '--json'],
      ]);
      expect(result.stderr).toMatch(/--constrain llama\.cpp: it obeyed a probe grammar/);
      const probe = server.requests[0] as unknown as { grammar?: string };
      expect(probe.grammar).toBe('root ::= "{\\"probe\\":\\"constrained\\"}"');
    } finally {
      await server.close();
    }
  });
});
