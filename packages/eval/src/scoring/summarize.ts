import type { AgentRunStats } from '../agent/run-agent-task';
import { type Interval, wilsonInterval } from '../stats/wilson-interval';
import { CATEGORIES } from '../tasks/eval-task';
import type { TaskOutcome } from './task-outcome';

/** Passed out of total, with the share (0 when nothing ran) and its Wilson 95% interval. */
export interface Tally {
  score: number;
  passed: number;
  total: number;
  interval: Interval;
  meanLatencyMs?: number;
}

/** A preset's results over the run. */
export interface PresetSummary extends Tally {
  preset: string;
  /** Category → its tally; only categories that ran. */
  categories: Record<string, Tally>;
  /** Call-looking segments that failed to parse, by `onError` code. */
  parseFailures: Record<string, number>;
  /** Requests that failed (after retries), counted as failed tasks. */
  errors: number;
  /** Summed over the agent task samples that ran, when any did. */
  agent?: AgentTotals;
}

/** An agent loop's counts summed over task samples. */
export interface AgentTotals extends AgentRunStats {
  /** Agent task samples that ran to an answer (failed requests have no loop to count). */
  runs: number;
}

/**
 * Tallies outcomes per preset and per category. Presets come out in the order given, categories
 * in the built-in order, then any others a task file named, alphabetically.
 */
export function summarize(
  presets: readonly string[],
  outcomes: readonly TaskOutcome[],
): PresetSummary[] {
  return presets.map((preset) => {
    const mine = outcomes.filter((outcome) => outcome.preset === preset);
    const categories: Record<string, Tally> = {};
    for (const category of categoryOrder(outcomes)) {
      const inCategory = mine.filter((outcome) => outcome.category === category);
      if (inCategory.length > 0) categories[category] = tally(inCategory);
    }
    const parseFailures: Record<string, number> = {};
    for (const outcome of mine) {
      for (const [code, count] of Object.entries(outcome.parseFailures)) {
        parseFailures[code] = (parseFailures[code] ?? 0) + count;
      }
    }
    const agent = agentTotals(mine);
    return {
      preset,
      ...tally(mine),
      categories,
      parseFailures,
      errors: mine.filter((outcome) => outcome.error !== undefined).length,
      ...(agent === undefined ? {} : { agent }),
    };
  });
}

/** The categories present in `outcomes`: built-in ones first, in their order, then the rest. */
export function categoryOrder(outcomes: readonly TaskOutcome[]): string[] {
  const present = new Set(outcomes.map((outcome) => outcome.category));
  const known = CATEGORIES.filter((category) => present.has(category));
  const others = [...present]
    .filter((category) => !(CATEGORIES as readonly string[]).includes(category))
    .sort();
  return [...known, ...others];
}

/** Total parse failures of a summary. */
export function parseFailureCount(summary: PresetSummary): number {
  return Object.values(summary.parseFailures).reduce((sum, count) => sum + count, 0);
}

function agentTotals(outcomes: readonly TaskOutcome[]): AgentTotals | undefined {
  const runs = outcomes.flatMap((outcome) => (outcome.agent === undefined ? [] : [outcome.agent]));
  if (runs.length === 0) return undefined;
  const sum = (key: keyof AgentRunStats) => runs.reduce((total, run) => total + run[key], 0);
  return {
    runs: runs.length,
    steps: sum('steps'),
    calls: sum('calls'),
    botched: sum('botched'),
    recoveries: sum('recoveries'),
  };
}

function tally(outcomes: readonly TaskOutcome[]): Tally {
  const passed = outcomes.filter((outcome) => outcome.passed).length;
  const latencies = outcomes.flatMap((outcome) =>
    outcome.latencyMs === undefined || outcome.error !== undefined ? [] : [outcome.latencyMs],
  );
  return {
    score: outcomes.length === 0 ? 0 : passed / outcomes.length,
    passed,
    total: outcomes.length,
    interval: wilsonInterval(passed, outcomes.length),
    ...(latencies.length === 0
      ? {}
      : {
          meanLatencyMs: Math.round(latencies.reduce((sum, ms) => sum + ms, 0) / latencies.length),
        }),
  };
}
