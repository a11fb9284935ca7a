// The AI SDK 6 entry on the Node versions AI SDK 6 supports. Builds nothing: it runs small ESM
// and CJS scripts that load the *built* @tool/parser/ai-v6 (packages/parser/dist) together with
// ai@6, on Node 18, 20 and the Node running the tests, each doing a two-step generateText and
// streamText loop against a mock V3 model. Node 18/20 come from the system or the CI cache,
// fetched from the npm registry once; without a registry (and no cached binary) the test skips.
import { execFile } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  realpathSync,
  rmSync,
  symlinkSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type NodeBinary, nodeBinary } from './node-binary';

const run = promisify(execFile);
const here = dirname(fileURLToPath(import.meta.url));
const parserDir = join(here, '..', '..');

const VERSIONS = [18, 20] as const;
const binaries = new Map<number | 'current', NodeBinary>();
let project = '';

beforeAll(async () => {
  for (const file of ['ai-v6.js', 'ai-v6.cjs']) {
    if (!existsSync(join(parserDir, 'dist', file))) {
      throw new Error(
        `packages/parser/dist/${file} is missing: build first (pnpm turbo run build --filter=@tool/parser)`,
      );
    }
  }
  // A throwaway project whose node_modules point at the built package and at the ai@6 that the
  // workspace installed (as `ai-v6`), so nothing is installed and the run works offline.
  project = mkdtempSync(join(tmpdir(), 'parser-node-versions-'));
  const modules = join(project, 'node_modules');
  mkdirSync(join(modules, '@tool'), { recursive: true });
  symlinkSync(parserDir, join(modules, '@tool', 'parser'), 'dir');
  symlinkSync(realpathSync(join(parserDir, 'node_modules', 'ai-v6')), join(modules, 'ai'), 'dir');
  symlinkSync(realpathSync(join(parserDir, 'node_modules', 'zod')), join(modules, 'zod'), 'dir');
  cpSync(join(here, 'fixtures'), project, { recursive: true });
  binaries.set('current', { status: 'found', path: process.execPath, version: process.version });
  await Promise.all(VERSIONS.map(async (major) => binaries.set(major, await nodeBinary(major))));
}, 600_000);

afterAll(() => {
  if (project !== '') rmSync(project, { recursive: true, force: true });
});

const expectedPreset = (toolInput: string) => ({
  runs: [
    { city: 'Seoul', days: 2 },
    { city: 'Seoul', days: 2 },
  ],
  generate: { finishReasons: ['tool-calls', 'stop'], text: 'It is sunny in Seoul.' },
  stream: {
    finishReasons: ['tool-calls', 'stop'],
    text: 'It is sunny in Seoul.',
    toolParts: [
      'tool-input-start',
      'tool-input-delta',
      'tool-input-end',
      'tool-call',
      'tool-result',
    ],
    toolInput,
  },
});

describe('@tool/parser/ai-v6 (built) with ai@6', () => {
  describe.each([...VERSIONS, 'current' as const])('on Node %s', (version) => {
    it.for(['esm.mjs', 'cjs.cjs'])('should run a two-step loop from %s', async (script, ctx) => {
      const binary = binaries.get(version);
      if (binary?.status !== 'found') {
        ctx.skip(binary?.reason ?? `Node ${version} was not looked up`);
        return;
      }
      const { stdout } = await run(binary.path, [script], { cwd: project, timeout: 30_000 });
      const result = JSON.parse(stdout);
      expect(result).toEqual({
        format: script.startsWith('esm') ? 'esm' : 'cjs',
        node: binary.version,
        specificationVersion: 'v3',
        hermes: expectedPreset('{"city":"Seoul","days":2}'),
        xml: expectedPreset('{"city":"Seoul","days":2}'),
      });
      if (version !== 'current') expect(binary.version.startsWith(`v${version}.`)).toBe(true);
    });
  });
});
