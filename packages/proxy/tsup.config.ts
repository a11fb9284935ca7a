import { defineConfig } from 'tsup';

/** The published entries with types; the bin (`cli`) is added below. */
const entries = {
  index: 'src/index.ts',
  node: 'src/node/index.ts',
  worker: 'src/runtimes/worker.ts',
  bun: 'src/runtimes/bun.ts',
  deno: 'src/runtimes/deno.ts',
};

export default defineConfig({
  // One build, so the entries share chunks (one copy of the app, one OpenAIError class):
  // `index` and `worker` use web-standard APIs only; `node` and `cli` add node:http through
  // @hono/node-server; `bun` and `deno` are programs for those runtimes.
  entry: { ...entries, cli: 'src/node/cli.ts' },
  format: ['esm'],
  target: 'es2022',
  platform: 'neutral',
  external: [/^node:/],
  removeNodeProtocol: false,
  dts: { entry: entries },
  clean: true,
});
