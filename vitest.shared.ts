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
    },
  };
}
