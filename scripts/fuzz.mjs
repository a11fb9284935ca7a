#!/usr/bin/env node
// `pnpm fuzz` (or `node scripts/fuzz.mjs`): the long local campaign of the property and adversarial
// suites. CI runs the same files in `pnpm test` with few runs (FUZZ_RUNS unset); here every
// fast-check property runs FUZZ_RUNS times (default 2000, about 30× CI) and the adversarial inputs
// run at full size for every protocol. Extra arguments go to vitest (e.g. `--project rjson`).
//
//   FUZZ_RUNS=10000 node scripts/fuzz.mjs
//   node scripts/fuzz.mjs --project protocols
//
// A failing property prints its seed and counterexample (fast-check), to replay it.
import { spawnSync } from 'node:child_process';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
// biome-ignore lint/suspicious/noUndeclaredEnvVars: read by the vitest run this script starts, not by a turbo task
const runs = process.env.FUZZ_RUNS ?? '2000';
if (!/^[1-9]\d*$/.test(runs)) {
  console.error(`FUZZ_RUNS must be a positive integer, got ${JSON.stringify(runs)}`);
  process.exit(2);
}

// The suites whose size follows FUZZ_RUNS: fuzz and adversarial files, the conformance suite of
// every protocol (run from each protocol's test file) and the packages' property tests.
const suites = [
  '.fuzz.test.ts',
  '.adversarial.test.ts',
  '.property.test.ts',
  '-protocol.test.ts',
  'with-fallback-protocols.test.ts',
];
const args = [
  join(root, 'node_modules', 'vitest', 'vitest.mjs'),
  'run',
  ...suites,
  // Properties run long here; no single test may hang, though.
  '--testTimeout=1800000',
  ...process.argv.slice(2),
];

const started = Date.now();
console.log(`fuzz: FUZZ_RUNS=${runs}`);
const result = spawnSync(process.execPath, args, {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, FUZZ_RUNS: runs },
});
const minutes = ((Date.now() - started) / 60_000).toFixed(1);
console.log(`fuzz: ${result.status === 0 ? 'green' : 'FAILED'} after ${minutes} min`);
process.exit(result.status ?? 1);
