import { createOpenAICompatible, type OpenAICompatibleProvider } from '@ai-sdk/openai-compatible';
import type { LanguageModelV4 } from '@ai-sdk/provider';
import { createUpstreamFetch, type FetchFunction } from './upstream-fetch';

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

/** Response headers of the upstream worth passing to the client (no hop-by-hop or encoding). */
const KEPT_HEADERS =
  /^(?:content-type|cache-control|retry-after|x-request-id|openai-.+|x-ratelimit-.+)$/;

/**
 * The upstream server: a `@ai-sdk/openai-compatible` provider for the tool pipeline, and plain
 * forwarding for what passes through (plain chat, `/models`). Both go through one fetch with the
 * upstream timeout.
 */
export class Upstream {
  private readonly provider: OpenAICompatibleProvider;
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
    });
  }

  /** The upstream's chat model for a model id, as the AI SDK sees it. */
  chatModel(modelId: string): LanguageModelV4 {
    return this.provider.chatModel(modelId);
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
    const kept = new Headers();
    response.headers.forEach((value, name) => {
      if (KEPT_HEADERS.test(name)) kept.set(name, value);
    });
    return new Response(response.body, { status: response.status, headers: kept });
  }
}
