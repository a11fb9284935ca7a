import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { builtinAgentTasks } from '../agent/agent-suite';
import type { EvalTask } from '../tasks/eval-task';
import { parseTasks } from '../tasks/parse-tasks';
import { isRecord } from '../tasks/task-line-error';
import { RecordingError } from './recording-error';
import {
  RECORDING_FORMAT,
  RECORDING_VERSION,
  type RecordedOutput,
  type RecordedTurn,
  type RecordingManifest,
} from './recording-format';

/** A recording read back: what was run, the tasks, and the answers by preset and job. */
export interface Recording {
  manifest: RecordingManifest;
  tasks: EvalTask[];
  /** Preset → `outputKey(task, sample)` → the recorded answer. */
  outputs: Map<string, Map<string, RecordedOutput>>;
}

/** The key of one task sample in {@link Recording.outputs}. */
export function outputKey(task: string, sample: number): string {
  return `${sample}\u0000${task}`;
}

/**
 * Reads a recording folder written by `--out` (see `recording-format.ts`).
 *
 * @throws {RecordingError} When the folder is not a recording, or a line cannot be read (with
 *   the file and line).
 */
export function readRecording(dir: string): Recording {
  const manifestPath = join(dir, 'run.json');
  if (!existsSync(manifestPath)) {
    throw new RecordingError(`--replay ${dir} holds no run.json; give a folder written by --out.`);
  }
  const manifest = toManifest(readJson(manifestPath), manifestPath);
  const tasksPath = join(dir, 'tasks.jsonl');
  const parsed = parseTasks(readText(tasksPath));
  const problem = parsed.problems[0];
  if (problem !== undefined)
    throw new RecordingError(`${tasksPath}:${problem.line}: ${problem.message}`);

  const outputs = new Map<string, Map<string, RecordedOutput>>();
  const outputsDir = join(dir, 'outputs');
  const files = existsSync(outputsDir)
    ? readdirSync(outputsDir).filter((name) => name.endsWith('.jsonl'))
    : [];
  for (const file of files.sort()) {
    const byJob = new Map<string, RecordedOutput>();
    const lines = readText(join(outputsDir, file)).split('\n');
    lines.forEach((line, index) => {
      if (line.trim() === '') return;
      const output = parseOutput(line, `${join(outputsDir, file)}:${index + 1}`);
      byJob.set(outputKey(output.task, output.sample), output);
    });
    outputs.set(file.slice(0, -'.jsonl'.length), byJob);
  }
  return {
    manifest,
    tasks: withBfclSpecs(withAgentSpecs(parsed.tasks), readText(tasksPath)),
    outputs,
  };
}

function toManifest(value: unknown, where: string): RecordingManifest {
  if (!isRecord(value) || value.format !== RECORDING_FORMAT) {
    throw new RecordingError(`${where} is not a tool-eval recording.`);
  }
  if (value.version !== RECORDING_VERSION) {
    throw new RecordingError(
      `${where} is a version ${String(value.version)} recording; this tool-eval reads version ${RECORDING_VERSION}.`,
    );
  }
  const { model, samples, presets } = value;
  if (typeof model !== 'string' || typeof samples !== 'number' || !Array.isArray(presets)) {
    throw new RecordingError(`${where} lacks "model", "samples" or "presets".`);
  }
  const text = (field: unknown) => (typeof field === 'string' ? field : '');
  const status =
    value.status === 'complete' || value.status === 'interrupted' ? value.status : 'running';
  return {
    format: RECORDING_FORMAT,
    version: RECORDING_VERSION,
    model,
    baseUrl: text(value.baseUrl),
    presets: presets.map(String),
    samples,
    tasks: text(value.tasks),
    taskCount: typeof value.taskCount === 'number' ? value.taskCount : 0,
    startedAt: text(value.startedAt),
    ...(typeof value.finishedAt === 'string' ? { finishedAt: value.finishedAt } : {}),
    status,
  };
}

function parseOutput(line: string, where: string): RecordedOutput {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch (error) {
    // A run killed mid-write can leave its last line cut short; say so rather than guess.
    throw new RecordingError(
      `${where}: not valid JSON (${(error as Error).message}); delete the line to replay the rest.`,
    );
  }
  if (!isRecord(value) || typeof value.task !== 'string' || typeof value.sample !== 'number') {
    throw new RecordingError(`${where}: expected an object with "task" and "sample".`);
  }
  const { task, sample, text, error } = value;
  if (typeof text !== 'string' && typeof error !== 'string') {
    throw new RecordingError(`${where}: an output needs "text" (or "error" for a failed request).`);
  }
  const optionalText = (key: 'reasoning' | 'rawFinishReason' | 'promptSha256') =>
    typeof value[key] === 'string' ? { [key]: value[key] } : {};
  return {
    task,
    sample,
    ...(typeof text === 'string' ? { text } : {}),
    ...(typeof error === 'string' ? { error } : {}),
    ...optionalText('reasoning'),
    ...optionalText('rawFinishReason'),
    ...optionalText('promptSha256'),
    ...(isFinishReason(value.finishReason) ? { finishReason: value.finishReason } : {}),
    ...(typeof value.latencyMs === 'number' ? { latencyMs: value.latencyMs } : {}),
    ...(Array.isArray(value.turns)
      ? { turns: value.turns.map((turn) => parseTurn(turn, where)) }
      : {}),
  };
}

function parseTurn(value: unknown, where: string): RecordedTurn {
  if (!isRecord(value) || typeof value.text !== 'string' || !isFinishReason(value.finishReason)) {
    throw new RecordingError(`${where}: every entry of "turns" needs "text" and "finishReason".`);
  }
  return {
    text: value.text,
    finishReason: value.finishReason,
    promptSha256: typeof value.promptSha256 === 'string' ? value.promptSha256 : '',
    ...(typeof value.reasoning === 'string' ? { reasoning: value.reasoning } : {}),
    ...(typeof value.rawFinishReason === 'string'
      ? { rawFinishReason: value.rawFinishReason }
      : {}),
  };
}

/** A BFCL task's functions and ground truth are data: they come back from its line as written. */
function withBfclSpecs(tasks: EvalTask[], text: string): EvalTask[] {
  const specs = new Map<string, unknown>();
  for (const line of text.split('\n')) {
    if (!line.includes('"bfcl"')) continue;
    const value: unknown = JSON.parse(line);
    if (isRecord(value) && typeof value.id === 'string' && isRecord(value.bfcl)) {
      specs.set(value.id, value.bfcl);
    }
  }
  return tasks.map((task) => {
    const spec = specs.get(task.id);
    return spec === undefined ? task : { ...task, bfcl: spec };
  });
}

/**
 * An agent task's tools are code, which `tasks.jsonl` cannot hold: a recorded task of category
 * `agent` whose id is a built-in agent task gets that task's world, solution and check back.
 */
function withAgentSpecs(tasks: EvalTask[]): EvalTask[] {
  const agents = new Map(builtinAgentTasks().map((task) => [task.id, task.agent]));
  return tasks.map((task) => {
    const agent = task.category === 'agent' ? agents.get(task.id) : undefined;
    return agent === undefined ? task : { ...task, agent };
  });
}

const FINISH_REASONS = [
  'stop',
  'length',
  'content-filter',
  'tool-calls',
  'error',
  'interrupted',
  'other',
] as const;

function isFinishReason(value: unknown): value is (typeof FINISH_REASONS)[number] {
  return (FINISH_REASONS as readonly unknown[]).includes(value);
}

function readJson(path: string): unknown {
  try {
    return JSON.parse(readText(path));
  } catch (error) {
    if (error instanceof RecordingError) throw error;
    throw new RecordingError(`${path} is not valid JSON (${(error as Error).message}).`);
  }
}

function readText(path: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch (error) {
    throw new RecordingError(`cannot read ${path}: ${(error as Error).message}`);
  }
}
