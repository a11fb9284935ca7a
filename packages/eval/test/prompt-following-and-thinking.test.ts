// Personas that follow the prompt: one that slips and breaks JSON now and then, and models that
// think before they answer.

import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { presetNames } from '@tool/parser';
import type { ReplayScript } from '@tool/test-server';
import { startReplayServer } from '@tool/test-server';
import {
  promptFollowingPersona,
  singleFormatPersona,
  thinkFirst,
} from '@tool/test-server/personas';
import { describe, expect, it } from 'vitest';
import { runToolEvalJson, suiteSample, tempDir } from './run-tool-eval';

const tasks = suiteSample(2);

function tasksFile(): string {
  const file = join(tempDir(), 'tasks.jsonl');
  writeFileSync(file, tasks.map((task) => `${JSON.stringify(task)}\n`).join(''));
  return file;
}

/** Runs tool-eval live with --out, then replays the recording; both reports. */
async function liveAndReplay(script: ReplayScript, model: string, presets = 'all') {
  const server = await startReplayServer({ script });
  const out = join(tempDir(), 'recording');
  try {
    const live = await runToolEvalJson([
      '--base-url',
      server.url,
      '--model',
      model,
      '--tasks',
      tasksFile(),
      '--presets',
      presets,
      '--concurrency',
      '6',
      '--out',
      out,
    ]);
    const requests = server.requests.length;
    const replay = await runToolEvalJson(['--replay', out]);
    expect(server.requests.length).toBe(requests);
    return { live, replay };
  } finally {
    await server.close();
  }
}

/** Presets whose calls carry no JSON at all in this suite's answers. */
const JSON_FREE = ['xml', 'yaml-xml', 'pythonic'];

describe('a persona that follows the prompt but breaks JSON now and then', () => {
  it('should rank a preset without JSON first, count the slips by code, and replay to the same report', async () => {
    const { live, replay } = await liveAndReplay(
      promptFollowingPersona({ tasks, seed: 3, breakRate: 0.3 }),
      'replay-model',
    );
    expect(replay).toEqual(live);
    const byPreset = new Map(live.presets.map((entry) => [entry.preset, entry]));
    for (const preset of JSON_FREE) expect(byPreset.get(preset)?.score, preset).toBe(1);
    // Presets whose format carries JSON lose the answers that slipped. In Hermes the whole call is
    // JSON, so each slip is one call that failed to parse, reported by onError as INVALID_JSON.
    expect(live.presets.filter((entry) => entry.score < 1).length).toBeGreaterThanOrEqual(5);
    const hermes = byPreset.get('hermes');
    expect(hermes?.failed.length).toBeGreaterThan(0);
    expect(hermes?.parseFailures).toEqual({ INVALID_JSON: hermes?.failed.length });
    // Three presets tie at 100% with no parse failure, and presetForModel knows no
    // "replay-model": the parser's preset order decides, and the reason says so.
    expect(live.recommended).toBe(presetNames.find((name) => JSON_FREE.includes(name)));
    expect(live.presets[0]?.reason).toContain("parser's preset order");
  });

  it('should let presetForModel break the tie when it names one of the tied presets', async () => {
    const { live } = await liveAndReplay(
      promptFollowingPersona({ tasks, seed: 3, breakRate: 0.3 }),
      'Team-ACE/ToolACE-8B',
      'hermes,xml,pythonic,yaml-xml',
    );
    expect(live.recommended).toBe('pythonic');
    expect(live.presets[0]?.reason).toContain('presetForModel names for this model (pythonic)');
  });
});

describe('a persona that thinks first', () => {
  it.each([
    ['Qwen3: <think> then Hermes JSON', 'hermes', 'Qwen/Qwen3-8B', 'hermes'],
    ['Qwen3.6: <think> then XML', 'qwen3-coder', 'qwen3.6:27b', 'qwen3-coder'],
    ['GLM-4.6: <think> then key/value calls', 'glm', 'glm-4.6', 'glm'],
  ] as const)(
    '%s: its preset is top-scored and recommended',
    async (_name, format, model, preset) => {
      const { live, replay } = await liveAndReplay(
        thinkFirst(singleFormatPersona({ format, tasks })),
        model,
      );
      expect(replay).toEqual(live);
      const own = live.presets.find((entry) => entry.preset === preset);
      expect(own?.score, JSON.stringify(own?.failed)).toBeGreaterThanOrEqual(0.9);
      expect(live.recommended).toBe(preset);
    },
  );

  it('should score the same when the server sends the thinking apart (reasoning_content), and replay it', async () => {
    const { live, replay } = await liveAndReplay(
      thinkFirst(singleFormatPersona({ format: 'hermes', tasks }), {
        channel: 'reasoning_content',
      }),
      'Qwen/Qwen3-8B',
      'hermes,qwen3-coder,xml',
    );
    expect(replay).toEqual(live);
    expect(live.presets.find((entry) => entry.preset === 'hermes')?.score).toBe(1);
    expect(live.recommended).toBe('hermes');
  });
});
