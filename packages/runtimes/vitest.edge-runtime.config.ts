import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { configDefaults, defineProject, type Plugin } from 'vitest/config';
import { TEST_WORKERS, workspaceAliases } from '../../vitest.shared.ts';
import {
  formatFolders,
  SAMPLED_FORMAT_FOLDERS,
  sampleSeed,
  spreadSample,
} from './src/edge-sample.ts';
import { isLibrarySource, isNodeBuiltin } from './src/node-builtins.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));

/**
 * The unit tests that need Node itself, so do not run here, and why. Everything else of the
 * protocols and parser suites runs in the Edge runtime's globals.
 */
const NODE_ONLY_TESTS: Record<string, string> = {
  'packages/parser/src/cli/**':
    'the tool-parser command and its inspector server: a Node-only bin (node:fs, node:http)',
  '**/export-names.test.ts': 'reads the built declaration files from disk with node:fs',
  '**/debug/debug.test.ts': "checks what DEBUG_PARSER_MW writes to Node's process.stderr",
  '**/*.adversarial.test.ts':
    'linear-time checks that measure CPU time with process.cpuUsage(), which only Node has',
  '**/test-utils/jinja2/**': "the Jinja2 oracle's own tests: python3, run by node:child_process",
  '**/*.oracle.test.ts':
    "compares the chat-template renderer with Python's Jinja2, run by node:child_process",
  '**/chat-template/from-chat-template.test.ts':
    "renders every real chat template and compares with Python's Jinja2 (node:child_process); the compiler's own suites run here",
};

/**
 * The format folders whose suites run here: a seeded sample of the list of formats (see
 * src/edge-sample.ts). The others' suites run in Node only; their protocols still run here in
 * the engine's catalog suites, one setup per argument encoding.
 */
const seed = sampleSeed(process.env.EDGE_SAMPLE_SEED);
const folders = formatFolders(
  readFileSync(new URL('../protocols/src/built-in-formats.ts', import.meta.url), 'utf8'),
);
const sampled = new Set(spreadSample(folders, SAMPLED_FORMAT_FOLDERS, seed));
const NOT_SAMPLED = folders
  .filter((folder) => !sampled.has(folder))
  .map((folder) => `packages/protocols/src/${folder}/**`);

/** The modules a JavaScript file loads: `import … from 'x'`, `export … from 'x'`, `import('x')`. */
const IMPORTED = /\b(?:from|import)\s*\(?\s*["']([^"']+)["']/g;

/**
 * Vitest's edge-runtime environment swaps in the Edge globals but still loads modules through
 * Node, where every built-in resolves (and before any plugin's `resolveId` sees it). The Edge
 * runtime has none, so a library source that imports one fails here as it would there. Reads
 * the code after TypeScript is stripped, so type-only imports do not count.
 */
function noNodeBuiltinsInLibrarySources(): Plugin {
  return {
    name: 'no-node-builtins-in-library-sources',
    enforce: 'post',
    transform(code, id) {
      if (!isLibrarySource(id)) return null;
      for (const [, specifier] of code.matchAll(IMPORTED)) {
        if (specifier !== undefined && isNodeBuiltin(specifier)) {
          this.error(
            `${id} imports the Node built-in "${specifier}", which the Edge runtime does not have`,
          );
        }
      }
      return null;
    },
  };
}

/**
 * The protocols and parser unit suites again, in Vitest's edge-runtime environment
 * (`@edge-runtime/vm`), as vercel/ai runs its own: the engine, the shared folders, both parser
 * entry points, and a seeded sample of the formats (what differs here is the runtime, not the
 * format).
 */
export default defineProject({
  resolve: { alias: workspaceAliases },
  plugins: [noNodeBuiltinsInLibrarySources()],
  test: {
    name: 'edge-runtime',
    root,
    environment: 'edge-runtime',
    include: ['packages/protocols/src/**/*.test.ts', 'packages/parser/src/**/*.test.ts'],
    exclude: [...configDefaults.exclude, ...Object.keys(NODE_ONLY_TESTS), ...NOT_SAMPLED],
    provide: { edgeSampleSeed: seed },
    // The suites reset what they change; sharing loaded modules across files halves the run.
    isolate: false,
    testTimeout: 30_000,
    maxWorkers: TEST_WORKERS,
  },
});
