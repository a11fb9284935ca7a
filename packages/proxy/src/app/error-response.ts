import type { OpenAIError } from '../openai-error';

/** The error shapes of the APIs the proxy serves. */
export type ErrorShape = 'openai' | 'anthropic';

/** Anthropic's error body: `{"type":"error","error":{"type","message"}}`. */
export interface AnthropicErrorBody {
  type: 'error';
  error: { type: string; message: string };
}

/**
 * Paths of Anthropic's Messages API, whose errors have Anthropic's shape (also with the app
 * mounted under a prefix: `/proxy/v1/messages`).
 */
const ANTHROPIC_PATH = /\/v1\/messages(?:\/|$)/;

/** The error shape of the API a request path belongs to. */
export function errorShapeOf(path: string): ErrorShape {
  return ANTHROPIC_PATH.test(path) ? 'anthropic' : 'openai';
}

/**
 * Anthropic's `error.type` for a status, as its API names them (the SDK picks its error class
 * from the status, and shows the type).
 */
function anthropicErrorType(status: number): string {
  switch (status) {
    case 401:
      return 'authentication_error';
    case 403:
      return 'permission_error';
    case 404:
      return 'not_found_error';
    case 413:
      return 'request_too_large';
    case 429:
      return 'rate_limit_error';
    case 503:
    case 529:
      return 'overloaded_error';
    case 504:
      return 'timeout_error';
    default:
      return status >= 500 ? 'api_error' : 'invalid_request_error';
  }
}

/** An error as Anthropic writes it. The message names the field at fault when one is known. */
export function anthropicErrorBody(error: OpenAIError): AnthropicErrorBody {
  return {
    type: 'error',
    error: { type: anthropicErrorType(error.status), message: error.message },
  };
}

/** The answer for an error, in the shape of the API asked. */
export function errorResponse(
  error: OpenAIError,
  shape: ErrorShape,
  headers?: Record<string, string>,
): Response {
  if (shape === 'openai') return error.toResponse(headers);
  return Response.json(anthropicErrorBody(error), {
    status: error.status,
    ...(headers ? { headers } : {}),
  });
}
