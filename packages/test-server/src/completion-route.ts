import type { Chunking } from './chat-types';
import { splitText } from './split-text';

/** A raw completion request (`POST /v1/completions`): a prompt the client rendered itself. */
export interface CompletionRequest {
  model: string;
  prompt: string;
  stream?: boolean;
  stream_options?: { include_usage?: boolean };
  stop?: string | string[];
  [key: string]: unknown;
}

/** Decides the text of each completion from the request (the n-th request, its prompt). */
export type CompletionScript = (request: CompletionRequest, context: { index: number }) => string;

/** Parses a completion request body; a message saying what is wrong otherwise. */
export function parseCompletionRequest(body: string): CompletionRequest | string {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return 'Expected a JSON request body.';
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    return 'Expected a JSON object as the request body.';
  }
  const request = parsed as Partial<CompletionRequest>;
  if (typeof request.prompt !== 'string')
    return "Expected 'prompt' to be a string (a batch of prompts is not supported).";
  if (typeof request.model !== 'string') return "Expected 'model' to be a string.";
  return request as CompletionRequest;
}

/** The text up to the first stop sequence (which is not returned), as servers cut it. */
function cutAtStop(
  text: string,
  stop: CompletionRequest['stop'],
): { text: string; stopped: boolean } {
  const stops = (Array.isArray(stop) ? stop : stop === undefined ? [] : [stop]).filter(
    (s) => s !== '',
  );
  let end = text.length;
  for (const sequence of stops) {
    const at = text.indexOf(sequence);
    if (at !== -1 && at < end) end = at;
  }
  return { text: text.slice(0, end), stopped: end < text.length };
}

/**
 * Answers a completion request with the scripted text, cut at the request's stop sequences: one
 * JSON body, or server-sent events of `text_completion` chunks split as `chunking` says.
 */
export function completionEvents(
  request: CompletionRequest,
  scripted: string,
  options: { index: number; chunking: Chunking; seed: number },
): { body: object } | { events: object[] } {
  const { text } = cutAtStop(scripted, request.stop);
  const identity = {
    id: `cmpl-replay-${options.index}`,
    object: 'text_completion',
    created: Math.floor(Date.now() / 1000),
    model: request.model,
  };
  const usage = {
    prompt_tokens: Math.ceil(request.prompt.length / 4),
    completion_tokens: Math.ceil(text.length / 4),
    total_tokens: Math.ceil(request.prompt.length / 4) + Math.ceil(text.length / 4),
  };
  if (request.stream !== true) {
    return {
      body: {
        ...identity,
        choices: [{ index: 0, text, finish_reason: 'stop', logprobs: null }],
        usage,
      },
    };
  }
  const events: object[] = splitText(text, options.chunking, options.seed + options.index).map(
    (piece) => ({
      ...identity,
      choices: [{ index: 0, text: piece, finish_reason: null, logprobs: null }],
    }),
  );
  events.push({
    ...identity,
    choices: [{ index: 0, text: '', finish_reason: 'stop', logprobs: null }],
  });
  if (request.stream_options?.include_usage === true)
    events.push({ ...identity, choices: [], usage });
  return { events };
}
