// --bfcl DIR: the Berkeley Function Calling Leaderboard's own file format, end to end, on
// fixtures written for this project in that format (BFCL's data is never shipped).
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startReplayServer } from '@tool/test-server';
import { singleFormatPersona } from '@tool/test-server/personas';
import { describe, expect, it } from 'vitest';
import { readBfcl } from '../src/bfcl/read-bfcl';
import { runToolEval, runToolEvalJson, tempDir } from './run-tool-eval';

const FIXTURES = fileURLToPath(new URL('./fixtures/bfcl', import.meta.url));

describe('tool-eval --bfcl', () => {
  it('should run the BFCL files through each preset with the expected scores, and replay them', async () => {
    const tasks = readBfcl(FIXTURES);
    if (typeof tasks === 'string') throw new Error(tasks);
    const server = await startReplayServer({
      script: singleFormatPersona({ format: 'hermes', tasks }),
    });
    const out = join(tempDir(), 'recording');
    let live: Awaited<ReturnType<typeof runToolEvalJson>>;
    try {
      live = await runToolEvalJson([
        '--base-url',
        server.url,
        '--model',
        'NousResearch/Hermes-3-Llama-3.1-8B',
        '--bfcl',
        FIXTURES,
        '--presets',
        'hermes,pythonic,xml',
        '--out',
        out,
      ]);
    } finally {
      await server.close();
    }
    expect(live.recommended).toBe('hermes');
    const [hermes, ...others] = live.presets;
    expect(hermes).toMatchObject({ preset: 'hermes', passed: 11, total: 11 });
    expect(Object.keys(hermes?.categories ?? {}).sort()).toEqual([
      'irrelevance',
      'live_simple',
      'multiple',
      'parallel',
      'parallel_multiple',
      'simple_python',
    ]);
    // A preset that cannot read Hermes calls passes exactly the two irrelevance questions.
    for (const other of others) {
      expect(other, other.preset).toMatchObject({ passed: 2, total: 11 });
      expect(other.categories.irrelevance).toMatchObject({ passed: 2, total: 2 });
    }
    expect(await runToolEvalJson(['--replay', out])).toEqual(live);
  });

  it('should run only the categories asked for, and say which exist', async () => {
    const server = await startReplayServer({ script: () => 'No call needed.' });
    try {
      const report = await runToolEvalJson([
        '--base-url',
        server.url,
        '--model',
        'm',
        '--bfcl',
        FIXTURES,
        '--bfcl-categories',
        'irrelevance,simple',
        '--presets',
        'hermes',
      ]);
      expect(report.presets[0]?.categories).toMatchObject({
        irrelevance: { passed: 2, total: 2 },
        simple_python: { passed: 0, total: 3 },
      });
      const wrong = await runToolEval([
        '--base-url',
        server.url,
        '--model',
        'm',
        '--bfcl',
        FIXTURES,
        '--bfcl-categories',
        'exec_simple',
      ]);
      expect(wrong.code).toBe(2);
      expect(wrong.stderr).toContain('exec_simple is not a single-answer category');
    } finally {
      await server.close();
    }
  });
});
