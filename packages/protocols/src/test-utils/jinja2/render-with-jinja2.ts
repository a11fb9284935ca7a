import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ORACLE = join(dirname(fileURLToPath(import.meta.url)), 'jinja2-oracle.py');

/** What Jinja2 made of one job: the text, or why it refused (an error is data, not a crash). */
export type OracleResult = { readonly text: string } | { readonly error: string };

export interface OracleJob {
  /** The template's source text. */
  readonly template: string;
  /** Its variables: `messages`, `tools`, `add_generation_prompt`, `bos_token`, … */
  readonly context: Record<string, unknown>;
}

export interface OracleSettings {
  /**
   * The date `strftime_now` formats (`YYYY-MM-DD`), so that a render does not change from day to
   * day. Default: the local clock, as transformers renders (for comparisons with a renderer that
   * reads the clock too).
   */
  readonly today?: string;
}

export const NO_JINJA2_MESSAGE =
  'skipped: python3 with Jinja2 is missing, the oracle these renders are compared with (apt-get install python3-jinja2)';

/** Exit status of the oracle when `import jinja2` fails. */
const NO_JINJA2_STATUS = 3;

let missing: string | undefined | null = null;

/**
 * Why Python's Jinja2 cannot run here (no `python3`, or no `jinja2` module), or undefined when it
 * can; asked once per test process.
 */
export function jinja2Missing(): string | undefined {
  if (missing === null) {
    const probe = spawnSync('python3', ['-c', 'import jinja2'], { encoding: 'utf8' });
    if (probe.error !== undefined) missing = `python3 is not available: ${probe.error.message}`;
    else if (probe.status !== 0) missing = NO_JINJA2_MESSAGE;
    else missing = undefined;
  }
  return missing;
}

/** Whether `python3` with Jinja2 is on this machine (Debian: `apt-get install python3-jinja2`). */
export function hasJinja2(): boolean {
  return jinja2Missing() === undefined;
}

/**
 * Renders every job with Python's Jinja2 set up as Hugging Face transformers sets it up for
 * `apply_chat_template` (see jinja2-oracle.py), in one python3 process: the one Jinja2 oracle of
 * the protocols' and the parser's tests.
 *
 * @throws Error when the oracle itself fails (not when a template does: that is a result).
 */
export function renderWithJinja2(
  jobs: readonly OracleJob[],
  settings: OracleSettings = {},
): OracleResult[] {
  const run = spawnSync('python3', [ORACLE], {
    input: JSON.stringify({ settings: { today: settings.today ?? null }, jobs }),
    encoding: 'utf8',
    maxBuffer: 512 * 1024 * 1024,
  });
  if (run.error !== undefined)
    throw new Error(`the Jinja2 oracle did not start: ${run.error.message}`);
  if (run.status === NO_JINJA2_STATUS) throw new Error(NO_JINJA2_MESSAGE);
  if (run.status !== 0) throw new Error(`the Jinja2 oracle failed: ${run.stderr}`);
  return readResults(run.stdout, jobs.length);
}

/** The oracle's answer, checked: one result per job. */
function readResults(stdout: string, count: number): OracleResult[] {
  const answer: unknown = JSON.parse(stdout);
  if (!Array.isArray(answer) || answer.length !== count) {
    throw new Error(`the Jinja2 oracle gave no list of ${count} results: ${stdout.slice(0, 200)}`);
  }
  return answer.map((item: unknown): OracleResult => {
    if (typeof item === 'object' && item !== null) {
      if ('text' in item && typeof item.text === 'string') return { text: item.text };
      if ('error' in item && typeof item.error === 'string') return { error: item.error };
    }
    throw new Error(
      `the Jinja2 oracle gave a result without text or error: ${JSON.stringify(item)}`,
    );
  });
}
