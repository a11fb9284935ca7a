import { describe, expect, it } from 'vitest';
import type { TaskOutcome } from '../scoring/task-outcome';
import { wilsonInterval } from '../stats/wilson-interval';
import { percent, rankPresets } from './rank-presets';
import { type PresetSummary, summarize } from './summarize';

const summary = (preset: string, passed: number, failures = 0): PresetSummary => ({
  preset,
  score: passed / 10,
  passed,
  total: 10,
  interval: wilsonInterval(passed, 10),
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

describe('rankPresets with the paired test', () => {
  /** `passed` of ten tasks t0…t9 for a preset, as outcomes. */
  const outcomes = (preset: string, passed: readonly number[]): TaskOutcome[] =>
    Array.from({ length: 10 }, (_, index) => ({
      preset,
      task: `t${index}`,
      category: 'simple',
      sample: 0,
      passed: passed.includes(index),
      parseFailures: {},
    }));
  const all = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];

  it('should say the recommended preset beats the runner-up, with the counts and p', () => {
    // xml passes all ten; hermes passes t0 only (nine discordant pairs, all xml's): p = 2/512.
    const run = [...outcomes('xml', all), ...outcomes('hermes', [0]), ...outcomes('glm', [])];
    const ranking = rankPresets(
      [summary('hermes', 1), summary('xml', 10), summary('glm', 0)],
      undefined,
      {
        outcomes: run,
        samples: 1,
      },
    );
    expect(ranking.reason).toBe(
      'highest score, 100% (10/10); next hermes at 10%. xml beats hermes on 9 tasks and loses on 0 (p = 0.004). Significantly ahead of 2 of the 2 other presets.',
    );
    expect(ranking.paired.map((comparison) => [comparison.against, comparison.wins])).toEqual([
      ['hermes', 9],
      ['glm', 10],
    ]);
    expect(ranking.paired[0]?.pValue).toBeCloseTo(2 / 512, 12);
  });

  it('should say when the runner-up cannot be told apart, and how to get more evidence', () => {
    // xml passes t0–t8, pythonic t0–t5 and t9: 3 wins, 1 loss, p = 2·(1+4)/16 = 0.625.
    const run = [
      ...outcomes('xml', all.slice(0, 9)),
      ...outcomes('pythonic', [0, 1, 2, 3, 4, 5, 9]),
    ];
    const ranking = rankPresets([summary('xml', 9), summary('pythonic', 7)], undefined, {
      outcomes: run,
      samples: 1,
    });
    expect(ranking.reason).toContain(
      'Not distinguishable from pythonic at this sample size (3 tasks won, 1 lost, p = 0.625): run --samples 3',
    );
    const again = rankPresets([summary('xml', 9), summary('pythonic', 7)], undefined, {
      outcomes: run,
      samples: 3,
    });
    expect(again.reason).toContain('3 task samples won, 1 lost');
    expect(again.reason).toContain('run --samples 6');
  });

  it('should say when two presets answered exactly alike', () => {
    const run = [...outcomes('hermes', all), ...outcomes('glm', all)];
    const ranking = rankPresets([summary('hermes', 10), summary('glm', 10)], undefined, {
      outcomes: run,
      samples: 1,
    });
    expect(ranking.reason).toContain('hermes and glm passed and failed the same tasks');
    expect(ranking.paired[0]).toMatchObject({ wins: 0, losses: 0, pValue: 1, significant: false });
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
      interval: wilsonInterval(1, 3),
      categories: {
        simple: {
          score: 0,
          passed: 0,
          total: 2,
          interval: wilsonInterval(0, 2),
          meanLatencyMs: 300,
        },
        mine: { score: 1, passed: 1, total: 1, interval: wilsonInterval(1, 1), meanLatencyMs: 100 },
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
