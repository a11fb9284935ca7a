import { renderedPrompt } from './completion-prompt';

type Fetch = typeof globalThis.fetch;

/** Stop sequences a completion model adds for its own chat wrapping, which a rendered prompt does not use. */
const WRAPPING_STOPS = new Set(['\nuser:']);

function rewriteBody(body: string): string | undefined {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return undefined;
  }
  if (typeof json !== 'object' || json === null) return undefined;
  const request = json as { prompt?: unknown; stop?: unknown };
  if (typeof request.prompt !== 'string') return undefined;
  const prompt = renderedPrompt(request.prompt);
  if (prompt === undefined) return undefined;
  const stop = Array.isArray(request.stop)
    ? request.stop.filter((item) => !WRAPPING_STOPS.has(item))
    : request.stop;
  return JSON.stringify({
    ...request,
    prompt,
    stop: Array.isArray(stop) && stop.length === 0 ? undefined : stop,
  });
}

/**
 * A `fetch` for a provider's completion model (`createOpenAICompatible({ fetch })`) that sends a
 * prompt rendered by the completion transport exactly: the request's `prompt` becomes the rendered
 * text alone, without the model's chat wrapping, and the wrapping's stop sequence is dropped.
 * Requests that carry no rendered prompt pass through unchanged.
 */
export function completionTransportFetch(base: Fetch = globalThis.fetch): Fetch {
  return async (input, init) => {
    if (typeof init?.body === 'string') {
      const body = rewriteBody(init.body);
      if (body !== undefined) return base(input, { ...init, body });
    }
    return base(input, init);
  };
}
