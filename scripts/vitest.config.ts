import { defineProject } from 'vitest/config';
import { TEST_WORKERS } from '../vitest.shared.ts';

// The repository's own tooling (scripts/*.mjs), tested like a package.
export default defineProject({
  test: {
    name: 'scripts',
    include: ['*.test.mjs'],
    root: import.meta.dirname,
    maxWorkers: TEST_WORKERS,
  },
});
