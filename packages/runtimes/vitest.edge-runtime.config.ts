import { fileURLToPath } from 'node:url';
import { configDefaults, defineProject, type Plugin } from 'vitest/config';
import { workspaceAliases } from '../../vitest.shared.ts';
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
};

/**
 * Vitest's edge-runtime environment swaps in the Edge globals but still loads modules through
 * Node, where every built-in resolves. The Edge runtime has none, so library sources may not
 * import one (tests and test helpers may).
 */
function noNodeBuiltinsInLibrarySources(): Plugin {
  return {
    name: 'no-node-builtins-in-library-sources',
    enforce: 'pre',
    resolveId(source, importer) {
      if (importer !== undefined && isNodeBuiltin(source) && isLibrarySource(importer)) {
        this.error(
          `${importer} imports the Node built-in "${source}", which the Edge runtime does not have`,
        );
      }
      return null;
    },
  };
}

/**
 * The protocols and parser unit suites again, in Vitest's edge-runtime environment
 * (`@edge-runtime/vm`), as vercel/ai runs its own.
 */
export default defineProject({
  resolve: { alias: workspaceAliases },
  plugins: [noNodeBuiltinsInLibrarySources()],
  test: {
    name: 'edge-runtime',
    root,
    environment: 'edge-runtime',
    include: ['packages/protocols/src/**/*.test.ts', 'packages/parser/src/**/*.test.ts'],
    exclude: [...configDefaults.exclude, ...Object.keys(NODE_ONLY_TESTS)],
    // The suites reset what they change; sharing loaded modules across files halves the run.
    isolate: false,
    testTimeout: 30_000,
  },
});
