import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ORACLE = join(dirname(fileURLToPath(import.meta.url)), 'jinja2-oracle.py');

export type OracleResult = { readonly text: string } | { readonly error: string };

export interface OracleJob {
  readonly template: string;
  readonly context: Record<string, unknown>;
}

/** Whether `python3` with Jinja2 is on this machine (Debian: `apt-get install python3-jinja2`). */
export function hasJinja2(): boolean {
  const probe = spawnSync('python3', ['-c', 'import jinja2'], { encoding: 'utf8' });
  return probe.status === 0;
}

export const NO_JINJA2_MESSAGE =
  'skipped: python3 with Jinja2 is missing, the oracle these renders are compared with (apt-get install python3-jinja2)';

/** Renders every job with Python's Jinja2 as transformers sets it up, in one python3 process. */
export function renderWithJinja2(jobs: readonly OracleJob[]): OracleResult[] {
  const run = spawnSync('python3', [ORACLE], {
    input: JSON.stringify(jobs),
    encoding: 'utf8',
    maxBuffer: 512 * 1024 * 1024,
  });
  if (run.status !== 0) throw new Error(`the Jinja2 oracle failed: ${run.stderr}`);
  return JSON.parse(run.stdout) as OracleResult[];
}
