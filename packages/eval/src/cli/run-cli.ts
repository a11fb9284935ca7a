import { type ConstrainTarget, presetForModel, presetNames } from '@tool/parser';
import { RecordingError } from '../recording/recording-error';
import { RECORDING_FORMAT, RECORDING_VERSION } from '../recording/recording-format';
import { createRecording, type RecordingWriter } from '../recording/write-recording';
import { type FailedTask, jsonReport } from '../report/json-report';
import { renderTable } from '../report/render-table';
import { createLiveSource } from '../run/live-source';
import { probeConstraint } from '../run/probe-constraint';
import { createReplaySource } from '../run/replay-source';
import { type EvalRun, runEval } from '../run/run-eval';
import { rankPresets } from '../scoring/rank-presets';
import { categoryOrder, summarize } from '../scoring/summarize';
import { loadInputs, type RunInputs } from './load-inputs';
import { type EvalArgs, parseEvalArgs } from './parse-eval-args';
import type { ProgressFactory } from './progress';
import { usageText } from './usage';

/** Exit codes: the run finished, the endpoint could not be used, usage error, Ctrl-C. */
export const EXIT = { ran: 0, endpoint: 1, usage: 2, interrupted: 130 } as const;

/** Everything the command touches outside itself, so tests run it in-process. */
export interface CliIo {
  stdout: { write(text: string): unknown };
  stderr: { write(text: string): unknown };
  env: Readonly<Record<string, string | undefined>>;
  readFile(path: string): Promise<string>;
  /** Ctrl-C: aborting stops the run, which still reports what it measured. */
  signal?: AbortSignal;
  /** A progress display (the command passes a terminal bar when standard error is one). */
  progress?: ProgressFactory;
}

/**
 * Runs `tool-eval` with the given arguments (without the node and script paths) and returns the
 * exit code: 0 when the run finished, 1 when the endpoint could not be used, 2 on a usage error,
 * 130 when stopped by the signal (after printing what was measured).
 */
export async function runCli(argv: readonly string[], io: CliIo): Promise<number> {
  const parsed = parseEvalArgs(argv, io.env);
  if (parsed.kind === 'help') {
    io.stdout.write(usageText());
    return EXIT.ran;
  }
  if (parsed.kind === 'usage-error') return usageError(io, parsed.message);
  const { args } = parsed;
  const inputs = await loadInputs(args, io.readFile);
  if ('usage' in inputs) return usageError(io, inputs.usage);
  const presets = [...inputs.presets].sort(
    (a, b) => presetNames.indexOf(a) - presetNames.indexOf(b),
  );

  let recorder: RecordingWriter | undefined;
  if (args.outDir !== undefined) {
    try {
      recorder = createRecording(
        args.outDir,
        {
          format: RECORDING_FORMAT,
          version: RECORDING_VERSION,
          model: inputs.model,
          baseUrl: args.baseUrl ?? '',
          presets,
          samples: inputs.samples,
          tasks: inputs.tasksLabel,
          taskCount: inputs.tasks.length,
          startedAt: new Date().toISOString(),
        },
        inputs.tasks,
      );
    } catch (error) {
      if (error instanceof RecordingError) return usageError(io, error.message);
      throw error;
    }
  }

  const replay = inputs.recording === undefined ? undefined : createReplaySource(inputs.recording);
  if (args.constrain !== undefined && replay === undefined) {
    await reportProbe(io, args.constrain, {
      baseUrl: args.baseUrl ?? '',
      model: inputs.model,
      ...(args.apiKey === undefined ? {} : { apiKey: args.apiKey }),
    });
  }
  const source =
    replay ??
    createLiveSource({
      baseUrl: args.baseUrl ?? '',
      model: inputs.model,
      timeoutMs: args.timeoutMs,
      retries: args.retries,
      ...(args.apiKey === undefined ? {} : { apiKey: args.apiKey }),
      ...(args.temperature === undefined ? {} : { temperature: args.temperature }),
    });
  const progress = io.progress?.(inputs.tasks.length * inputs.samples * presets.length);
  let run: EvalRun;
  try {
    run = await runEval({
      presets,
      tasks: inputs.tasks,
      source,
      samples: inputs.samples,
      concurrency: args.concurrency,
      ...(args.constrain === undefined ? {} : { constrain: args.constrain }),
      ...(io.signal === undefined ? {} : { signal: io.signal }),
      ...(progress === undefined
        ? {}
        : { onOutcome: (outcome, done, planned) => progress.update(outcome, done, planned) }),
      ...(recorder === undefined
        ? {}
        : { onOutput: (preset, output) => recorder.append(preset, output) }),
    });
  } finally {
    progress?.stop();
  }
  recorder?.finish(run.interrupted ? 'interrupted' : 'complete');

  if (run.endpointProblem !== undefined && run.outcomes.length === 0) {
    io.stderr.write(`tool-eval: ${run.endpointProblem}\n`);
    return EXIT.endpoint;
  }
  report(io, args, inputs, presets, run);
  if (replay !== undefined && replay.changedPrompts > 0) {
    io.stderr.write(
      `tool-eval: note: ${replay.changedPrompts} prompt(s) differ from the recording (a preset's instructions changed since); the recorded answers were given to the old prompts.\n`,
    );
  }
  if (recorder !== undefined)
    io.stderr.write(`tool-eval: recorded ${run.outcomes.length} answers in ${recorder.dir}\n`);
  if (run.endpointProblem !== undefined) {
    io.stderr.write(`tool-eval: stopped: ${run.endpointProblem}\n`);
    return EXIT.endpoint;
  }
  return run.interrupted ? EXIT.interrupted : EXIT.ran;
}

function report(
  io: CliIo,
  args: EvalArgs,
  inputs: RunInputs,
  presets: readonly string[],
  run: EvalRun,
): void {
  const summaries = summarize(presets, run.outcomes);
  const ranking = rankPresets(summaries, presetForModel(inputs.model));
  if (args.json) {
    const failed = new Map<string, FailedTask[]>();
    for (const outcome of run.outcomes) {
      if (outcome.passed) continue;
      const list = failed.get(outcome.preset) ?? [];
      list.push({ task: outcome.task, sample: outcome.sample, reason: outcome.reason ?? 'failed' });
      failed.set(outcome.preset, list);
    }
    io.stdout.write(`${JSON.stringify(jsonReport(inputs.model, ranking, failed), null, 2)}\n`);
    return;
  }
  io.stdout.write(
    renderTable(ranking, {
      model: inputs.model,
      source: inputs.recording === undefined ? (args.baseUrl ?? '') : `replay of ${args.replayDir}`,
      taskCount: inputs.tasks.length,
      tasks: inputs.tasksLabel,
      samples: inputs.samples,
      categories: categoryOrder(run.outcomes),
      // A live run stopped early, or the replay of a recording that was.
      ...(run.outcomes.length < run.planned
        ? { partial: { done: run.outcomes.length, planned: run.planned } }
        : {}),
    }),
  );
}

function usageError(io: CliIo, message: string): number {
  io.stderr.write(`tool-eval: ${message}\nRun \`tool-eval --help\` for every option.\n`);
  return EXIT.usage;
}

const PROBE_MEANINGS = {
  obeyed: 'it obeyed a probe grammar that forbade the obvious answer: calls are constrained',
  ignored:
    'it ignored a probe grammar that forbade the obvious answer: these scores are unconstrained',
  failed: 'the probe request failed, so whether it honours grammars is unknown',
} as const;

/** Says, before the run, whether the endpoint honours the `--constrain` target's fields. */
async function reportProbe(
  io: CliIo,
  target: ConstrainTarget,
  endpoint: { baseUrl: string; model: string; apiKey?: string },
): Promise<void> {
  const { verdict, detail } = await probeConstraint({ ...endpoint, target });
  io.stderr.write(
    `tool-eval: --constrain ${target}: ${PROBE_MEANINGS[verdict]} (${verdict === 'failed' ? detail : `answer ${detail}`}).\n`,
  );
}
