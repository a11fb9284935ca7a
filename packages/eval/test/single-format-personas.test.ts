// A model that writes one native format whatever the prompt says: tool-eval must rank the
// preset that reads it first. Every format runs through every preset on one task per category;
// one format runs the whole built-in suite, recorded, and is replayed offline.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { presetForModel, presetNames } from '@tool/parser';
import { startReplayServer } from '@tool/test-server';
import {
  NATIVE_FORMAT_NAMES,
  type NativeFormat,
  playsAgentTasks,
  singleFormatPersona,
} from '@tool/test-server/personas';
import { describe, expect, it } from 'vitest';
import { agentPersonaScripts } from '../src/agent/agent-suite';
import { isAgentTask } from '../src/agent/agent-task';
import { builtinTasks } from '../src/builtin-suite';
import { runToolEval, runToolEvalJson, suiteSample, tempDir } from './run-tool-eval';

/** The preset that reads each format, and a model id of a family trained on it. */
const FORMATS: Record<NativeFormat, { preset: string; model: string; readAlsoBy?: string }> = {
  hermes: { preset: 'hermes', model: 'NousResearch/Hermes-3-Llama-3.1-8B' },
  gemma: { preset: 'gemma', model: 'gemma3:12b' },
  xml: { preset: 'xml', model: 'my-fine-tune' },
  'qwen3-coder': { preset: 'qwen3-coder', model: 'qwen3-coder:30b' },
  'llama3-json': { preset: 'llama3-json', model: 'llama3.1:8b' },
  mistral: { preset: 'mistral', model: 'mistral-small3.2:24b' },
  // Llama 3.2 and 4 write pythonic lists and JSON; their preset, llama3-json, reads both, so it
  // reads this persona as well as the pythonic preset does (issue 25).
  pythonic: { preset: 'pythonic', model: 'Team-ACE/ToolACE-8B', readAlsoBy: 'llama3-json' },
  glm: { preset: 'glm', model: 'glm-4.6' },
  deepseek: { preset: 'deepseek', model: 'deepseek-ai/DeepSeek-V3.1' },
  'deepseek-dsml': { preset: 'deepseek', model: 'deepseek-ai/DeepSeek-V3.2' },
  'kimi-k2': { preset: 'kimi-k2', model: 'moonshotai/Kimi-K2-Instruct' },
  harmony: { preset: 'harmony', model: 'gpt-oss:20b' },
  minimax: { preset: 'minimax', model: 'MiniMaxAI/MiniMax-M2' },
  'yaml-xml': { preset: 'yaml-xml', model: 'my-fine-tune' },
  nemotron: { preset: 'nemotron', model: 'nvidia/NVIDIA-Nemotron-Nano-9B-v2' },
  gemma4: { preset: 'gemma4', model: 'google/gemma-4-31b-it' },
  'function-gemma': { preset: 'function-gemma', model: 'google/functiongemma-270m-it' },
  'minimax-m3': { preset: 'minimax-m3', model: 'MiniMaxAI/MiniMax-M3' },
  'kimi-k3': { preset: 'kimi-k3', model: 'moonshotai/Kimi-K3' },
  'solar-open2': { preset: 'solar-open2', model: 'upstage/Solar-Open-2' },
  minicpm5: { preset: 'minicpm5', model: 'openbmb/MiniCPM5-2B' },
  hy3: { preset: 'hy3', model: 'tencent/Hy3-preview' },
  step3: { preset: 'step3', model: 'stepfun-ai/step3' },
  'seed-oss': { preset: 'seed-oss', model: 'ByteDance-Seed/Seed-OSS-36B-Instruct' },
  cohere: { preset: 'cohere', model: 'CohereLabs/c4ai-command-a-03-2025' },
  'command-r-plus': { preset: 'command-r-plus', model: 'command-r-plus' },
  granite: { preset: 'granite', model: 'granite3.3:8b' },
  functools: { preset: 'functools', model: 'phi4-mini:3.8b' },
  'tool-calls-json': { preset: 'tool-calls-json', model: 'tencent/Hunyuan-A13B-Instruct' },
  apriel: { preset: 'apriel', model: 'ServiceNow-AI/Apriel-1.6-15b-Thinker' },
  'minimax-m1': { preset: 'minimax-m1', model: 'MiniMaxAI/MiniMax-M1-80k' },
  internlm: { preset: 'internlm', model: 'internlm/internlm2_5-7b-chat' },
  gigachat: { preset: 'gigachat', model: 'ai-sage/GigaChat3-10B-A1.8B' },
  longcat: { preset: 'longcat', model: 'meituan-longcat/LongCat-Flash-Chat' },
  lfm2: { preset: 'lfm2', model: 'LiquidAI/LFM2-8B-A1B' },
  olmo3: { preset: 'olmo3', model: 'allenai/Olmo-3-7B-Instruct' },
  functionary: { preset: 'functionary', model: 'meetkai/functionary-small-v3.2' },
  'functionary-v31': { preset: 'functionary-v31', model: 'meetkai/functionary-medium-v3.1' },
  apertus: { preset: 'apertus', model: 'swiss-ai/Apertus-8B-Instruct-2509' },
  xlam: { preset: 'xlam', model: 'Salesforce/Llama-xLAM-2-8b-fc-r' },
  gigachat35: { preset: 'gigachat35', model: 'ai-sage/GigaChat3.5-10B-A1.8B' },
  'solar-open': { preset: 'solar-open', model: 'upstage/Solar-Open-100B' },
  hy4: { preset: 'hy4', model: 'tencent/Hy4-preview' },
  dots: { preset: 'dots', model: 'dots-studio/dots3-note-prev' },
  plamo3: { preset: 'plamo3', model: 'pfnet/plamo-3-nict-8b-base' },
};

describe('a persona that writes one native format', () => {
  const tasks = suiteSample(1);

  it.each(NATIVE_FORMAT_NAMES)(
    '%s: its own preset is top-scored (at least 0.9) and recommended',
    async (format) => {
      const { preset, model } = FORMATS[format];
      const known = presetForModel(model);
      expect(known === undefined || known === preset).toBe(true);
      const dir = tempDir();
      const tasksFile = join(dir, 'tasks.jsonl');
      writeFileSync(tasksFile, tasks.map((task) => `${JSON.stringify(task)}\n`).join(''));
      const server = await startReplayServer({
        script: singleFormatPersona({ format, tasks }),
        chunking: 'whole',
      });
      try {
        const report = await runToolEvalJson([
          '--base-url',
          server.url,
          '--model',
          model,
          '--tasks',
          tasksFile,
          '--concurrency',
          '8',
        ]);
        expect(report.presets.map((entry) => entry.preset).sort()).toEqual([...presetNames].sort());
        const own = report.presets.find((entry) => entry.preset === preset);
        expect(own?.score, JSON.stringify(own?.failed)).toBeGreaterThanOrEqual(0.9);
        const { readAlsoBy } = FORMATS[format];
        const best = readAlsoBy === undefined ? [preset] : [preset, readAlsoBy];
        expect(best).toContain(report.presets[0]?.preset);
        expect(best).toContain(report.recommended);
        expect(Math.max(...report.presets.map((entry) => entry.score))).toBe(own?.score);
      } finally {
        await server.close();
      }
    },
  );
});

describe('the whole built-in suite through every preset', () => {
  it('should rank hermes first for a Hermes model, and replay the recording to the same scores offline', async () => {
    const tasks = builtinTasks();
    const server = await startReplayServer({
      script: playsAgentTasks(singleFormatPersona({ format: 'hermes', tasks }), {
        agentTasks: agentPersonaScripts(),
        format: 'hermes',
      }),
    });
    const out = join(tempDir(), 'recording');
    let live: Awaited<ReturnType<typeof runToolEvalJson>>;
    try {
      live = await runToolEvalJson([
        '--base-url',
        server.url,
        '--model',
        'qwen2.5:7b',
        '--concurrency',
        '8',
        '--out',
        out,
      ]);
    } finally {
      await server.close();
    }
    const requests = server.requests.length;
    // One request per single-answer task and preset; an agent task asks once per step.
    const single = tasks.filter((task) => !isAgentTask(task)).length;
    const agentSteps = live.presets.reduce((sum, entry) => sum + (entry.agent?.steps ?? 0), 0);
    expect(requests).toBe(single * presetNames.length + agentSteps);
    expect(live.recommended).toBe('hermes');
    const hermes = live.presets[0];
    expect(hermes).toMatchObject({
      preset: 'hermes',
      passed: tasks.length,
      total: tasks.length,
      score: 1,
      rank: 1,
    });
    expect(hermes?.reason).toContain('tied with');
    expect(Object.keys(hermes?.categories ?? {})).toEqual([
      'simple',
      'multiple',
      'parallel',
      'parallel-multiple',
      'irrelevance',
      'multi-turn',
      'agent',
    ]);
    expect(hermes?.agent).toMatchObject({ runs: 23, botched: 0 });

    // The server is closed: a replay that tried to reach it would fail.
    const replay = await runToolEvalJson(['--replay', out]);
    expect(server.requests.length).toBe(requests);
    expect(replay).toEqual(live);

    // The table is the same too, and says where it came from.
    const table = await runToolEval(['--replay', out]);
    expect(table.code).toBe(0);
    expect(table.stdout).toContain(`replay of ${out}`);
    expect(table.stdout).toContain('Recommended: hermes — tied with');
  });
});

/**
 * The agent tasks run a loop per preset, which makes every format against every preset the
 * slowest suite of the repository (45 formats × 46 presets × 23 tasks × their steps). By default
 * each format plays against its own preset (and the one that also reads it) and presets of other
 * families, enough to show its own preset recommended and significantly ahead of those that cannot
 * read it; the first suite above already runs every format through every preset.
 * `EVAL_AGENT_ALL_PRESETS=1` runs them all.
 */
const AGENT_RIVALS = ['hermes', 'xml', 'pythonic', 'harmony', 'gemma4', 'kimi-k3'];

function agentPresets(format: NativeFormat): string[] | undefined {
  if (process.env.EVAL_AGENT_ALL_PRESETS === '1') return undefined;
  const { preset, readAlsoBy } = FORMATS[format];
  return [...new Set([preset, ...(readAlsoBy === undefined ? [] : [readAlsoBy]), ...AGENT_RIVALS])];
}

describe('the agent tasks, played by a persona that writes one native format', () => {
  it.each(NATIVE_FORMAT_NAMES)(
    '%s: its own preset passes at least 90% and is recommended, significantly ahead of every preset that cannot read the format',
    async (format) => {
      const { preset, model } = FORMATS[format];
      const server = await startReplayServer({
        script: playsAgentTasks(singleFormatPersona({ format, tasks: [] }), {
          agentTasks: agentPersonaScripts(),
          format,
        }),
        chunking: 'whole',
      });
      try {
        const report = await runToolEvalJson([
          '--base-url',
          server.url,
          '--model',
          model,
          '--categories',
          'agent',
          '--concurrency',
          '8',
          ...presetsFlag(agentPresets(format)),
        ]);
        const own = report.presets.find((entry) => entry.preset === preset);
        expect(own?.categories.agent?.score, JSON.stringify(own?.failed)).toBeGreaterThanOrEqual(
          0.9,
        );
        expect(report.recommended).toBe(preset);
        const unreadable = report.presets.filter((entry) => entry.passed === 0);
        expect(unreadable.length).toBeGreaterThan(0);
        for (const entry of unreadable) {
          expect(entry.versusRecommended, entry.preset).toMatchObject({
            significant: true,
            losses: 0,
          });
        }
      } finally {
        await server.close();
      }
    },
  );
});

function presetsFlag(presets: readonly string[] | undefined): string[] {
  return presets === undefined ? [] : ['--presets', presets.join(',')];
}
