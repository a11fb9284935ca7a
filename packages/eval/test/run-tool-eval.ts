// Runs the tool-eval command in-process, the way the bin does, and captures what it prints.
import { mkdtempSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach } from 'vitest';
import { builtinTasks } from '../src/builtin-suite';
import { runCli } from '../src/cli/run-cli';
import type { JsonReport } from '../src/report/json-report';
import type { EvalTask } from '../src/tasks/eval-task';
import { CATEGORIES } from '../src/tasks/eval-task';

export interface ToolEvalResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs `tool-eval ARGV`. */
export async function runToolEval(
  argv: string[],
  options: { signal?: AbortSignal; env?: Record<string, string> } = {},
): Promise<ToolEvalResult> {
  let stdout = '';
  let stderr = '';
  const code = await runCli(argv, {
    stdout: { write: (text: string) => (stdout += text) },
    stderr: { write: (text: string) => (stderr += text) },
    env: options.env ?? {},
    readFile: (path) => readFile(path, 'utf8'),
    ...(options.signal === undefined ? {} : { signal: options.signal }),
  });
  return { code, stdout, stderr };
}

/** Runs `tool-eval ARGV --json` and parses the report. */
export async function runToolEvalJson(argv: string[]): Promise<JsonReport> {
  const result = await runToolEval([...argv, '--json']);
  if (result.code !== 0) throw new Error(`tool-eval exited ${result.code}: ${result.stderr}`);
  return JSON.parse(result.stdout) as JsonReport;
}

/**
 * The first `perCategory` tasks of every single-answer category of the built-in suite (agent
 * tasks are code, not lines of a --tasks file).
 */
export function suiteSample(perCategory: number): EvalTask[] {
  const tasks = builtinTasks();
  return CATEGORIES.filter((category) => category !== 'agent').flatMap((category) =>
    tasks.filter((task) => task.category === category).slice(0, perCategory),
  );
}

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A new temporary folder, removed after the test. */
export function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'tool-eval-'));
  dirs.push(dir);
  return dir;
}
