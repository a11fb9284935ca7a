import { describe, expect, it } from 'vitest';
import type { TaskOutcome } from '../scoring/task-outcome';
import { percent, rankPresets } from './rank-presets';
import { type PresetSummary, summarize } from './summarize';

const summary = (preset: string, passed: number, failures = 0): PresetSummary => ({
  preset,
  score: passed / 10,
  passed,
  total: 10,
  categories: {},
  parseFailures: failures === 0 ? {} : { INVALID_JSON: failures },
  errors: 0,
});

describe('rankPresets', () => {
  it('should rank by score first', () => {
    const ranking = rankPresets([summary('hermes', 7), summary('xml', 9)], undefined);
    expect(ranking.ranked.map((s) => s.preset)).toEqual(['xml', 'hermes']);
    expect(ranking).toMatchObject({ recommended: 'xml', rule: 'score' });
    expect(ranking.reason).toBe('highest score, 90% (9/10); next hermes at 70%.');
  });

  it('should break a tie on score by fewer parse failures', () => {
    const ranking = rankPresets([summary('hermes', 9, 3), summary('glm', 9, 1)], undefined);
    expect(ranking).toMatchObject({ recommended: 'glm', rule: 'parse-failures' });
    expect(ranking.reason).toContain('fewer parse failures (1 against 3)');
  });

  it('should then prefer the preset presetForModel names', () => {
    const ranking = rankPresets(
      [summary('hermes', 9), summary('qwen3-coder', 9), summary('glm', 9)],
      'qwen3-coder',
    );
    expect(ranking).toMatchObject({ recommended: 'qwen3-coder', rule: 'model-preset' });
    expect(ranking.ranked.map((s) => s.preset)).toEqual(['qwen3-coder', 'hermes', 'glm']);
  });

  it('should then follow the parser preset order', () => {
    const ranking = rankPresets([summary('hermes', 9), summary('glm', 9)], 'mistral');
    expect(ranking).toMatchObject({ recommended: 'hermes', rule: 'preset-order' });
  });

  it('should recommend nothing when no preset passed a task', () => {
    expect(rankPresets([summary('hermes', 0)], undefined)).toMatchObject({
      recommended: undefined,
      rule: 'none',
    });
    expect(rankPresets([], undefined)).toMatchObject({
      recommended: undefined,
      reason: 'nothing ran.',
    });
  });

  it('should say when only one preset was measured', () => {
    expect(rankPresets([summary('xml', 4)], undefined)).toMatchObject({
      recommended: 'xml',
      rule: 'only-preset',
    });
  });
});

describe('summarize', () => {
  const outcome = (
    preset: string,
    category: string,
    passed: boolean,
    extra: Partial<TaskOutcome> = {},
  ): TaskOutcome => ({
    preset,
    task: `${category}-${String(passed)}`,
    category,
    sample: 0,
    passed,
    parseFailures: {},
    ...extra,
  });

  it('should tally presets and categories, latency over answered requests only', () => {
    const [hermes] = summarize(
      ['hermes'],
      [
        outcome('hermes', 'mine', true, { latencyMs: 100 }),
        outcome('hermes', 'simple', false, { latencyMs: 300, parseFailures: { INVALID_JSON: 2 } }),
        outcome('hermes', 'simple', false, { latencyMs: 9000, error: 'HTTP 500' }),
        outcome('xml', 'simple', true),
      ],
    );
    expect(hermes).toEqual({
      preset: 'hermes',
      score: 1 / 3,
      passed: 1,
      total: 3,
      meanLatencyMs: 200,
      categories: {
        simple: { score: 0, passed: 0, total: 2, meanLatencyMs: 300 },
        mine: { score: 1, passed: 1, total: 1, meanLatencyMs: 100 },
      },
      parseFailures: { INVALID_JSON: 2 },
      errors: 1,
    });
    expect(Object.keys(hermes?.categories ?? {})).toEqual(['simple', 'mine']);
  });
});

describe('percent', () => {
  it.each([
    [1, '100%'],
    [0.984375, '98.4%'],
    [0, '0%'],
  ])('should write %s as %s', (score, text) => {
    expect(percent(score)).toBe(text);
  });
});
