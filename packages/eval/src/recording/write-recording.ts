import { appendFileSync, existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { EvalTask } from '../tasks/eval-task';
import { RecordingError } from './recording-error';
import type { RecordedOutput, RecordingManifest } from './recording-format';

/** An open recording: answers are appended as they arrive. */
export interface RecordingWriter {
  readonly dir: string;
  append(preset: string, output: RecordedOutput): void;
  finish(status: 'complete' | 'interrupted'): void;
}

/**
 * Starts a recording in `dir` (created when missing; it must not hold files already, so two
 * runs never mix). Writes are synchronous: every answer is on disk the moment it is appended, so
 * Ctrl-C or a crash loses nothing that arrived.
 *
 * @throws {RecordingError} When `dir` is not empty or cannot be written.
 */
export function createRecording(
  dir: string,
  manifest: Omit<RecordingManifest, 'status'>,
  tasks: readonly EvalTask[],
): RecordingWriter {
  try {
    if (existsSync(dir) && readdirSync(dir).length > 0) {
      throw new RecordingError(
        `--out ${dir} is not empty; give a new folder so two runs never mix (or delete it).`,
      );
    }
    mkdirSync(join(dir, 'outputs'), { recursive: true });
    writeFileSync(
      join(dir, 'tasks.jsonl'),
      // An agent task's world and check are code: the replay takes them from the built-in suite.
      tasks.map((task) => `${JSON.stringify({ ...task, agent: undefined })}\n`).join(''),
    );
  } catch (error) {
    if (error instanceof RecordingError) throw error;
    throw new RecordingError(`cannot write the recording to ${dir}: ${(error as Error).message}`);
  }
  const writeManifest = (status: RecordingManifest['status'], finishedAt?: string) =>
    writeFileSync(
      join(dir, 'run.json'),
      `${JSON.stringify({ ...manifest, status, ...(finishedAt === undefined ? {} : { finishedAt }) }, null, 2)}\n`,
    );
  writeManifest('running');
  return {
    dir,
    append(preset, output) {
      appendFileSync(join(dir, 'outputs', `${preset}.jsonl`), `${JSON.stringify(output)}\n`);
    },
    finish(status) {
      writeManifest(status, new Date().toISOString());
    },
  };
}
