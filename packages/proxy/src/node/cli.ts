#!/usr/bin/env node
import { EXIT_STOPPED_AT_ONCE, firstStopSignal } from '../shutdown/stop-gracefully';
import { runCli } from './run-cli';

/** Exit code for a failure of the command itself (a bug), apart from 0, 1 and 2. */
const EXIT_INTERNAL = 3;

// The first SIGTERM/SIGINT drains; a second one stops at once (Ctrl-C twice).
const stopRequested = firstStopSignal(
  (signal, handler) => process.on(signal, handler),
  () => process.exit(EXIT_STOPPED_AT_ONCE),
);

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
