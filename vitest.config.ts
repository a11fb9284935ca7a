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
  },
});
