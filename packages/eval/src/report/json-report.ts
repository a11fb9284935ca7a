import type { Ranking } from '../scoring/rank-presets';
import type { AgentTotals } from '../scoring/summarize';
import type { TaskOutcome } from '../scoring/task-outcome';
import type { PairedComparison } from '../stats/paired-comparison';
import type { Interval } from '../stats/wilson-interval';

/** A task sample that failed. */
export interface FailedTask {
  task: string;
  sample: number;
  reason: string;
}

/** A score with its Wilson 95% interval. */
export interface JsonTally {
  /** Passed / total, 0–1. */
  score: number;
  passed: number;
  total: number;
  interval: Interval;
  meanLatencyMs?: number;
}

/** The `--json` output: exactly these three keys; extra facts live inside each preset. */
export interface JsonReport {
  model: string;
  presets: Array<
    JsonTally & {
      preset: string;
      categories: Record<string, JsonTally>;
      parseFailures: Record<string, number>;
      errors: number;
      /** 1 for the best. */
      rank: number;
      /** On the recommended preset: why it was chosen, the paired test included. */
      reason?: string;
      /**
       * On every other preset: the recommended one against it on the same task samples
       * (`wins`: samples the recommended preset passed and this one failed), exact McNemar.
       */
      versusRecommended?: Omit<PairedComparison, 'against'> & { against: string };
      /** Agent tasks: steps used, calls made, botched calls and recoveries, summed. */
      agent?: AgentTotals;
      /** The task samples that failed, and why (the calls that did not match, or the error). */
      failed: FailedTask[];
      /** Every task sample answered and whether it passed: what `--compare` pairs. */
      answers: Array<{ task: string; sample: number; passed: boolean }>;
    }
  >;
  /** The preset to use, or null when none got a task right. */
  recommended: string | null;
}

/** Builds the `--json` report from a ranking, best preset first. */
export function jsonReport(
  model: string,
  ranking: Ranking,
  outcomes: readonly TaskOutcome[],
): JsonReport {
  const paired = new Map(ranking.paired.map((comparison) => [comparison.against, comparison]));
  return {
    model,
    presets: ranking.ranked.map((summary, index) => {
      const mine = outcomes.filter((outcome) => outcome.preset === summary.preset);
      const versus = paired.get(summary.preset);
      return {
        preset: summary.preset,
        score: summary.score,
        passed: summary.passed,
        total: summary.total,
        interval: summary.interval,
        categories: summary.categories,
        parseFailures: summary.parseFailures,
        errors: summary.errors,
        ...(summary.meanLatencyMs === undefined ? {} : { meanLatencyMs: summary.meanLatencyMs }),
        rank: index + 1,
        ...(summary.preset === ranking.recommended ? { reason: ranking.reason } : {}),
        ...(versus === undefined ? {} : { versusRecommended: versus }),
        ...(summary.agent === undefined ? {} : { agent: summary.agent }),
        failed: mine.flatMap((outcome) =>
          outcome.passed
            ? []
            : [{ task: outcome.task, sample: outcome.sample, reason: outcome.reason ?? 'failed' }],
        ),
        answers: mine.map(({ task, sample, passed }) => ({ task, sample, passed })),
      };
    }),
    recommended: ranking.recommended ?? null,
  };
}
