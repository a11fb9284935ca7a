import { cpSync } from 'node:fs';
import { defineConfig } from 'tsup';

export default defineConfig([
  {
    entry: ['src/index.ts'],
    format: ['esm', 'cjs'],
    dts: true,
    // The command below is built into dist/ at the same time: keep its files while cleaning.
    clean: ['!cli.js', '!page/**'],
    target: 'es2022',
    platform: 'neutral',
  },
  {
    // The `tool-parser` command (a bin, not an export): ESM for Node only.
    entry: { cli: 'src/cli/cli.ts' },
    format: ['esm'],
    dts: false,
    clean: false,
    target: 'es2022',
    platform: 'node',
    // The inspector page is static files, read at run time from page/ beside cli.js.
    onSuccess: async () => {
      cpSync('src/cli/page', 'dist/page', { recursive: true });
    },
  },
]);
