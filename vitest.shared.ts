import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import type { UserWorkspaceConfig } from 'vitest/config';

const root = fileURLToPath(new URL('.', import.meta.url));

/**
 * Tests import workspace packages by name. Resolving those names to `src/` (not to the built
 * `dist/`) lets a change in a lower layer be tested without a rebuild.
 */
export const workspaceAliases = [
  { find: /^@tool\/parser\/ai-v6$/, replacement: `${root}packages/parser/src/ai-v6.ts` },
  {
    find: /^@tool\/(rjson|coercion|rxml|protocols|parser)$/,
    replacement: `${root}packages/$1/src/index.ts`,
  },
];

/**
 * Test files run at once. Vitest's default is one fewer than the cores, a single worker on CI's
 * two, and it takes a project's own value, not the root's: every project that runs files in
 * parallel must give the same number (Vitest refuses two in one group), so they all take this.
 */
export const TEST_WORKERS = Math.max(availableParallelism() - 1, 2);

export function sharedProjectConfig(projectUrl: string): UserWorkspaceConfig {
  const dir = fileURLToPath(new URL('.', projectUrl));
  const name = dir.replace(/\/$/, '').split('/').pop() as string;
  return {
    resolve: { alias: workspaceAliases },
    test: {
      name,
      root: dir,
      include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
      testTimeout: 30_000,
      maxWorkers: TEST_WORKERS,
    },
  };
}
