import { APICallError } from '@ai-sdk/provider';

/**
 * Response headers of the upstream that a client acts on, whatever path served the request: when
 * to retry (`retry-after`, which the openai client honours on a 429), its quota (`x-ratelimit-*`),
 * and the ids to quote in a support request (`x-request-id`, `openai-*`).
 */
const CLIENT_HEADERS = /^(?:retry-after|retry-after-ms|x-request-id|openai-.+|x-ratelimit-.+)$/;

/** The headers of `headers` that a client acts on (see {@link CLIENT_HEADERS}), lowercased. */
export function clientHeaders(
  headers: Headers | Readonly<Record<string, string | undefined>> | undefined,
): Record<string, string> {
  const kept: Record<string, string> = {};
  if (headers === undefined) return kept;
  const entries = headers instanceof Headers ? headers.entries() : Object.entries(headers);
  for (const [name, value] of entries) {
    const lower = name.toLowerCase();
    if (value !== undefined && CLIENT_HEADERS.test(lower)) kept[lower] = value;
  }
  return kept;
}

/**
 * The client headers of the upstream answer behind an error: an HTTP error of the upstream (a 429
 * with its `retry-after`) reaches the pipeline as an `APICallError` that keeps them, possibly as
 * the cause of another error.
 */
export function clientHeadersOfError(error: unknown): Record<string, string> {
  let current = error;
  for (let depth = 0; depth < 8 && current instanceof Error; depth++) {
    if (APICallError.isInstance(current)) return clientHeaders(current.responseHeaders);
    current = current.cause;
  }
  return {};
}
