import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type BfclEvalTask, bfclTask } from './bfcl-task';

/** Categories whose judging needs more than one answer, an executor, or another language's types. */
const UNSUPPORTED = /^(multi_turn|memory|web_search|format_sensitivity)|^simple_(java|javascript)$/;

/** Where a checkout keeps the data folder, tried below the folder given. */
const DATA_DIRS = ['', 'bfcl_eval/data', 'berkeley-function-call-leaderboard/bfcl_eval/data'];

/** A question file of one category, newest version first. */
interface CategoryFile {
  category: string;
  version: number;
  file: string;
}

/**
 * Reads BFCL's own files as tasks: `DIR/BFCL_v<N>_<category>.json` (one question per line) and
 * `DIR/possible_answer/` the same name (one ground truth per line, by `id`). DIR may be the data
 * folder or a checkout above it. Categories that need several answers or an executor (multi-turn,
 * memory, web search) and the Java/JavaScript ones are not read.
 *
 * @param categories - `simple`, `live_multiple`, …; default every supported category found.
 *   `simple` also names `simple_python` (its name since v4).
 * @returns The tasks, or a message for the user.
 */
export function readBfcl(dir: string, categories?: readonly string[]): BfclEvalTask[] | string {
  const dataDir = DATA_DIRS.map((sub) => join(dir, sub)).find(
    (candidate) =>
      existsSync(candidate) &&
      readdirSync(candidate).some((name) => /^BFCL_v\d+_.+\.json$/.test(name)),
  );
  if (dataDir === undefined) {
    return `--bfcl ${dir} holds no BFCL_v<N>_<category>.json files; give the data folder of a gorilla checkout (berkeley-function-call-leaderboard/bfcl_eval/data).`;
  }
  const files = newestFiles(dataDir);
  const supported = [...files.keys()].filter((category) => !UNSUPPORTED.test(category)).sort();
  const wanted = categories ?? supported;
  const chosen: CategoryFile[] = [];
  for (const name of wanted) {
    const entry = files.get(name) ?? (name === 'simple' ? files.get('simple_python') : undefined);
    if (entry === undefined || UNSUPPORTED.test(entry.category)) {
      return `--bfcl-categories: ${name} is not a single-answer category of ${dataDir}; choose from ${supported.join(', ')}.`;
    }
    chosen.push(entry);
  }
  const tasks: BfclEvalTask[] = [];
  for (const entry of chosen) {
    const read = readCategory(dataDir, entry);
    if (typeof read === 'string') return read;
    tasks.push(...read);
  }
  return tasks;
}

function newestFiles(dataDir: string): Map<string, CategoryFile> {
  const files = new Map<string, CategoryFile>();
  for (const file of readdirSync(dataDir)) {
    const match = /^BFCL_v(\d+)_(.+)\.json$/.exec(file);
    if (match === null) continue;
    const entry = { category: match[2] as string, version: Number(match[1]), file };
    const known = files.get(entry.category);
    if (known === undefined || known.version < entry.version) files.set(entry.category, entry);
  }
  return files;
}

function readCategory(dataDir: string, entry: CategoryFile): BfclEvalTask[] | string {
  const questionPath = join(dataDir, entry.file);
  const answerPath = join(dataDir, 'possible_answer', entry.file);
  const questions = readLines(questionPath);
  if (typeof questions === 'string') return questions;
  const needsAnswers = !entry.category.endsWith('relevance');
  const answers = new Map<string, Record<string, unknown>>();
  if (needsAnswers) {
    const lines = readLines(answerPath);
    if (typeof lines === 'string') return lines;
    for (const { value } of lines) if (typeof value.id === 'string') answers.set(value.id, value);
  }
  const tasks: BfclEvalTask[] = [];
  for (const { line, value } of questions) {
    try {
      tasks.push(bfclTask(value, answers.get(String(value.id)), entry.category));
    } catch (error) {
      return `${questionPath}:${line}: ${(error as Error).message}.`;
    }
  }
  return tasks;
}

function readLines(path: string): Array<{ line: number; value: Record<string, unknown> }> | string {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    return `cannot read ${path}: ${(error as Error).message}`;
  }
  const out: Array<{ line: number; value: Record<string, unknown> }> = [];
  const lines = text.split('\n');
  for (let index = 0; index < lines.length; index++) {
    const raw = lines[index]?.trim() ?? '';
    if (raw === '') continue;
    let value: unknown;
    try {
      value = JSON.parse(raw);
    } catch (error) {
      return `${path}:${index + 1}: not JSON (${(error as Error).message}).`;
    }
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      return `${path}:${index + 1}: expected one JSON object per line.`;
    }
    out.push({ line: index + 1, value: value as Record<string, unknown> });
  }
  return out;
}
