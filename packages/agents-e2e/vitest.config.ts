import { defineProject } from 'vitest/config';
import { sharedProjectConfig } from '../../vitest.shared.ts';

const shared = sharedProjectConfig(import.meta.url);

/**
 * Each test starts a real agent CLI (a Bun or Node binary of 100–370 MB) on one file task: a
 * minute each at most, one at a time so that two agents do not fight over the CI's two cores.
 */
export default defineProject({
  ...shared,
  test: {
    ...shared.test,
    testTimeout: 90_000,
    hookTimeout: 30_000,
    fileParallelism: false,
    maxWorkers: 1,
  },
});
