#!/usr/bin/env node
import { runCli } from './run-cli';

/** Exit code for a failure of the command itself (a bug), apart from 0, 1 and 2. */
const EXIT_INTERNAL = 3;

// The first SIGTERM/SIGINT drains; a second one stops at once (Ctrl-C twice).
let stopping = false;
const stopRequested = new Promise<string>((resolve) => {
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => {
      if (stopping) process.exit(130);
      stopping = true;
      resolve(signal);
    });
  }
});

runCli(process.argv.slice(2), {
  stdout: process.stdout,
  stderr: process.stderr,
  env: process.env,
  stopRequested,
}).then(
  (code) => {
    process.exit(code);
  },
  (error: unknown) => {
    const detail = error instanceof Error ? (error.stack ?? error.message) : String(error);
    process.stderr.write(`tool-proxy: unexpected failure, please report it:\n${detail}\n`);
    process.exit(EXIT_INTERNAL);
  },
);
