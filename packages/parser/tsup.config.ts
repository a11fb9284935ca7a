import { cpSync } from 'node:fs';
import { defineConfig, type Options } from 'tsup';

const library: Options = { format: ['esm', 'cjs'], target: 'es2022', platform: 'neutral' };

export default defineConfig([
  {
    ...library,
    // `ai-v6` is the AI SDK 6 entry (`@tool/parser/ai-v6`); both entries share one core.
    entry: ['src/index.ts', 'src/ai-v6.ts'],
    dts: { entry: 'src/index.ts' },
    // The command below and the AI SDK 6 declarations are built into dist/ at the same time:
    // keep their files while cleaning.
    clean: ['!cli.js', '!page/**', '!ai-v6.d.ts', '!ai-v6.d.cts'],
  },
  {
    ...library,
    // The AI SDK 6 declarations on their own: built with the main ones, the two would share a
    // chunk that names V4 types, which a project with only @ai-sdk/provider@3 cannot resolve.
    entry: ['src/ai-v6.ts'],
    dts: { only: true },
    clean: false,
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
