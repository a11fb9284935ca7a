import { comparePaired, type PairedComparison } from '../stats/paired-comparison';
import { pairedSentence } from '../stats/paired-sentence';
import { type PresetSummary, parseFailureCount } from './summarize';
import type { TaskOutcome } from './task-outcome';

/** The rule that put the recommended preset ahead of the runner-up. */
export type RankRule =
  | 'only-preset'
  | 'score'
  | 'parse-failures'
  | 'model-preset'
  | 'preset-order'
  | 'none';

/** Presets best first, the one to use, and why. */
export interface Ranking {
  ranked: PresetSummary[];
  /** Undefined when no preset passed a single task. */
  recommended: string | undefined;
  rule: RankRule;
  /** Why it was chosen, and what the paired test says about the runner-up. */
  reason: string;
  /**
   * The recommended preset against every other one, in ranked order, on the same task samples
   * (exact McNemar); empty without a recommendation or without the outcomes.
   */
  paired: PairedComparison[];
}

/** The answers to pair presets on, and the run's samples (for the advice). */
export interface PairedInput {
  outcomes: readonly TaskOutcome[];
  samples: number;
}

/**
 * Orders presets: higher score first; on a tie, fewer parse failures; then the preset
 * `presetForModel` names for the model (its native format); then the parser's preset order —
 * several presets can read the same output (Hermes JSON in `<tool_call>` is also read by the
 * qwen3-coder and glm presets), so ties are common and each rule must be able to decide.
 *
 * @param summaries - In the parser's preset order.
 * @param modelPreset - What `presetForModel(model)` returned.
 * @param pairing - The outcomes: with them, the recommended preset is compared with each other
 *   one by an exact McNemar test, and the reason says what the test found for the runner-up.
 */
export function rankPresets(
  summaries: readonly PresetSummary[],
  modelPreset: string | undefined,
  pairing?: PairedInput,
): Ranking {
  const order = new Map(summaries.map((summary, index) => [summary.preset, index]));
  const rules: Array<
    [Exclude<RankRule, 'only-preset' | 'none'>, (a: PresetSummary, b: PresetSummary) => number]
  > = [
    ['score', (a, b) => b.score - a.score],
    ['parse-failures', (a, b) => parseFailureCount(a) - parseFailureCount(b)],
    ['model-preset', (a, b) => Number(b.preset === modelPreset) - Number(a.preset === modelPreset)],
    ['preset-order', (a, b) => (order.get(a.preset) ?? 0) - (order.get(b.preset) ?? 0)],
  ];
  const ranked = [...summaries].sort((a, b) => {
    for (const [, compare] of rules) {
      const result = compare(a, b);
      if (result !== 0) return result;
    }
    return 0;
  });
  const [best, next] = ranked;
  if (best === undefined || best.passed === 0) {
    return {
      ranked,
      recommended: undefined,
      rule: 'none',
      reason:
        best === undefined
          ? 'nothing ran.'
          : 'no preset got a single task right: check that the model follows instructions at all (try a larger model); --json lists every failed task and why.',
      paired: [],
    };
  }
  if (next === undefined) {
    return {
      ranked,
      recommended: best.preset,
      rule: 'only-preset',
      reason: `the only preset measured, at ${percent(best.score)}.`,
      paired: [],
    };
  }
  // The preset order never ties two presets, so some rule always decides.
  const rule = rules.find(([, compare]) => compare(best, next) !== 0)?.[0] ?? 'preset-order';
  const reason = explain(rule, best, next, modelPreset);
  if (pairing === undefined) return { ranked, recommended: best.preset, rule, reason, paired: [] };
  const answersOf = (preset: string) =>
    pairing.outcomes.filter((outcome) => outcome.preset === preset);
  const mine = answersOf(best.preset);
  const paired = ranked
    .slice(1)
    .map((other) => comparePaired(best.preset, mine, other.preset, answersOf(other.preset)));
  const [versusNext] = paired;
  const ahead = paired.filter(
    (comparison) => comparison.significant && comparison.wins > comparison.losses,
  );
  const tally =
    paired.length > 1
      ? ` Significantly ahead of ${ahead.length} of the ${paired.length} other presets.`
      : '';
  return {
    ranked,
    recommended: best.preset,
    rule,
    reason: `${reason} ${versusNext === undefined ? '' : pairedSentence(versusNext, pairing.samples)}${tally}`,
    paired,
  };
}

function explain(
  rule: RankRule,
  best: PresetSummary,
  next: PresetSummary,
  modelPreset: string | undefined,
): string {
  const tied = `tied with ${next.preset} at ${percent(best.score)}`;
  switch (rule) {
    case 'score':
      return `highest score, ${percent(best.score)} (${best.passed}/${best.total}); next ${next.preset} at ${percent(next.score)}.`;
    case 'parse-failures':
      return `${tied}, with fewer parse failures (${parseFailureCount(best)} against ${parseFailureCount(next)}).`;
    case 'model-preset':
      return `${tied} and as many parse failures; it is the native format presetForModel names for this model (${modelPreset}).`;
    default:
      return `${tied} and as many parse failures, and presetForModel names neither; it comes first in the parser's preset order.`;
  }
}

/** `98.4%`, `100%`. */
export function percent(score: number): string {
  const value = Math.round(score * 1000) / 10;
  return `${value}%`;
}
