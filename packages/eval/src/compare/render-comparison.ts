import { alignColumns } from '../report/align-columns';
import { formatInterval } from '../report/format-interval';
import { percent } from '../scoring/rank-presets';
import { formatP } from '../stats/paired-comparison';
import type { ReportComparison } from './compare-reports';

/**
 * The comparison as a table: each preset's score in both runs with its interval, the samples
 * the second run fixed and broke, the p-value and a verdict.
 */
export function renderComparison(
  comparison: ReportComparison,
  names: { before: string; after: string },
): string {
  const header = [
    'preset',
    'A score',
    'A interval',
    'B score',
    'B interval',
    'fixed',
    'broke',
    'p',
    'verdict',
  ];
  const rows = comparison.presets.map((change) => [
    change.preset,
    percent(change.before.score),
    formatInterval(change.before.interval),
    percent(change.after.score),
    formatInterval(change.after.interval),
    String(change.paired.wins),
    String(change.paired.losses),
    formatP(change.paired.pValue).replace('p ', '').replace('= ', ''),
    verdict(change.paired),
  ]);
  const lines = [
    `A: ${names.before} (model ${comparison.before.model}, recommended ${comparison.before.recommended ?? 'none'})`,
    `B: ${names.after} (model ${comparison.after.model}, recommended ${comparison.after.recommended ?? 'none'})`,
    'fixed: task samples B passed and A failed; broke: the other way; p: exact McNemar on the samples both answered.',
    '',
    ...alignColumns(header, rows),
  ];
  if (comparison.onlyBefore.length > 0)
    lines.push('', `Only in A: ${comparison.onlyBefore.join(', ')}`);
  if (comparison.onlyAfter.length > 0)
    lines.push('', `Only in B: ${comparison.onlyAfter.join(', ')}`);
  return `${lines.join('\n')}\n`;
}

function verdict(paired: { wins: number; losses: number; significant: boolean }): string {
  if (paired.wins === 0 && paired.losses === 0) return 'same answers';
  if (!paired.significant) return 'no significant change';
  return paired.wins > paired.losses ? 'B better' : 'B worse';
}
