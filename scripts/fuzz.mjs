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

const vitest = join(root, 'node_modules', 'vitest', 'vitest.mjs');
const extra = process.argv.slice(2);
// Properties run long here (no single test may hang, though); `--project x` may leave a campaign
// with no files.
const timeout = '--testTimeout=1800000';
const common = [timeout, '--passWithNoTests', ...extra];
// The suites whose size follows FUZZ_RUNS: the fuzz, adversarial and property test files whole,
// and from each protocol's test file its conformance suites (not its hand-written unit tables).
const campaigns = [
  ['run', '.fuzz.test.ts', '.adversarial.test.ts', '.property.test.ts', ...common],
  [
    'run',
    'protocol.test.ts',
    'protocols.test.ts',
    '--testNamePattern',
    ' (conformance|on hostile output) ',
    ...common,
  ],
];

const started = Date.now();
console.log(`fuzz: FUZZ_RUNS=${runs}`);
let status = 0;
for (const args of campaigns) {
  const result = spawnSync(process.execPath, [vitest, ...args], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, FUZZ_RUNS: runs },
  });
  status ||= result.status ?? 1;
}
const minutes = ((Date.now() - started) / 60_000).toFixed(1);
console.log(`fuzz: ${status === 0 ? 'green' : 'FAILED'} after ${minutes} min`);
process.exit(status);
