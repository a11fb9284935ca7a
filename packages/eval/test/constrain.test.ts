// tool-eval --constrain TARGET end to end: every request the run sends carries the target's
// grammar fields (recorded by the replay server), and the scores are those of the same run
// without them (the replay server ignores grammars, as a server without support would).
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startReplayServer } from '@tool/test-server';
import { singleFormatPersona } from '@tool/test-server/personas';
import { describe, expect, it } from 'vitest';
import { runToolEval, runToolEvalJson, suiteSample, tempDir } from './run-tool-eval';

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
      const report = await runToolEvalJson([
        ...['--base-url', server.url, '--model', 'qwen2.5:7b', '--tasks', tasksFile],
        ...['--presets', 'hermes', '--constrain', 'vllm'],
      ]);
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
});
