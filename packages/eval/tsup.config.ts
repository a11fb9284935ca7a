import { defineConfig } from 'tsup';

export default defineConfig([
  {
    // The library: ESM only, like `ai@7` it runs on.
    entry: ['src/index.ts'],
    format: ['esm'],
    dts: true,
    target: 'es2022',
    platform: 'node',
    clean: ['!cli.js'],
  },
  {
    // The `tool-eval` command (a bin, not an export).
    entry: { cli: 'src/cli/cli.ts' },
    format: ['esm'],
    dts: false,
    clean: false,
    target: 'es2022',
    platform: 'node',
  },
]);
