// `tool-eval --chat-template FILE`: the model's own template is scored beside the presets, under
// the name of the format it was found to write.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startReplayServer, CHATML_TOOL_TEMPLATE as TEMPLATE } from '@tool/test-server';
import { singleFormatPersona } from '@tool/test-server/personas';
import { describe, expect, it } from 'vitest';
import { runToolEval, runToolEvalJson, suiteSample, tempDir } from './run-tool-eval';

describe('tool-eval --chat-template', () => {
  it("scores the model's own template beside the presets", async () => {
    const dir = tempDir();
    const tasks = suiteSample(1);
    const tasksFile = join(dir, 'tasks.jsonl');
    writeFileSync(tasksFile, tasks.map((task) => `${JSON.stringify(task)}\n`).join(''));
    const templateFile = join(dir, 'tokenizer_config.json');
    writeFileSync(
      templateFile,
      JSON.stringify({ chat_template: TEMPLATE, eos_token: '<|im_end|>' }),
    );
    const server = await startReplayServer({
      script: singleFormatPersona({ format: 'hermes', tasks }),
      chunking: 'whole',
    });
    try {
      const report = await runToolEvalJson([
        '--base-url',
        server.url,
        '--model',
        'my-model',
        '--tasks',
        tasksFile,
        '--presets',
        'hermes,xml',
        '--chat-template',
        templateFile,
      ]);
      const names = report.presets.map((entry) => entry.preset).sort();
      expect(names).toEqual(['chat-template:hermes', 'hermes', 'xml']);
      const own = report.presets.find((entry) => entry.preset === 'chat-template:hermes');
      expect(own?.score).toBeGreaterThanOrEqual(0.9);
    } finally {
      await server.close();
    }
  });

  it('stops with a usage error for a template that writes no calls', async () => {
    const file = join(tempDir(), 'plain.jinja');
    writeFileSync(file, '{% for m in messages %}{{ m.role }}: {{ m.content }}\n{% endfor %}');
    const result = await runToolEval([
      '--base-url',
      'http://127.0.0.1:9/v1',
      '--model',
      'm',
      '--chat-template',
      file,
    ]);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('writes nothing for the tool_calls');
  });
});
