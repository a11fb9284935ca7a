// Shared timing helpers for `pnpm bench`. Every table is measured in one process, with the
// baseline measured beside the subject, so ratios stay fair on a noisy machine.
import { performance } from 'node:perf_hooks';

/**
 * Runs `fn` repeatedly and returns the median time of one call in milliseconds.
 * `fn` may be async. Each sample runs `fn` `batch` times so that very fast functions are
 * measured above the timer's resolution.
 */
export async function measure(fn, { samples = 15, batch = 1, warmup = 3, maxMs = 20_000 } = {}) {
  for (let i = 0; i < warmup; i++) for (let j = 0; j < batch; j++) await fn();
  const times = [];
  const started = performance.now();
  for (let i = 0; i < samples; i++) {
    const t0 = performance.now();
    for (let j = 0; j < batch; j++) await fn();
    times.push((performance.now() - t0) / batch);
    if (performance.now() - started > maxMs && times.length >= 3) break;
  }
  times.sort((a, b) => a - b);
  return { median: times[Math.floor(times.length / 2)], min: times[0], samples: times.length };
}

/** Like `measure` for synchronous functions that run in microseconds: returns µs per call. */
export function measureMicros(fn, { calls = 20_000, rounds = 7 } = {}) {
  for (let i = 0; i < calls; i++) fn();
  const perCall = [];
  for (let r = 0; r < rounds; r++) {
    const t0 = performance.now();
    for (let i = 0; i < calls; i++) fn();
    perCall.push(((performance.now() - t0) * 1000) / calls);
  }
  perCall.sort((a, b) => a - b);
  return perCall[Math.floor(perCall.length / 2)];
}

/** Runs `fn` with a wall-clock cap; resolves `{ ms }` or `{ timedOut: true }`. */
export async function withCap(fn, capMs) {
  const t0 = performance.now();
  let timer;
  const cap = new Promise((resolve) => {
    timer = setTimeout(() => resolve({ timedOut: true }), capMs);
  });
  const run = Promise.resolve()
    .then(fn)
    .then(() => ({ ms: performance.now() - t0 }));
  try {
    return await Promise.race([run, cap]);
  } finally {
    clearTimeout(timer);
  }
}

export const mbPerSecond = (bytes, ms) => bytes / 1024 / 1024 / (ms / 1000);

/**
 * A table as every bench module returns it. `budgets` lists each performance budget the table
 * checks, with whether it was met; `pnpm bench` prints them and records them in `--json` output.
 * @typedef {{ title: string, columns: string[], rows: (string|number)[][], notes?: string[],
 *   budgets?: { name: string, ok: boolean, detail: string }[] }} BenchTable
 */

/** Renders a table as GitHub Markdown. */
export function renderTable(table) {
  const lines = [`### ${table.title}`, ''];
  lines.push(`| ${table.columns.join(' | ')} |`);
  lines.push(`|${table.columns.map((_, i) => (i === 0 ? '---' : '---:')).join('|')}|`);
  for (const row of table.rows) lines.push(`| ${row.join(' | ')} |`);
  for (const note of table.notes ?? []) lines.push('', note);
  if (table.budgets?.length) {
    lines.push('');
    for (const b of table.budgets)
      lines.push(`- ${b.ok ? 'met' : '**missed**'}: ${b.name} (${b.detail})`);
  }
  return lines.join('\n');
}

export const fmt = {
  ms: (v) => (v >= 100 ? v.toFixed(0) : v >= 10 ? v.toFixed(1) : v.toFixed(2)),
  ratio: (v) => `${v.toFixed(2)}×`,
  us: (v) => v.toFixed(2),
  mbs: (v) => v.toFixed(0),
};
