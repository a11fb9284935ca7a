import type { LanguageModelV4FinishReason } from '@ai-sdk/provider';

/**
 * A recording (`--out DIR`) is a folder:
 *
 * - `run.json`: {@link RecordingManifest}, what was run and whether it finished;
 * - `tasks.jsonl`: the tasks as they were run, in the `--tasks` format, so a replay needs nothing
 *   else and a changed task file cannot silently change the expectations;
 * - `outputs/<preset>.jsonl`: one {@link RecordedOutput} per line, appended as each answer
 *   arrives, so an interrupted run keeps every answer it received.
 *
 * `text` is exactly what the endpoint returned as the message content, before any parsing:
 * feed it to a protocol (or to a chunk-boundary fuzzer) as it is.
 */
export const RECORDING_FORMAT = 'tool-eval-recording';

/** Bumped when a field changes meaning; a replay refuses other versions. */
export const RECORDING_VERSION = 1;

/** `run.json`. */
export interface RecordingManifest {
  format: typeof RECORDING_FORMAT;
  version: typeof RECORDING_VERSION;
  model: string;
  baseUrl: string;
  presets: string[];
  samples: number;
  /** `built-in` or the `--tasks` path. */
  tasks: string;
  taskCount: number;
  startedAt: string;
  finishedAt?: string;
  /** `running` until the run ends; `interrupted` after Ctrl-C or an endpoint failure. */
  status: 'running' | 'complete' | 'interrupted';
}

/** One line of `outputs/<preset>.jsonl`: one answer (or failed request) for one task sample. */
export interface RecordedOutput {
  task: string;
  sample: number;
  /** The message content as the endpoint returned it; absent when the request failed. */
  text?: string;
  /** Reasoning the endpoint sent apart (`reasoning_content`), when it did. */
  reasoning?: string;
  finishReason?: LanguageModelV4FinishReason['unified'];
  rawFinishReason?: string;
  latencyMs?: number;
  /** SHA-256 of the prompt sent (tool instructions included), to notice a changed preset. */
  promptSha256?: string;
  /** Why the request failed, after retries. */
  error?: string;
  /**
   * An agent task's every model answer, in order (the fields above repeat the first): a replay
   * answers the loop's n-th request with the n-th turn.
   */
  turns?: RecordedTurn[];
}

/** One model answer of an agent run. */
export interface RecordedTurn {
  text: string;
  reasoning?: string;
  finishReason: LanguageModelV4FinishReason['unified'];
  rawFinishReason?: string;
  promptSha256: string;
}
