import { wrapLanguageModel } from 'ai';
import { outputKey, type Recording } from '../recording/read-recording';
import type { AnswerSource, Job, JobResult } from './answer-source';
import { answerTask } from './answer-task';
import { replayModel } from './raw-output';

/** A source that answers from a recording, and counts prompts that changed since it was made. */
export interface ReplaySource extends AnswerSource {
  /** Answers whose prompt (tool instructions included) differs from the recorded one. */
  readonly changedPrompts: number;
}

/**
 * Answers every job with its recorded output, through the same middleware and `generateText`
 * path as a live run, without any network: a parser change re-scores offline. A recorded failure
 * stays a failure; a job the recording lacks is `missing`.
 */
export function createReplaySource(recording: Recording): ReplaySource {
  let changedPrompts = 0;
  return {
    get changedPrompts() {
      return changedPrompts;
    },
    async answer(job: Job, signal: AbortSignal): Promise<JobResult> {
      const output = recording.outputs.get(job.preset)?.get(outputKey(job.task.id, job.sample));
      if (output === undefined) return { kind: 'missing' };
      const latency = output.latencyMs === undefined ? {} : { latencyMs: output.latencyMs };
      if (output.text === undefined)
        return { kind: 'failed', error: output.error ?? 'no answer recorded', ...latency };
      const turns = output.turns ?? [
        {
          text: output.text,
          finishReason: output.finishReason ?? 'stop',
          ...(output.reasoning === undefined ? {} : { reasoning: output.reasoning }),
          ...(output.rawFinishReason === undefined
            ? {}
            : { rawFinishReason: output.rawFinishReason }),
          promptSha256: output.promptSha256 ?? '',
        },
      ];
      const model = replayModel(recording.manifest.model, turns, (hash, turn) => {
        const recorded = turns[turn]?.promptSha256;
        if (recorded !== undefined && recorded !== '' && hash !== recorded) changedPrompts += 1;
      });
      try {
        const answer = await answerTask(
          wrapLanguageModel({ model, middleware: job.middleware }),
          job.task,
          { abortSignal: signal },
        );
        return { kind: 'answered', answer, ...latency };
      } catch (error) {
        if (signal.aborted) throw signal.reason;
        // A parser that throws on a recorded answer fails that task, as it would live.
        const message = error instanceof Error ? error.message : String(error);
        return { kind: 'failed', error: message, ...latency };
      }
    },
  };
}
