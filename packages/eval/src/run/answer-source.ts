import type { LanguageModelV4Middleware } from '@ai-sdk/provider';
import type { EvalTask } from '../tasks/eval-task';
import type { TaskAnswer } from './answer-task';
import type { RawOutput } from './raw-output';

/** One request of a run: a task, asked once (sample n) through one preset's middleware. */
export interface Job {
  preset: string;
  middleware: LanguageModelV4Middleware;
  task: EvalTask;
  sample: number;
}

/** How a job ended. */
export type JobResult =
  | {
      kind: 'answered';
      answer: TaskAnswer;
      latencyMs?: number;
      raw?: RawOutput;
      /** Every model answer of an agent run, in order (`raw` is the first). */
      turns?: RawOutput[];
    }
  | { kind: 'failed'; error: string; latencyMs?: number }
  /** A replay that holds no answer for this job (an interrupted recording). */
  | { kind: 'missing' };

/** Where answers come from: the endpoint, or a recording. */
export interface AnswerSource {
  answer(job: Job, signal: AbortSignal): Promise<JobResult>;
}

/** Thrown by a source when the endpoint cannot serve the run; the message says what to check. */
export class EndpointUnusableError extends Error {
  override readonly name = 'EndpointUnusableError';
}
