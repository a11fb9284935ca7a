import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { wrapLanguageModel } from 'ai';
import { isAgentTask } from '../agent/agent-task';
import {
  type AnswerSource,
  EndpointUnusableError,
  type Job,
  type JobResult,
} from './answer-source';
import { answerTask } from './answer-task';
import { classifyFailure } from './classify-failure';
import { captureRawOutput, type RawOutput } from './raw-output';

/** How to reach the endpoint and how patient to be with it. */
export interface LiveSettings {
  baseUrl: string;
  model: string;
  apiKey?: string;
  /** Per request, in milliseconds; default 120 000. */
  timeoutMs?: number;
  /** Further tries after a 429, a 5xx, a timeout or a dropped connection; default 3. */
  retries?: number;
  /** First pause before a retry, doubled each time (plus jitter); default 1000 ms. */
  retryDelayMs?: number;
  /** Sampling temperature; default: the server's. */
  temperature?: number;
}

const MAX_BACKOFF_MS = 30_000;

/**
 * Answers from the endpoint through `@ai-sdk/openai-compatible`, the way a user's code talks to
 * it, with the raw answer captured below the tool middleware for `--out`. Failures are retried
 * with exponential backoff (honoring `Retry-After`); an endpoint that cannot serve the run at all
 * throws {@link EndpointUnusableError}.
 */
export function createLiveSource(settings: LiveSettings): AnswerSource {
  const { baseUrl, model, timeoutMs = 120_000, retries = 3, retryDelayMs = 1000 } = settings;
  const provider = createOpenAICompatible({
    name: 'tool-eval',
    baseURL: baseUrl,
    ...(settings.apiKey === undefined ? {} : { apiKey: settings.apiKey }),
  });
  // Until one answer came back, a timeout means the endpoint does not answer at all (a host that
  // drops packets, a server stuck loading): waiting out every retry would only delay that news.
  let answeredOnce = false;
  return {
    async answer(job: Job, signal: AbortSignal): Promise<JobResult> {
      for (let attempt = 0; ; attempt++) {
        const raws: RawOutput[] = [];
        const timeout = AbortSignal.timeout(timeoutMs);
        const started = performance.now();
        try {
          const answer = await answerTask(
            wrapLanguageModel({
              model: provider.chatModel(model),
              middleware: [job.middleware, captureRawOutput((output) => raws.push(output))],
            }),
            job.task,
            {
              abortSignal: AbortSignal.any([signal, timeout]),
              ...(settings.temperature === undefined ? {} : { temperature: settings.temperature }),
            },
          );
          const latencyMs = Math.round(performance.now() - started);
          answeredOnce = true;
          const [raw] = raws;
          if (raw === undefined) return { kind: 'answered', answer, latencyMs };
          return !isAgentTask(job.task)
            ? { kind: 'answered', answer, latencyMs, raw }
            : { kind: 'answered', answer, latencyMs, raw, turns: raws };
        } catch (error) {
          if (signal.aborted) throw signal.reason;
          const failure = classifyFailure(error, {
            baseUrl,
            model,
            timedOut: timeout.aborted,
            timeoutMs,
          });
          if (failure.kind === 'fatal' || (timeout.aborted && !answeredOnce)) {
            throw new EndpointUnusableError(failure.message);
          }
          if (failure.kind === 'task' || attempt >= retries) {
            const tries = attempt + 1;
            return {
              kind: 'failed',
              error: tries > 1 ? `${failure.message} (after ${tries} tries)` : failure.message,
            };
          }
          const backoff =
            Math.min(MAX_BACKOFF_MS, retryDelayMs * 2 ** attempt) +
            Math.random() * retryDelayMs * 0.25;
          await sleep(
            failure.kind === 'retry' && failure.delayMs !== undefined ? failure.delayMs : backoff,
            signal,
          );
        }
      }
    },
  };
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) {
      reject(signal.reason);
      return;
    }
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    signal.addEventListener('abort', onAbort, { once: true });
  });
}
