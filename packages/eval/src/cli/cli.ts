#!/usr/bin/env node
import { readFile } from 'node:fs/promises';
import { runCli } from './run-cli';
import { terminalProgress } from './terminal-progress';

/** Exit code for a failure of the command itself (a bug), apart from 0, 1, 2 and 130. */
const EXIT_INTERNAL = 3;

const stop = new AbortController();
// The first Ctrl-C stops the run cleanly (answers so far are kept and reported); a second one
// quits at once.
process.on('SIGINT', () => {
  if (stop.signal.aborted) process.exit(130);
  process.stderr.write('\ntool-eval: stopping; press Ctrl-C again to quit at once.\n');
  stop.abort(new Error('interrupted'));
});

runCli(process.argv.slice(2), {
  stdout: process.stdout,
  stderr: process.stderr,
  env: process.env,
  readFile: (path) => readFile(path, 'utf8'),
  signal: stop.signal,
  ...(process.stderr.isTTY
    ? {
        progress: (planned: number, presets: readonly string[]) =>
          terminalProgress(process.stderr, planned, presets),
      }
    : {}),
}).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    const detail = error instanceof Error ? (error.stack ?? error.message) : String(error);
    process.stderr.write(`tool-eval: unexpected failure, please report it:\n${detail}\n`);
    process.exitCode = EXIT_INTERNAL;
  },
);
