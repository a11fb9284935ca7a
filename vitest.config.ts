import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

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
    // Vitest's default is one worker fewer than the cores: a single worker on CI's two cores, which
    // left one core idle while suites waited on servers and child processes.
    maxWorkers: Math.max(availableParallelism() - 1, 2),
  },
});
