import { APICallError } from 'ai';

/**
 * What a failed request means for the run:
 * - `fatal`: the endpoint cannot serve this run at all (nothing listens, wrong path or model,
 *   key refused); the run stops and the command exits 1 with `message`.
 * - `retry`: worth another try after a pause (rate limit, server error, dropped connection,
 *   timeout); `delayMs` when the server said how long to wait.
 * - `task`: this request cannot succeed (the server refused this one conversation); the task
 *   counts as failed with `message`.
 */
export type RequestFailure =
  | { kind: 'fatal'; message: string }
  | { kind: 'retry'; message: string; delayMs?: number }
  | { kind: 'task'; message: string };

/** Connection errors that mean the connection broke after it was made, not that none can be. */
const DROPPED = new Set([
  'ECONNRESET',
  'EPIPE',
  'UND_ERR_SOCKET',
  'ETIMEDOUT',
  'UND_ERR_HEADERS_TIMEOUT',
  'UND_ERR_BODY_TIMEOUT',
]);

/** The longest wait a `Retry-After` header may impose. */
const MAX_SERVER_DELAY_MS = 60_000;

const PATHS = [
  'OpenAI-compatible servers answer under /v1:',
  '  http://localhost:11434/v1 (Ollama), http://localhost:8000/v1 (vLLM), http://localhost:8080/v1 (llama.cpp),',
  '  http://localhost:1234/v1 (LM Studio), https://openrouter.ai/api/v1 (OpenRouter).',
].join('\n');

/**
 * Decides what a failed request means (see {@link RequestFailure}).
 *
 * @param error - What `generateText` threw.
 * @param context - The endpoint, the model, and whether the request ran out of time.
 */
export function classifyFailure(
  error: unknown,
  context: { baseUrl: string; model: string; timedOut: boolean; timeoutMs: number },
): RequestFailure {
  const { baseUrl, model } = context;
  if (context.timedOut) {
    return {
      kind: 'retry',
      message: `no answer from ${baseUrl} within ${context.timeoutMs / 1000} s. Check that the server is up and the model loaded; a slow model needs a longer --timeout.`,
    };
  }
  if (!APICallError.isInstance(error)) {
    return { kind: 'task', message: describe(error) };
  }
  const status = error.statusCode;
  const said = serverMessage(error);
  if (status === undefined) {
    const code = causeCode(error);
    if (code !== undefined && DROPPED.has(code)) {
      return { kind: 'retry', message: `the connection to ${baseUrl} broke (${code}).` };
    }
    return {
      kind: 'fatal',
      message: `cannot reach ${baseUrl} (${code ?? describe(error.cause ?? error)}).\nCheck that the server is running and listens on that host and port, and that --base-url is its API root.\n${PATHS}`,
    };
  }
  if (status === 401 || status === 403) {
    return {
      kind: 'fatal',
      message: `${baseUrl} refused the request (HTTP ${status}${said}). Check the API key: pass --api-key KEY or set OPENAI_API_KEY.`,
    };
  }
  if (status === 404) {
    return {
      kind: 'fatal',
      message: `${error.url} answered 404 Not Found${said}.\nCheck that the server knows the model "${model}", and the path of --base-url.\n${PATHS}`,
    };
  }
  if (status === 405) {
    return {
      kind: 'fatal',
      message: `${error.url} does not accept chat completions (HTTP 405).\nCheck that --base-url is the API root.\n${PATHS}`,
    };
  }
  if (status === 408 || status === 409 || status === 429 || status >= 500) {
    const delayMs = serverDelay(error.responseHeaders);
    return {
      kind: 'retry',
      message: `${baseUrl} answered HTTP ${status}${said}.`,
      ...(delayMs === undefined ? {} : { delayMs }),
    };
  }
  if (status >= 200 && status < 300) {
    return {
      kind: 'fatal',
      message: `${error.url} did not answer with an OpenAI chat completion (${describe(error)}).\nCheck that --base-url is an OpenAI-compatible API root.\n${PATHS}`,
    };
  }
  return { kind: 'task', message: `${baseUrl} refused this conversation (HTTP ${status}${said}).` };
}

/** The wait a `retry-after-ms` or `retry-after` header asks for, when it is reasonable. */
function serverDelay(headers: Record<string, string> | undefined): number | undefined {
  if (headers === undefined) return undefined;
  const ms = Number.parseFloat(headers['retry-after-ms'] ?? '');
  const seconds = Number.parseFloat(headers['retry-after'] ?? '');
  const delay = Number.isFinite(ms) ? ms : Number.isFinite(seconds) ? seconds * 1000 : undefined;
  return delay !== undefined && delay >= 0 && delay <= MAX_SERVER_DELAY_MS ? delay : undefined;
}

/** The error code of the network error behind a failed connection (ECONNREFUSED, ENOTFOUND…). */
function causeCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth++) {
    const code = (current as Error & { code?: unknown }).code;
    if (typeof code === 'string') return code;
    current = current.cause;
  }
  return undefined;
}

/** `: <the server's error message>` when the body says one, else ''. */
function serverMessage(error: APICallError): string {
  const body = error.responseBody;
  if (body === undefined || body === '') return '';
  try {
    const parsed: unknown = JSON.parse(body);
    const message = findMessage(parsed);
    if (message !== undefined) return `: ${clip(message)}`;
  } catch {
    // Not JSON: fall through to the raw body.
  }
  return `: ${clip(body)}`;
}

function findMessage(value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const record = value as Record<string, unknown>;
  if (typeof record.message === 'string') return record.message;
  if (typeof record.error === 'string') return record.error;
  return findMessage(record.error);
}

function clip(text: string): string {
  // One line, without a final period: the message goes on after it.
  const line = text.replace(/\s+/g, ' ').trim().replace(/\.$/, '');
  return line.length <= 200 ? line : `${line.slice(0, 199)}…`;
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
