import type { Ranking } from '../scoring/rank-presets';

/** A task sample that failed. */
export interface FailedTask {
  task: string;
  sample: number;
  reason: string;
}

/** The `--json` output: exactly these three keys; extra facts live inside each preset. */
export interface JsonReport {
  model: string;
  presets: Array<{
    preset: string;
    /** Passed / total, 0–1. */
    score: number;
    passed: number;
    total: number;
    categories: Record<
      string,
      { score: number; passed: number; total: number; meanLatencyMs?: number }
    >;
    parseFailures: Record<string, number>;
    errors: number;
    meanLatencyMs?: number;
    /** 1 for the best. */
    rank: number;
    /** On the recommended preset: why it was chosen. */
    reason?: string;
    /** The task samples that failed, and why (the calls that did not match, or the error). */
    failed: FailedTask[];
  }>;
  /** The preset to use, or null when none got a task right. */
  recommended: string | null;
}

/** Builds the `--json` report from a ranking, best preset first. */
export function jsonReport(
  model: string,
  ranking: Ranking,
  failed: ReadonlyMap<string, FailedTask[]>,
): JsonReport {
  return {
    model,
    presets: ranking.ranked.map((summary, index) => ({
      preset: summary.preset,
      score: summary.score,
      passed: summary.passed,
      total: summary.total,
      categories: summary.categories,
      parseFailures: summary.parseFailures,
      errors: summary.errors,
      ...(summary.meanLatencyMs === undefined ? {} : { meanLatencyMs: summary.meanLatencyMs }),
      rank: index + 1,
      ...(summary.preset === ranking.recommended ? { reason: ranking.reason } : {}),
      failed: failed.get(summary.preset) ?? [],
    })),
    recommended: ranking.recommended ?? null,
  };
}
