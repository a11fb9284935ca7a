import { readFileSync } from 'node:fs';
import { builtinAgentTasks } from './agent/agent-suite';
import type { EvalTask } from './tasks/eval-task';
import { parseTasks } from './tasks/parse-tasks';

/**
 * Where the built-in suite ships: `suite/builtin.jsonl` in the package, a valid `--tasks` file.
 * The path is the same from `src/` and from the bundles in `dist/`.
 */
export const BUILTIN_SUITE_URL = new URL('../suite/builtin.jsonl', import.meta.url);

/**
 * The built-in suite: tasks written for this project in six single-answer categories (simple,
 * multiple, parallel, parallel-multiple, irrelevance, multi-turn), read from
 * {@link BUILTIN_SUITE_URL}, then the `agent` tasks, whose tools are code and really run.
 */
export function builtinTasks(): EvalTask[] {
  const { tasks, problems } = parseTasks(readFileSync(BUILTIN_SUITE_URL, 'utf8'));
  const problem = problems[0];
  if (problem !== undefined) {
    throw new Error(`The built-in suite is broken at line ${problem.line}: ${problem.message}`);
  }
  return [...tasks, ...builtinAgentTasks()];
}
