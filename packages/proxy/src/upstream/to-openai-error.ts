import { APICallError } from '@ai-sdk/provider';
import { ToolMiddlewareError } from '@tool/parser';
import { OpenAIError } from '../openai-error';
import { isConnectionCut, isConnectionFailure } from './is-connection-failure';
import { UpstreamTimeoutError } from './upstream-fetch';

/** Error names of the AI SDK that mean the request could not be turned into an upstream call. */
const BAD_REQUEST_ERRORS = new Set([
  'AI_InvalidPromptError',
  'AI_InvalidArgumentError',
  'AI_UnsupportedFunctionalityError',
  'AI_TypeValidationError',
]);

/**
 * The answer for an error met while serving a request:
 * - an {@link OpenAIError} as it is;
 * - the upstream timing out → 504 (`upstream_timeout`);
 * - the upstream connection cut while its answer was being read, whether the pipeline or a
 *   forwarded stream met it → 502 (`upstream_connection_failed`), before the pipeline's own
 *   reading of the half answer ("not a chat completion") can name it;
 * - the upstream unreachable (connection refused, reset, DNS), as any runtime's `fetch` says it →
 *   502 (`upstream_unreachable`);
 * - an HTTP error of the upstream → its own status, message, type, param and code, so a 4xx keeps
 *   meaning what the upstream meant and clients retry 429 and 5xx as they would;
 * - an answer the upstream sent that cannot be read → 502 (`upstream_bad_response`);
 * - a request the AI SDK or the middleware refuses (an unsupported media type, a bad option) → 400;
 * - an error object the upstream sent inside its stream → 502 with its message, type and code;
 * - anything else → 500.
 */
export function toOpenAIError(error: unknown): OpenAIError {
  if (error instanceof OpenAIError) return error;
  const timeout = findCause(error, (e) => e instanceof UpstreamTimeoutError);
  if (timeout !== undefined) {
    return new OpenAIError({
      status: 504,
      message: `${timeout.message} Raise --upstream-timeout if it needs longer.`,
      code: 'upstream_timeout',
    });
  }
  const cut = findCause(error, isConnectionCut);
  if (cut !== undefined) {
    const detail =
      cut.cause instanceof Error ? `${cut.message} (${cut.cause.message})` : cut.message;
    return new OpenAIError({
      status: 502,
      message: `The upstream connection failed: it closed in the middle of the answer: ${detail}.`,
      code: 'upstream_connection_failed',
    });
  }
  if (APICallError.isInstance(error)) return fromApiCallError(error);
  if (ToolMiddlewareError.isInstance(error)) {
    return new OpenAIError({ status: 400, message: error.message, code: error.code });
  }
  if (error instanceof Error && BAD_REQUEST_ERRORS.has(error.name)) {
    return new OpenAIError({ status: 400, message: error.message, code: 'unsupported_request' });
  }
  if (isConnectionFailure(error)) return unreachable(error);
  if (!(error instanceof Error) && isRecord(error) && typeof error.message === 'string') {
    const detail = upstreamErrorDetail({ error });
    return new OpenAIError({
      status: 502,
      message: `The upstream reported an error: ${error.message}`,
      ...(detail.type === undefined ? {} : { type: detail.type }),
      param: detail.param ?? null,
      code: detail.code ?? 'upstream_error',
    });
  }
  const message = error instanceof Error ? error.message : String(error);
  return new OpenAIError({
    status: 500,
    message: `tool-proxy failed: ${message}`,
    code: 'internal_error',
  });
}

function fromApiCallError(error: APICallError): OpenAIError {
  const status = error.statusCode;
  if (status === undefined) return unreachable(error);
  if (status < 400) {
    return new OpenAIError({
      status: 502,
      message: `The upstream answered with something that is not a chat completion: ${error.message}`,
      code: 'upstream_bad_response',
    });
  }
  const detail = upstreamErrorDetail(error.data);
  return new OpenAIError({
    status,
    message: error.message,
    ...(detail.type === undefined ? {} : { type: detail.type }),
    param: detail.param ?? null,
    code: detail.code ?? null,
  });
}

function unreachable(error: Error): OpenAIError {
  const cause = error.cause instanceof Error ? error.cause.message : error.message;
  return new OpenAIError({
    status: 502,
    message: `The upstream could not be reached: ${cause}`,
    code: 'upstream_unreachable',
  });
}

interface UpstreamErrorDetail {
  type?: string;
  param?: string;
  code?: string;
}

/** `type`, `param` and `code` of an upstream's OpenAI-shaped error body, where it has them. */
function upstreamErrorDetail(data: unknown): UpstreamErrorDetail {
  const inner = isRecord(data) && isRecord(data.error) ? data.error : undefined;
  if (inner === undefined) return {};
  const detail: UpstreamErrorDetail = {};
  if (typeof inner.type === 'string') detail.type = inner.type;
  if (typeof inner.param === 'string') detail.param = inner.param;
  if (typeof inner.code === 'string') detail.code = inner.code;
  else if (typeof inner.code === 'number') detail.code = String(inner.code);
  return detail;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** The error itself or the first of its causes that matches (bounded, cycles stop it). */
function findCause(error: unknown, match: (e: Error) => boolean): Error | undefined {
  let current = error;
  for (let depth = 0; depth < 8 && current instanceof Error; depth++) {
    if (match(current)) return current;
    current = current.cause;
  }
  return undefined;
}
