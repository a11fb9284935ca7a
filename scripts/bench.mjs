#!/usr/bin/env node
// `pnpm bench`: runs every `packages/*/bench/*.bench.mjs` module (and `bench/*.bench.mjs` at the
// root), each in its own process, prints their tables, and with `--json` writes bench-results.json.
// A bench module default-exports `async ({ quick }) => BenchTable[]` (see scripts/bench/harness.mjs).
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { renderTable } from './bench/harness.mjs';

const root = resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const json = args.includes('--json');
const quick = args.includes('--quick');
const only = args.filter((a) => !a.startsWith('--'));

if (process.env.TOOL_BENCH_CHILD) {
  const mod = await import(pathToFileURL(process.env.TOOL_BENCH_CHILD).href);
  const tables = await mod.default({ quick });
  process.stdout.write(`\n@@BENCH@@${JSON.stringify(tables)}\n`);
  process.exit(0);
}

const dirs = [
  join(root, 'bench'),
  ...readdirSync(join(root, 'packages')).map((p) => join(root, 'packages', p, 'bench')),
];
const files = dirs
  .filter((d) => existsSync(d))
  .flatMap((d) =>
    readdirSync(d)
      .filter((f) => f.endsWith('.bench.mjs'))
      .map((f) => join(d, f)),
  )
  .filter((f) => only.length === 0 || only.some((o) => relative(root, f).includes(o)));

const results = [];
for (const file of files) {
  const name = relative(root, file);
  process.stderr.write(`running ${name} ...\n`);
  const out = execFileSync(process.execPath, ['--expose-gc', import.meta.filename, ...args], {
    env: { ...process.env, TOOL_BENCH_CHILD: file },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
    maxBuffer: 64 * 1024 * 1024,
  });
  const tables = JSON.parse(out.slice(out.lastIndexOf('@@BENCH@@') + 9));
  for (const table of tables) {
    console.log(`${renderTable(table)}\n`);
    results.push({ file: name, ...table });
  }
}
const header = `Node ${process.version}, ${new Date().toISOString().slice(0, 10)}`;
console.log(header);
if (json) {
  const out = join(root, 'bench-results.json');
  writeFileSync(
    out,
    `${JSON.stringify({ node: process.version, date: new Date().toISOString(), tables: results }, null, 2)}\n`,
  );
  console.log(`wrote ${relative(root, out)}`);
}
const missed = results.flatMap((t) =>
  (t.budgets ?? []).filter((b) => !b.ok).map((b) => `${t.title}: ${b.name}`),
);
if (missed.length) console.log(`\nbudgets missed:\n- ${missed.join('\n- ')}`);
