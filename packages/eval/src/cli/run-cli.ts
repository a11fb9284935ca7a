import { type ConstrainTarget, presetForModel, presetNames } from '@tool/parser';
import { compareReports } from '../compare/compare-reports';
import { readReport } from '../compare/read-report';
import { renderComparison } from '../compare/render-comparison';
import { RecordingError } from '../recording/recording-error';
import { RECORDING_FORMAT, RECORDING_VERSION } from '../recording/recording-format';
import { createRecording, type RecordingWriter } from '../recording/write-recording';
import { type JsonReport, jsonReport } from '../report/json-report';
import { renderTable } from '../report/render-table';
import { createLiveSource } from '../run/live-source';
import { probeConstraint } from '../run/probe-constraint';
import { createReplaySource } from '../run/replay-source';
import { type EvalRun, runEval } from '../run/run-eval';
import { rankPresets } from '../scoring/rank-presets';
import { categoryOrder, summarize } from '../scoring/summarize';
import { type ChatTemplateEntry, chatTemplateEntry } from './chat-template-entry';
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
  if (parsed.kind === 'compare') return compareRuns(io, parsed);
  const { args } = parsed;
  const inputs = await loadInputs(args, io.readFile);
  if ('usage' in inputs) return usageError(io, inputs.usage);
  const presets = [...inputs.presets].sort(
    (a, b) => presetNames.indexOf(a) - presetNames.indexOf(b),
  );
  const others: ChatTemplateEntry[] = [];
  if (args.chatTemplate !== undefined) {
    const entry = await chatTemplateEntry(args.chatTemplate, io.readFile);
    if ('usage' in entry) return usageError(io, entry.usage);
    others.push(entry);
  }
  const names = [...presets, ...others.map((entry) => entry.name)];

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
  const source = replay ?? liveSource(args, inputs.model);
  const progress = io.progress?.(inputs.tasks.length * inputs.samples * names.length, names);
  let run: EvalRun;
  try {
    run = await runEval({
      presets,
      others,
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
  report(io, args, inputs, names, run);
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

function liveSource(args: EvalArgs, model: string) {
  return createLiveSource({
    baseUrl: args.baseUrl ?? '',
    model,
    timeoutMs: args.timeoutMs,
    retries: args.retries,
    ...(args.apiKey === undefined ? {} : { apiKey: args.apiKey }),
    ...(args.temperature === undefined ? {} : { temperature: args.temperature }),
  });
}

function report(
  io: CliIo,
  args: EvalArgs,
  inputs: RunInputs,
  presets: readonly string[],
  run: EvalRun,
): void {
  const summaries = summarize(presets, run.outcomes);
  const ranking = rankPresets(summaries, presetForModel(inputs.model), {
    outcomes: run.outcomes,
    samples: inputs.samples,
  });
  if (args.json) {
    io.stdout.write(
      `${JSON.stringify(jsonReport(inputs.model, ranking, run.outcomes), null, 2)}\n`,
    );
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
      ...(run.outcomes.length < run.planned ? { partial: partialOf(run, inputs) } : {}),
    }),
  );
}

async function compareRuns(
  io: CliIo,
  request: { before: string; after: string; json: boolean },
): Promise<number> {
  const reports = [];
  for (const path of [request.before, request.after]) {
    let text: string;
    try {
      text = await io.readFile(path);
    } catch (error) {
      return usageError(io, `cannot read ${path}: ${(error as Error).message}`);
    }
    const report = readReport(text, path);
    if (typeof report === 'string') return usageError(io, report);
    reports.push(report);
  }
  const [before, after] = reports as [JsonReport, JsonReport];
  const comparison = compareReports(before, after);
  io.stdout.write(
    request.json
      ? `${JSON.stringify(comparison, null, 2)}\n`
      : renderComparison(comparison, { before: request.before, after: request.after }),
  );
  return EXIT.ran;
}

/**
 * Why fewer task runs were scored than planned: a live run (or the recording replayed) stopped
 * early, or a replay asked for more samples than were recorded.
 */
function partialOf(run: EvalRun, inputs: RunInputs) {
  const counts = { done: run.outcomes.length, planned: run.planned };
  const manifest = inputs.recording?.manifest;
  if (manifest === undefined || manifest.status === 'interrupted' || run.interrupted) {
    return { kind: 'stopped' as const, ...counts };
  }
  return { kind: 'not-recorded' as const, ...counts, recordedSamples: manifest.samples };
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
