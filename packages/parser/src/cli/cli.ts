#!/usr/bin/env node
import { readFile } from 'node:fs/promises';
import { runCli } from './run-cli';

/** Exit code for a failure of the command itself (a bug), apart from 0, 1 and 2. */
const EXIT_INTERNAL = 3;

const argv = process.argv.slice(2);
const stop = new AbortController();
// Only the page runs until stopped; elsewhere Ctrl-C keeps its default meaning.
if (argv.includes('--serve')) {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => stop.abort());
}

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

runCli(argv, {
  stdout: process.stdout,
  stderr: process.stderr,
  stdin: process.stdin,
  env: process.env,
  readStdin,
  readFile: (path) => readFile(path, 'utf8'),
  signal: stop.signal,
}).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    const detail = error instanceof Error ? (error.stack ?? error.message) : String(error);
    process.stderr.write(`tool-parser: unexpected failure, please report it:\n${detail}\n`);
    process.exitCode = EXIT_INTERNAL;
  },
);
