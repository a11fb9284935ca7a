import type { JsonReport } from '../report/json-report';
import { comparePaired, type PairedComparison } from '../stats/paired-comparison';
import { type Interval, wilsonInterval } from '../stats/wilson-interval';

/** One preset measured in both runs. */
export interface PresetChange {
  preset: string;
  before: { score: number; passed: number; total: number; interval: Interval };
  after: { score: number; passed: number; total: number; interval: Interval };
  /** The second run against the first on the task samples both answered: wins are fixes. */
  paired: PairedComparison;
}

/** Two saved `--json` runs side by side. */
export interface ReportComparison {
  before: { model: string; recommended: string | null };
  after: { model: string; recommended: string | null };
  presets: PresetChange[];
  /** Presets only one run measured. */
  onlyBefore: string[];
  onlyAfter: string[];
}

/**
 * Compares two runs (a model, a server or a parser change) preset by preset: each score with its
 * interval, and the exact McNemar test on the task samples both runs answered, where a win is a
 * sample the second run passed and the first failed.
 */
export function compareReports(before: JsonReport, after: JsonReport): ReportComparison {
  const afterByPreset = new Map(after.presets.map((entry) => [entry.preset, entry]));
  const beforeNames = new Set(before.presets.map((entry) => entry.preset));
  const presets: PresetChange[] = [];
  for (const old of before.presets) {
    const next = afterByPreset.get(old.preset);
    if (next === undefined) continue;
    presets.push({
      preset: old.preset,
      before: tallyOf(old.answers),
      after: tallyOf(next.answers),
      paired: comparePaired('after', next.answers, 'before', old.answers),
    });
  }
  return {
    before: { model: before.model, recommended: before.recommended },
    after: { model: after.model, recommended: after.recommended },
    presets,
    onlyBefore: before.presets
      .filter((entry) => !afterByPreset.has(entry.preset))
      .map((e) => e.preset),
    onlyAfter: after.presets.filter((entry) => !beforeNames.has(entry.preset)).map((e) => e.preset),
  };
}

function tallyOf(answers: ReadonlyArray<{ passed: boolean }>) {
  const passed = answers.filter((answer) => answer.passed).length;
  const total = answers.length;
  return {
    score: total === 0 ? 0 : passed / total,
    passed,
    total,
    interval: wilsonInterval(passed, total),
  };
}
