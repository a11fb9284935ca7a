import { defineConfig } from 'vitest/config';
import { TEST_WORKERS } from './vitest.shared.ts';

export default defineConfig({
  test: {
    // The edge-runtime project runs the protocols and parser unit suites a second time, in the
    // Edge runtime's globals (packages/runtimes/vitest.edge-runtime.config.ts).
    projects: [
      'packages/*',
      'examples/*',
      'scripts',
      'packages/runtimes/vitest.edge-runtime.config.ts',
    ],
    reporters: ['default'],
    // The pool's size; each project gives its own too (vitest.shared.ts says why).
    maxWorkers: TEST_WORKERS,
  },
});
