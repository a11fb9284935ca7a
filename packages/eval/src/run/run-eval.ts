import type { LanguageModelV4Middleware } from '@ai-sdk/provider';
import {
  type ConstrainTarget,
  createToolMiddleware,
  type PresetName,
  presetDefinitions,
} from '@tool/parser';
import { isBfclTask, scoreBfcl } from '../bfcl/bfcl-task';
import type { RecordedOutput, RecordedTurn } from '../recording/recording-format';
import { matchCalls } from '../scoring/match-calls';
import type { TaskOutcome } from '../scoring/task-outcome';
import type { EvalTask } from '../tasks/eval-task';
import {
  type AnswerSource,
  EndpointUnusableError,
  type Job,
  type JobResult,
} from './answer-source';
import type { RawOutput } from './raw-output';
import { runPool } from './run-pool';

/** What {@link runEval} runs. */
export interface RunEvalOptions {
  presets: readonly PresetName[];
  /** Middlewares scored beside the presets under their own names (`--chat-template`). */
  others?: ReadonlyArray<{ readonly name: string; readonly middleware: LanguageModelV4Middleware }>;
  tasks: readonly EvalTask[];
  source: AnswerSource;
  /** Times each task is asked per preset; default 1. */
  samples?: number;
  /** Requests in flight at once; default 4. */
  concurrency?: number;
  /** Aborting stops the run: no new request starts, running ones are cancelled. */
  signal?: AbortSignal;
  /** Told every outcome as it is scored (progress bars). */
  onOutcome?: (outcome: TaskOutcome, done: number, planned: number) => void;
  /** Told every answer as it arrives, before scoring (the `--out` recording). */
  onOutput?: (preset: string, output: RecordedOutput) => void;
  /** The server whose grammar fields every request carries (docs/grammar.md); default none. */
  constrain?: ConstrainTarget;
}

/** What a run produced, complete or not. */
export interface EvalRun {
  outcomes: TaskOutcome[];
  /** Jobs the run set out to do: tasks × samples × presets. */
  planned: number;
  /** Stopped by the signal before every job was done. */
  interrupted: boolean;
  /** Set when the endpoint could not serve the run; says what to check. */
  endpointProblem?: string;
}

/**
 * Runs every task through every preset, `samples` times, and scores each answer. Jobs go task
 * by task (every preset of a task before the next task), so a run stopped early still compares
 * the presets on the same tasks. The first job runs alone: an endpoint that cannot be used is
 * found by one request, not by a burst.
 */
export async function runEval(options: RunEvalOptions): Promise<EvalRun> {
  const { tasks, presets, source, samples = 1, concurrency = 4 } = options;
  // The question is which format the model writes, so each preset reads its own format only:
  // with the neighbours every preset reads by default (its salvage), every preset would pass a
  // model that writes Hermes JSON.
  const middlewares = new Map<string, LanguageModelV4Middleware>([
    ...presets.map(
      (preset) =>
        [
          preset,
          createToolMiddleware({
            ...presetDefinitions[preset],
            fallbackProtocols: [],
            ...(options.constrain === undefined ? {} : { constrain: options.constrain }),
          }),
        ] as const,
    ),
    ...(options.others ?? []).map(({ name, middleware }) => [name, middleware] as const),
  ]);
  const jobs: Job[] = [];
  for (const task of tasks) {
    for (let sample = 0; sample < samples; sample++) {
      for (const [preset, middleware] of middlewares)
        jobs.push({ preset, middleware, task, sample });
    }
  }
  const outcomes: TaskOutcome[] = [];
  const stop = new AbortController();
  const outer = options.signal;
  const onAbort = () => stop.abort(outer?.reason);
  outer?.addEventListener('abort', onAbort, { once: true });
  const run: EvalRun = { outcomes, planned: jobs.length, interrupted: false };

  const order = new Map(jobs.map((job, index) => [job, index]));
  const position = new Map<TaskOutcome, number>();
  const work = async (job: Job): Promise<void> => {
    let result: JobResult;
    try {
      result = await source.answer(job, stop.signal);
    } catch (error) {
      if (stop.signal.aborted) return;
      if (error instanceof EndpointUnusableError) {
        run.endpointProblem ??= error.message;
        stop.abort(error);
        return;
      }
      throw error;
    }
    if (result.kind === 'missing') return;
    const outcome = scoreResult(job, result);
    options.onOutput?.(job.preset, recordOf(job, result));
    outcomes.push(outcome);
    position.set(outcome, order.get(job) ?? 0);
    options.onOutcome?.(outcome, outcomes.length, jobs.length);
  };

  try {
    const [first, ...rest] = jobs;
    if (first !== undefined) await runPool([first], 1, work, stop.signal);
    await runPool(rest, concurrency, work, stop.signal);
  } finally {
    outer?.removeEventListener('abort', onAbort);
  }
  // Answers arrive in any order under concurrency; report them in job order, so two runs of the
  // same recording print the same thing.
  outcomes.sort((a, b) => (position.get(a) ?? 0) - (position.get(b) ?? 0));
  run.interrupted = outer?.aborted === true || run.endpointProblem !== undefined;
  return run;
}

function scoreResult(job: Job, result: Exclude<JobResult, { kind: 'missing' }>): TaskOutcome {
  const base = {
    preset: job.preset,
    task: job.task.id,
    category: job.task.category,
    sample: job.sample,
    ...(result.latencyMs === undefined ? {} : { latencyMs: result.latencyMs }),
  };
  if (result.kind === 'failed') {
    return { ...base, passed: false, reason: result.error, error: result.error, parseFailures: {} };
  }
  const agent = result.answer.agent;
  if (agent !== undefined) {
    const { steps, calls, botched, recoveries } = agent;
    return {
      ...base,
      passed: agent.failure === undefined,
      ...(agent.failure === undefined ? {} : { reason: agent.failure }),
      parseFailures: result.answer.parseFailures,
      agent: { steps, calls, botched, recoveries },
    };
  }
  const verdict = isBfclTask(job.task)
    ? scoreBfcl(job.task, result.answer.calls)
    : matchCalls(job.task.expected, result.answer.calls);
  return {
    ...base,
    passed: verdict.passed,
    ...(verdict.passed ? {} : { reason: verdict.reason }),
    parseFailures: result.answer.parseFailures,
  };
}

function recordOf(job: Job, result: Exclude<JobResult, { kind: 'missing' }>): RecordedOutput {
  const common = {
    task: job.task.id,
    sample: job.sample,
    ...(result.latencyMs === undefined ? {} : { latencyMs: result.latencyMs }),
  };
  if (result.kind === 'failed') return { ...common, error: result.error };
  const raw = result.raw;
  if (raw === undefined) return common;
  return {
    ...common,
    text: raw.text,
    ...(raw.reasoning === undefined ? {} : { reasoning: raw.reasoning }),
    finishReason: raw.finishReason,
    ...(raw.rawFinishReason === undefined ? {} : { rawFinishReason: raw.rawFinishReason }),
    promptSha256: raw.promptSha256,
    ...(result.kind === 'answered' && result.turns !== undefined
      ? { turns: result.turns.map(recordedTurn) }
      : {}),
  };
}

function recordedTurn(raw: RawOutput): RecordedTurn {
  return {
    text: raw.text,
    ...(raw.reasoning === undefined ? {} : { reasoning: raw.reasoning }),
    finishReason: raw.finishReason,
    ...(raw.rawFinishReason === undefined ? {} : { rawFinishReason: raw.rawFinishReason }),
    promptSha256: raw.promptSha256,
  };
}
