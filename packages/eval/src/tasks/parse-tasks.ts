import type { EvalTask } from './eval-task';
import { parseTask } from './parse-task';
import { TaskLineError } from './task-line-error';

/** A line of a task file that could not be read. */
export interface TaskProblem {
  /** 1-based line number. */
  line: number;
  message: string;
}

/** The tasks of a file and what was wrong with its lines (empty when it is valid). */
export interface ParsedTasks {
  tasks: EvalTask[];
  problems: TaskProblem[];
}

/**
 * Reads a task file: JSONL, one task object per line (blank lines are skipped). Every line is
 * checked, so all problems are reported at once; ids must be unique across the file.
 *
 * @param text - The file's text.
 * @returns The tasks read, and the problems with their line numbers.
 */
export function parseTasks(text: string): ParsedTasks {
  const tasks: EvalTask[] = [];
  const problems: TaskProblem[] = [];
  const ids = new Map<string, number>();
  const lines = text.split('\n');
  for (let index = 0; index < lines.length; index++) {
    const line = (lines[index] as string).trim();
    if (line === '') continue;
    const lineNumber = index + 1;
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch (error) {
      problems.push({
        line: lineNumber,
        message: `not valid JSON (${(error as Error).message}); each line holds one task object.`,
      });
      continue;
    }
    // The id counts from the line that first names it, even when that line is broken otherwise:
    // a duplicate must be reported whichever of its lines gets fixed first.
    const rawId = idOf(value);
    const first = rawId === undefined ? undefined : ids.get(rawId);
    if (rawId !== undefined && first === undefined) ids.set(rawId, lineNumber);
    try {
      const task = parseTask(value);
      const seen = first;
      if (seen !== undefined) {
        problems.push({
          line: lineNumber,
          message: `id "${task.id}" is already used on line ${seen}; ids must be unique.`,
        });
        continue;
      }
      tasks.push(task);
    } catch (error) {
      if (!(error instanceof TaskLineError)) throw error;
      problems.push({ line: lineNumber, message: error.message });
    }
  }
  if (tasks.length === 0 && problems.length === 0) {
    problems.push({
      line: 1,
      message: 'the file holds no task; write one JSON task object per line.',
    });
  }
  return { tasks, problems };
}

/** The id a task line names (`parseTask` reads numbers as their text too), if any. */
function idOf(value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null || !('id' in value)) return undefined;
  const { id } = value;
  if (typeof id === 'string' && id.trim() !== '') return id;
  if (typeof id === 'number' && Number.isFinite(id)) return String(id);
  return undefined;
}
