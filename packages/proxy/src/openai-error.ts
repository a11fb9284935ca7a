/** The `error.type` values the proxy answers with (OpenAI's names). */
export type OpenAIErrorType =
  | 'invalid_request_error'
  | 'authentication_error'
  | 'not_found_error'
  | 'server_error';

/** The body of an error answer, in OpenAI's shape. */
export interface OpenAIErrorBody {
  error: { message: string; type: string; param: string | null; code: string | null };
}

/** What an {@link OpenAIError} is made from. */
export interface OpenAIErrorInit {
  /** HTTP status of the answer. */
  status: number;
  /** Says what was wrong and, where it can, how to fix it. */
  message: string;
  /** Default: `invalid_request_error` below 500, `server_error` from 500 on. */
  type?: string;
  /** The request field at fault, as OpenAI writes it (`messages[2].tool_call_id`), or null. */
  param?: string | null;
  /** A short machine-readable code (`invalid_json`, `upstream_timeout`, …), or null. */
  code?: string | null;
}

/**
 * An error the proxy answers with: an HTTP status plus OpenAI's
 * `{ "error": { "message", "type", "param", "code" } }` body, so every OpenAI client surfaces the
 * message as it would one of OpenAI's own.
 */
export class OpenAIError extends Error {
  readonly status: number;
  readonly type: string;
  readonly param: string | null;
  readonly code: string | null;

  constructor(init: OpenAIErrorInit) {
    super(init.message);
    this.name = 'OpenAIError';
    this.status = init.status;
    this.type = init.type ?? (init.status >= 500 ? 'server_error' : 'invalid_request_error');
    this.param = init.param ?? null;
    this.code = init.code ?? null;
  }

  /** The JSON body of the answer (also the payload of a final `data:` event in a stream). */
  toBody(): OpenAIErrorBody {
    return {
      error: { message: this.message, type: this.type, param: this.param, code: this.code },
    };
  }

  /** The whole answer: the status and the JSON body, plus any extra headers. */
  toResponse(headers?: Record<string, string>): Response {
    return Response.json(this.toBody(), { status: this.status, ...(headers ? { headers } : {}) });
  }
}

/** A 400 for a request field that is missing or malformed. */
export function invalidField(param: string, message: string, code = 'invalid_value'): OpenAIError {
  return new OpenAIError({ status: 400, message, param, code });
}
