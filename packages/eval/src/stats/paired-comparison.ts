import { exactMcNemar } from './exact-mcnemar';

/** Significance level of the paired test. */
export const ALPHA = 0.05;

/** One task sample's verdict for a preset: the unit both sides of a paired test must share. */
export interface PairedAnswer {
  task: string;
  sample: number;
  passed: boolean;
}

/** How `preset` fared against `against` on the task samples both answered. */
export interface PairedComparison {
  preset: string;
  against: string;
  /** Task samples both answered. */
  shared: number;
  /** Samples `preset` passed and `against` failed. */
  wins: number;
  /** Samples `against` passed and `preset` failed. */
  losses: number;
  /** Two-sided exact McNemar p-value. */
  pValue: number;
  /** `pValue` < {@link ALPHA}. */
  significant: boolean;
}

/**
 * Pairs two presets' answers by task and sample (answers only one side has are left out: a
 * stopped run or a recording that lacks them) and runs the exact McNemar test on the pairs.
 */
export function comparePaired(
  preset: string,
  answers: readonly PairedAnswer[],
  against: string,
  againstAnswers: readonly PairedAnswer[],
): PairedComparison {
  const other = new Map(againstAnswers.map((answer) => [pairKey(answer), answer.passed]));
  let shared = 0;
  let wins = 0;
  let losses = 0;
  for (const answer of answers) {
    const theirs = other.get(pairKey(answer));
    if (theirs === undefined) continue;
    shared += 1;
    if (answer.passed && !theirs) wins += 1;
    if (!answer.passed && theirs) losses += 1;
  }
  const pValue = exactMcNemar(wins, losses);
  return { preset, against, shared, wins, losses, pValue, significant: pValue < ALPHA };
}

/** `p = 0.003`, `p < 0.001`, `p = 1`. */
export function formatP(pValue: number): string {
  if (pValue < 0.001) return 'p < 0.001';
  if (pValue >= 0.9995) return 'p = 1';
  return `p = ${pValue.toFixed(3)}`;
}

function pairKey(answer: PairedAnswer): string {
  return `${answer.sample}\u0000${answer.task}`;
}
