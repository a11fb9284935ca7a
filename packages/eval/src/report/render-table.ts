import { percent, type Ranking } from '../scoring/rank-presets';
import type { PresetSummary } from '../scoring/summarize';
import { formatP } from '../stats/paired-comparison';
import { alignColumns } from './align-columns';
import { formatInterval } from './format-interval';
import { renderAgentTable } from './render-agent-table';

/** Short column titles for the built-in categories (the table must fit a terminal). */
const SHORT: Record<string, string> = {
  'parallel-multiple': 'par-multi',
  irrelevance: 'irrelev',
  'multi-turn': 'multi-turn',
};

/** What the table shows above and below the numbers. */
export interface TableContext {
  model: string;
  /** `http://…/v1`, or `replay of DIR`. */
  source: string;
  taskCount: number;
  /** `built-in` or the task file. */
  tasks: string;
  samples: number;
  categories: readonly string[];
  /**
   * Task runs done out of planned, when fewer were scored: a live run stopped early
   * (`stopped`), or a replay asking for answers its recording does not hold (`not-recorded`,
   * with the samples it was recorded with).
   */
  partial?:
    | { kind: 'stopped'; done: number; planned: number }
    | { kind: 'not-recorded'; done: number; planned: number; recordedSamples: number };
}

/**
 * The report: one row per preset (best first) with its score, its accuracy per category, the
 * parse failures by code, failed requests and mean latency; then the recommendation and why.
 */
export function renderTable(ranking: Ranking, context: TableContext): string {
  const counts = new Map<string, number>();
  for (const summary of ranking.ranked) {
    for (const [category, tally] of Object.entries(summary.categories)) {
      counts.set(category, Math.max(counts.get(category) ?? 0, tally.total));
    }
  }
  const paired = new Map(ranking.paired.map((comparison) => [comparison.against, comparison]));
  const versusTitle =
    ranking.recommended === undefined || paired.size === 0
      ? undefined
      : `vs ${ranking.recommended}`;
  const header = [
    'preset',
    'score',
    '95% interval',
    ...(versusTitle === undefined ? [] : [versusTitle]),
    ...context.categories.map(
      (category) => `${SHORT[category] ?? category} (${counts.get(category) ?? 0})`,
    ),
    'latency',
    'errors',
    'parse failures',
  ];
  const rows = ranking.ranked.map((summary) => [
    summary.preset,
    `${percent(summary.score)}`,
    formatInterval(summary.interval),
    ...(versusTitle === undefined ? [] : [versus(paired.get(summary.preset))]),
    ...context.categories.map((category) => {
      const tally = summary.categories[category];
      return tally === undefined ? '-' : percent(tally.score);
    }),
    summary.meanLatencyMs === undefined ? '-' : formatMs(summary.meanLatencyMs),
    String(summary.errors),
    failures(summary),
  ]);
  const perTask = context.samples > 1 ? ` × ${context.samples} samples` : '';
  const lines = [
    `tool-eval · model ${context.model} · ${context.source}`,
    `${context.taskCount} tasks (${context.tasks})${perTask} · ${ranking.ranked.length} presets`,
    ...(context.partial === undefined ? [] : [partialLine(context.partial)]),
    '',
    ...alignColumns(header, rows),
    ...renderAgentTable(ranking.ranked),
    '',
    ranking.recommended === undefined
      ? `No recommendation: ${ranking.reason}`
      : `Recommended: ${ranking.recommended} — ${ranking.reason}`,
  ];
  if (ranking.recommended !== undefined) {
    lines.push(
      `Use it: wrapLanguageModel({ model, middleware: createToolMiddleware(presetDefinitions['${ranking.recommended}']) }) with presetDefinitions and createToolMiddleware from @tool/parser.`,
    );
  }
  return `${lines.join('\n')}\n`;
}

function partialLine(partial: NonNullable<TableContext['partial']>): string {
  const counts = `${partial.done} of ${partial.planned} task runs`;
  if (partial.kind === 'stopped') return `Stopped early: ${counts} done; the scores cover those.`;
  return `The recording holds answers for ${counts} asked for (it was recorded with --samples ${partial.recordedSamples}); the scores cover those.`;
}

/** The recommended preset's wins and losses against this one, and the p-value. */
function versus(comparison: { wins: number; losses: number; pValue: number } | undefined): string {
  if (comparison === undefined) return '-';
  return `+${comparison.wins} −${comparison.losses} ${formatP(comparison.pValue).replace(/ /g, '')}`;
}

function failures(summary: PresetSummary): string {
  const entries = Object.entries(summary.parseFailures).sort(([a], [b]) => a.localeCompare(b));
  return entries.length === 0 ? '-' : entries.map(([code, count]) => `${code} ${count}`).join(', ');
}

function formatMs(ms: number): string {
  return ms < 1000 ? `${ms} ms` : `${(ms / 1000).toFixed(1)} s`;
}
