import type { TaskOutcome } from '../scoring/task-outcome';

/** Shows a run's progress; the command draws it on a terminal only. */
export interface Progress {
  update(outcome: TaskOutcome, done: number, planned: number): void;
  stop(): void;
}

/** Makes a {@link Progress} for a run of `planned` task runs over `presets`. */
export type ProgressFactory = (planned: number, presets: readonly string[]) => Progress;
