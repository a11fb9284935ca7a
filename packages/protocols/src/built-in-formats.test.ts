import { describe, expect, it } from 'vitest';
import { builtInFormats } from './built-in-formats';
import { builtInPresets } from './built-in-presets';
import { getProtocolFormat } from './define-protocol';
import { THINK_BLOCK } from './engine/reasoning-setup';
import { ToolRegistry } from './engine/tool-registry';
import type { FormatDeclaration } from './format-declaration/format-declaration';
import { matchModel } from './format-declaration/match-model';

const formats: readonly FormatDeclaration[] = builtInFormats;

describe('builtInFormats', () => {
  it.each(formats.map((format) => [format.name, format] as const))(
    '%s: should be the name its protocol reports, made on the shared engine',
    (name, format) => {
      expect(format.protocol().name).toBe(name);
      for (const entry of format.catalog) {
        expect(getProtocolFormat((entry.protocol ?? format.protocol)())).toBeDefined();
      }
      expect(format.catalog.length).toBeGreaterThan(0);
    },
  );

  it.each(formats.map((format) => [format.name, format] as const))(
    '%s: should read <think> blocks as reasoning, and its own markers where it has them',
    (name, format) => {
      const blocks = getProtocolFormat(format.protocol())?.(new ToolRegistry([]))
        .reasoningBlocks ?? [THINK_BLOCK];
      expect(blocks).toContainEqual(THINK_BLOCK);
      if (name === 'mistral') expect(blocks).toContainEqual({ open: '[THINK]', close: '[/THINK]' });
    },
  );

  it('should give every format and every preset a name of its own', () => {
    const formatNames = formats.map((format) => format.name);
    expect(new Set(formatNames).size).toBe(formatNames.length);
    const presetNames = builtInPresets.map((preset) => preset.name);
    expect(new Set(presetNames).size).toBe(presetNames.length);
  });

  it("should point every model rule at one of its own format's presets", () => {
    for (const format of formats) {
      const own = format.presets.map((preset) => preset.name);
      for (const rule of format.models) expect(own).toContain(rule.preset);
    }
  });

  it('should list the presets in their public order', () => {
    expect(builtInPresets.map((preset) => preset.name)).toEqual([
      'hermes',
      'gemma',
      'xml',
      'qwen3-coder',
      'llama3-json',
      'mistral',
      'pythonic',
      'glm',
      'deepseek',
      'kimi-k2',
      'harmony',
      'minimax',
      'dots',
      'yaml-xml',
      'nemotron',
      'gemma4',
      'function-gemma',
      'minimax-m3',
      'seed-oss',
      'step3',
      'hy3',
      'hy4',
      'minicpm5',
      'solar-open',
      'solar-open2',
      'kimi-k3',
      'cohere',
      'command-r-plus',
      'granite',
      'functools',
      'tool-calls-json',
      'apriel',
      'minimax-m1',
      'internlm',
      'gigachat',
      'longcat',
      'qwen25-coder',
      'ernie',
      'lfm2',
      'olmo3',
      'functionary',
      'functionary-v31',
      'apertus',
      'xlam',
      'gigachat35',
      'plamo3',
    ]);
  });
});

describe('matchModel', () => {
  it.each([
    ['deepseek-ai/DeepSeek-R1', 'deepseek', true],
    ['deepseek-r1:8b', 'deepseek', true],
    ['deepseek-ai/DeepSeek-R1-Distill-Qwen-32B', 'deepseek', true],
    ['deepseek-ai/DeepSeek-R1-0528', 'deepseek', false],
    ['deepseek-reasoner', 'deepseek', true],
    ['deepseek-ai/DeepSeek-V3.1', 'deepseek', false],
    ['deepseek-v3.1:671b-thinking', 'deepseek', true],
    ['Qwen/Qwen3-235B-A22B-Thinking-2507', 'hermes', true],
    ['Qwen/Qwen3-30B-A3B-Thinking-2507-FP8', 'hermes', true],
    ['Qwen/Qwen3-235B-A22B-Instruct-2507', 'hermes', false],
    ['qwen3:8b', 'hermes', false],
    ['mistralai/Magistral-Small-2506', 'mistral', false],
    ['MiniMaxAI/MiniMax-M2', 'minimax', false],
    ['MiniMaxAI/MiniMax-M3', 'minimax-m3', false],
    ['dots-studio/dots3-note-prev-fp8', 'dots', false],
    ['pfnet/plamo-3-nict-8b-base', 'plamo3', false],
    ['Qwen/QwQ-32B', 'hermes', false],
    ['Qwen/Qwen3.5-35B-A3B', 'qwen3-coder', false],
    ['zai-org/GLM-4.6', 'glm', false],
    ['nvidia/NVIDIA-Nemotron-Nano-9B-v2', 'nemotron', false],
    ['google/gemma-4-31b-it', 'gemma4', false],
    ['google/functiongemma-270m-it', 'function-gemma', false],
    ['google/gemma-3-27b-it', 'gemma', false],
    ['ByteDance-Seed/Seed-OSS-36B-Instruct', 'seed-oss', false],
    ['stepfun-ai/step3', 'step3', false],
    ['tencent/Hy3-preview', 'hy3', false],
    ['tencent/Hy4-preview-FP8', 'hy4', false],
    ['baidu/ERNIE-4.5-21B-A3B-Thinking', 'ernie', true],
    ['baidu/ERNIE-4.5-300B-A47B-PT', 'ernie', false],
    ['openbmb/MiniCPM5-2B', 'minicpm5', false],
    ['upstage/Solar-Open-2', 'solar-open2', false],
    ['upstage/Solar-Open-100B', 'solar-open', false],
    ['moonshotai/Kimi-K3', 'kimi-k3', false],
  ])('should match %s to %s, starting inside reasoning: %s', (id, preset, inside) => {
    const match = matchModel(id, formats);
    expect(match?.preset).toBe(preset);
    expect(match?.startsInReasoning).toBe(inside);
  });

  it('should let the lowest priority win, then the earlier format', () => {
    const format = (name: string, priority: number): FormatDeclaration => ({
      name,
      protocol: formats[0]?.protocol as FormatDeclaration['protocol'],
      presets: [{ name, description: '', systemPrompt: (tools) => tools }],
      models: [{ preset: name, match: /model/, priority }],
      reasoning: { startInside: [] },
      catalog: [{}],
    });
    expect(matchModel('a-model', [format('a', 20), format('b', 10)])?.preset).toBe('b');
    expect(matchModel('a-model', [format('a', 10), format('b', 10)])?.preset).toBe('a');
    expect(matchModel('other', [format('a', 10)])).toBeUndefined();
    expect(matchModel(7 as unknown as string, [format('a', 10)])).toBeUndefined();
  });
});
