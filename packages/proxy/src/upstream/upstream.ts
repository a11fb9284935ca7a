import { createOpenAICompatible, type OpenAICompatibleProvider } from '@ai-sdk/openai-compatible';
import type { LanguageModelV4 } from '@ai-sdk/provider';
import { completionTransportFetch } from '@tool/parser';
import { createUpstreamFetch, type FetchFunction } from './upstream-fetch';
import { clientHeaders } from './upstream-headers';

/** The provider name: the key of the upstream's entry in `providerOptions`. */
export const UPSTREAM_PROVIDER = 'upstream';

/** How to reach the upstream. */
export interface UpstreamOptions {
  /** Base URL as an OpenAI client takes it, e.g. `http://127.0.0.1:11434/v1`. */
  baseURL: string;
  /** Sent as `Authorization: Bearer …` on every upstream request. */
  apiKey: string | undefined;
  /** See `createUpstreamFetch`. */
  timeoutMs: number;
  /** Whether the upstream takes `response_format: { type: "json_schema" }`. */
  structuredOutputs: boolean;
  /** The fetch to use (default: the global one). */
  fetch: FetchFunction | undefined;
}

/** A request forwarded unchanged. */
export interface ForwardInit {
  method: 'GET' | 'POST';
  body?: string;
  /** The client's `Authorization`, sent when the proxy has no upstream key of its own. */
  authorization: string | undefined;
  signal: AbortSignal;
}

/**
 * A flag a call sets in its upstream provider options when the client's `json_schema` response
 * format came without `strict`. `@ai-sdk/openai-compatible` writes `strict: true` for a missing
 * value (and copies unknown provider options into the body); the request body hook takes the flag
 * out again and leaves `strict` out, so the schema reaches the upstream as the client wrote it —
 * strict mode would refuse a schema with optional properties.
 */
export const JSON_SCHEMA_STRICT_UNSET = 'tool_proxy_json_schema_strict_unset';

/** What describes a forwarded body, besides the headers a client acts on (no hop-by-hop or
 * encoding: the body is sent on decoded, in chunks of its own). */
const BODY_HEADERS = ['content-type', 'cache-control'] as const;

/**
 * The upstream server: a `@ai-sdk/openai-compatible` provider for the tool pipeline, and plain
 * forwarding for what passes through (plain chat, `/models`). Both go through one fetch with the
 * upstream timeout.
 */
export class Upstream {
  private readonly provider: OpenAICompatibleProvider;
  /** For the completion transport: its fetch sends a rendered prompt without the SDK's wrapping. */
  private readonly completionProvider: OpenAICompatibleProvider;
  private readonly fetch: FetchFunction;
  private readonly baseURL: string;
  private readonly apiKey: string | undefined;

  constructor(options: UpstreamOptions) {
    this.baseURL = options.baseURL.replace(/\/+$/, '');
    this.apiKey = options.apiKey;
    this.fetch = createUpstreamFetch(
      options.fetch ?? ((input, init) => fetch(input, init)),
      options.timeoutMs,
    );
    this.provider = createOpenAICompatible({
      name: UPSTREAM_PROVIDER,
      baseURL: this.baseURL,
      ...(options.apiKey === undefined ? {} : { apiKey: options.apiKey }),
      fetch: this.fetch,
      includeUsage: true,
      supportsStructuredOutputs: options.structuredOutputs,
      transformRequestBody: withoutUnsetStrict,
    });
    this.completionProvider = createOpenAICompatible({
      name: UPSTREAM_PROVIDER,
      baseURL: this.baseURL,
      ...(options.apiKey === undefined ? {} : { apiKey: options.apiKey }),
      fetch: completionTransportFetch(this.fetch),
      includeUsage: true,
    });
  }

  /** The upstream's chat model for a model id, as the AI SDK sees it. */
  chatModel(modelId: string): LanguageModelV4 {
    return this.provider.chatModel(modelId);
  }

  /** The upstream's raw completion model (`/completions`), for the completion transport. */
  completionModel(modelId: string): LanguageModelV4 {
    return this.completionProvider.completionModel(modelId);
  }

  /** Headers for a pipeline call: the client's key when the proxy forwards it. */
  callHeaders(authorization: string | undefined): Record<string, string> | undefined {
    return this.apiKey === undefined && authorization !== undefined ? { authorization } : undefined;
  }

  /**
   * Sends a request to `path` under the base URL, body unchanged, and returns the upstream's
   * answer with its status and body as they are (a stream stays a stream).
   *
   * @throws whatever `fetch` throws: a network error, an abort, an `UpstreamTimeoutError`.
   */
  async forward(path: string, init: ForwardInit): Promise<Response> {
    const headers: Record<string, string> = { accept: 'application/json, text/event-stream' };
    if (init.body !== undefined) headers['content-type'] = 'application/json';
    const authorization = this.apiKey === undefined ? init.authorization : `Bearer ${this.apiKey}`;
    if (authorization !== undefined) headers.authorization = authorization;
    const response = await this.fetch(`${this.baseURL}${path}`, {
      method: init.method,
      headers,
      ...(init.body === undefined ? {} : { body: init.body }),
      signal: init.signal,
    });
    const kept = new Headers(clientHeaders(response.headers));
    for (const name of BODY_HEADERS) {
      const value = response.headers.get(name);
      if (value !== null) kept.set(name, value);
    }
    return new Response(response.body, { status: response.status, headers: kept });
  }
}

/** The request body with the {@link JSON_SCHEMA_STRICT_UNSET} flag taken out and, where it was
 * set, `response_format.json_schema.strict` too. */
function withoutUnsetStrict(body: Record<string, unknown>): Record<string, unknown> {
  if (!(JSON_SCHEMA_STRICT_UNSET in body)) return body;
  const { [JSON_SCHEMA_STRICT_UNSET]: unset, ...rest } = body;
  const format = rest.response_format;
  if (unset !== true || !isRecord(format) || !isRecord(format.json_schema)) return rest;
  const { strict: _strict, ...schema } = format.json_schema;
  return { ...rest, response_format: { ...format, json_schema: schema } };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
