// The docs check (part of `pnpm test`, after the build): every code block of the README, docs/
// and the package READMEs is marked, and each `run` block does what the doc shows. The markers
// are documented in docs/README.md#code-blocks-in-the-docs.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type ReplayServer, startReplayServer } from '@tool/test-server';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { docsFiles } from './docs-files';
import { docsPersona } from './docs-persona';
import { docsPlan, MARKER_DOCS, type ParseStep, type RunStep } from './docs-plan';
import { markdownBlocks } from './markdown-blocks';
import { runMarkdown } from './run-markdown';
import { writeWorkspaceBins } from './workspace-bins';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const snippetDir = fileURLToPath(new URL('../.snippets/', import.meta.url));
/** Per block: a snippet that talks to the replay server takes well under a second. */
const TIMEOUT_MS = 30_000;

const plans = docsFiles(root).map((file) => ({
  file,
  plan: docsPlan(markdownBlocks(readFileSync(join(root, file), 'utf8'), file)),
}));

let server: ReplayServer;
let scratch: string;

beforeAll(async () => {
  const unbuilt = readdirSync(join(root, 'packages')).filter(
    (name) =>
      existsSync(join(root, 'packages', name, 'tsup.config.ts')) &&
      !existsSync(join(root, 'packages', name, 'dist')),
  );
  if (unbuilt.length > 0) {
    throw new Error(
      `The docs check runs the built packages, and ${unbuilt.join(', ')} has no dist/: run \`pnpm build\` first (\`pnpm test\` and \`pnpm check:docs\` do).`,
    );
  }
  await rm(snippetDir, { recursive: true, force: true });
  scratch = await mkdtemp(join(tmpdir(), 'docs-check-'));
  await writeWorkspaceBins(root, join(scratch, 'bin'));
  server = await startReplayServer({ script: docsPersona() });
});

afterAll(async () => {
  await server?.close();
  if (scratch !== undefined) await rm(scratch, { recursive: true, force: true });
});

describe('the code blocks of the docs', () => {
  it('should each be marked run, output, file=NAME or illustrative', () => {
    const problems = plans.flatMap(({ plan }) => plan.problems);
    if (problems.length > 0) {
      throw new Error(
        `${problems.length} code block(s) of the docs need a marker (the markers: ${MARKER_DOCS}):\n${problems.map((problem) => `- ${problem}`).join('\n')}`,
      );
    }
  });
});

const runnable = plans.filter(({ plan }) => plan.steps.some((step) => step.kind !== 'file'));

describe.each(runnable)('$file', ({ file, plan }) => {
  let outcomes: Map<unknown, string[]>;
  const steps = plan.steps.filter((step): step is RunStep | ParseStep => step.kind !== 'file');

  beforeAll(async () => {
    outcomes = await runMarkdown(plan, {
      origin: new URL(server.url).origin,
      binDir: join(scratch, 'bin'),
      snippetDir,
      workDir: join(scratch, file.replace(/[^\w.-]+/g, '_')),
      timeoutMs: TIMEOUT_MS,
    });
  }, 10 * 60_000);

  it.each(
    steps.map((step) => ({ step, name: `${step.block.lang} run at line ${step.block.line}` })),
  )('$name should do what the doc shows', ({ step }) => {
    const problems = outcomes.get(step.block) ?? ['it did not run'];
    if (problems.length > 0) {
      throw new Error(`${file}:${step.block.line}: ${problems.join('\n')}`);
    }
  });
});
