import { type PresetName, presetDefinitions, presetNames } from '@tool/parser';
import { readBfcl } from '../bfcl/read-bfcl';
import { builtinTasks } from '../builtin-suite';
import { type Recording, readRecording } from '../recording/read-recording';
import { RecordingError } from '../recording/recording-error';
import type { EvalTask } from '../tasks/eval-task';
import { parseTasks } from '../tasks/parse-tasks';
import type { EvalArgs } from './parse-eval-args';

/** Everything a run needs besides the endpoint, once the inputs were read and checked. */
export interface RunInputs {
  model: string;
  tasks: EvalTask[];
  /** `built-in`, the task file, or `recorded` on a replay. */
  tasksLabel: string;
  presets: PresetName[];
  samples: number;
  recording: Recording | undefined;
}

/** At most this many problems of a task file are listed. */
const MAX_PROBLEMS = 20;

/**
 * Reads the task file (or the built-in suite, or the recording of a replay) and settles the
 * presets, samples and model.
 *
 * @returns The inputs, or a usage message (exit code 2).
 */
export async function loadInputs(
  args: EvalArgs,
  readFile: (path: string) => Promise<string>,
): Promise<RunInputs | { usage: string }> {
  let recording: Recording | undefined;
  if (args.replayDir !== undefined) {
    try {
      recording = readRecording(args.replayDir);
    } catch (error) {
      if (error instanceof RecordingError) return { usage: error.message };
      throw error;
    }
  }
  let tasks: EvalTask[];
  let tasksLabel: string;
  if (args.tasksFile !== undefined) {
    let text: string;
    try {
      text = await readFile(args.tasksFile);
    } catch (error) {
      return { usage: `cannot read --tasks ${args.tasksFile}: ${(error as Error).message}` };
    }
    const parsed = parseTasks(text);
    if (parsed.problems.length > 0) {
      const listed = parsed.problems
        .slice(0, MAX_PROBLEMS)
        .map((problem) => `  ${args.tasksFile}:${problem.line}: ${problem.message}`);
      const more = parsed.problems.length - listed.length;
      return {
        usage: `${args.tasksFile} has ${parsed.problems.length} bad line${parsed.problems.length > 1 ? 's' : ''}:\n${listed.join('\n')}${more > 0 ? `\n  … and ${more} more` : ''}`,
      };
    }
    tasks = parsed.tasks;
    tasksLabel = args.tasksFile;
  } else if (args.bfclDir !== undefined) {
    const read = readBfcl(args.bfclDir, args.bfclCategories);
    if (typeof read === 'string') return { usage: read };
    tasks = read;
    tasksLabel = `BFCL ${args.bfclDir}`;
  } else if (recording !== undefined) {
    tasks = recording.tasks;
    tasksLabel = recording.manifest.tasks;
  } else {
    tasks = builtinTasks();
    tasksLabel = 'built-in';
  }
  if (args.categories !== undefined) {
    const present = [...new Set(tasks.map((task) => task.category))];
    const unknown = args.categories.filter((category) => !present.includes(category));
    if (unknown.length > 0) {
      return {
        usage: `--categories: ${unknown.join(', ')} not among the tasks' categories (${present.join(', ')}).`,
      };
    }
    const wanted = new Set(args.categories);
    tasks = tasks.filter((task) => wanted.has(task.category));
  }
  const presets = settlePresets(args, recording);
  if (typeof presets === 'string') return { usage: presets };
  return {
    model: args.model ?? recording?.manifest.model ?? '',
    tasks,
    tasksLabel,
    presets,
    samples: args.samples ?? recording?.manifest.samples ?? 1,
    recording,
  };
}

/** The presets asked for; on a replay, they must be in the recording (all recorded by default). */
function settlePresets(args: EvalArgs, recording: Recording | undefined): PresetName[] | string {
  if (recording === undefined) return args.presets ?? [...presetNames];
  const recorded = presetNames.filter((name) => recording.outputs.has(name));
  if (args.presets === undefined) {
    if (recorded.length === 0) {
      const found = [...recording.outputs.keys()].filter(
        (name) => !Object.hasOwn(presetDefinitions, name),
      );
      return `the recording holds no answers of a known preset${found.length > 0 ? ` (it has ${found.join(', ')})` : ''}.`;
    }
    return recorded;
  }
  const missing = args.presets.filter((name) => !recording.outputs.has(name));
  if (missing.length > 0) {
    return `the recording has no answers for ${missing.join(', ')}; it holds ${recorded.join(', ') || 'none'}.`;
  }
  return args.presets;
}
