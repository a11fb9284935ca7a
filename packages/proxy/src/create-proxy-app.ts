import { presetNames, ToolMiddlewareError } from '@tool/parser';
import { wrapLanguageModel } from 'ai';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { apiKeyAuth } from './app/api-key-auth';
import { browserCors } from './app/browser-cors';
import { readCorsOrigin } from './app/cors-origin';
import { errorResponse, errorShapeOf } from './app/error-response';
import { keepRawText, type RawText } from './app/format-seen';
import { handleChat } from './app/handle-chat';
import type { ProxyEnv } from './app/proxy-env';
import { RequestTracker } from './app/request-tracker';
import { clientAuthorization, type ToolDependencies, type ToolModel } from './app/serve-tools';
import { thrownAsError } from './app/thrown-as-error';
import { trackRequests } from './app/track-requests';
import { boundedCache } from './bounded-cache';
import { chatTemplateSelector } from './chat-template-selector';
import { handleCountTokens, handleMessages } from './messages/handle-messages';
import { OpenAIError } from './openai-error';
import { createPresetSelector } from './preset-selector';
import type { ProxyOptions } from './proxy-options';
import { handleResponses } from './responses/handle-responses';
import { SETTING_DEFAULTS } from './settings/setting-specs';
import { toOpenAIError } from './upstream/to-openai-error';
import { Upstream } from './upstream/upstream';
import { clientHeadersOfError } from './upstream/upstream-headers';

/** How many model ids keep their wrapped model ready. */
const MODEL_CACHE_SIZE = 64;

/** A proxy app: a fetch handler for any runtime, plus what a graceful shutdown needs. */
export interface ProxyApp {
  /** The web-standard handler (`Request` → `Response`): give it to `Bun.serve`, `Deno.serve`, a
   * Worker's `fetch` or `@hono/node-server`. */
  readonly fetch: (request: Request) => Response | Promise<Response>;
  /** The Hono app, to mount under another Hono app or add routes to. */
  readonly hono: Hono<ProxyEnv>;
  /** Requests being served, a stream until its last event went out. */
  readonly inFlight: number;
  /** Whether {@link ProxyApp.drain} was called. */
  readonly draining: boolean;
  /** Stops taking requests (503 with `Connection: close`; `/health` says `draining`) while those
   * in flight finish. */
  drain(): void;
  /** Resolves when no request is in flight. */
  whenIdle(): Promise<void>;
}

/**
 * Creates the proxy: a server whose `POST /v1/chat/completions`, `POST /v1/responses` (OpenAI's
 * Responses API) and `POST /v1/messages` (Anthropic's Messages API) give tool calls to a model
 * without native tools, through the `@tool/parser` middleware on the `@ai-sdk/openai-compatible`
 * provider, one path for the three; `GET /v1/models` forwards the upstream's list; `GET
 * /health` answers `{"status":"ok"}`. Built on Hono with web-standard APIs only, so the same app
 * runs on Node.js, Bun, Deno and Cloudflare Workers. Stateless: instances share nothing.
 *
 * @throws OpenAIError never; a bad option throws a `TypeError` that says how to fix it.
 *
 * @example
 * ```ts
 * const proxy = createProxyApp({ upstream: 'http://127.0.0.1:11434/v1' });
 * Deno.serve({ port: 8080 }, proxy.fetch);
 * ```
 */
export function createProxyApp(options: ProxyOptions): ProxyApp {
  const { upstream: baseURL, log } = options;
  checkOptions(options);
  const corsOrigins = readCorsOrigins(options.corsOrigins);
  const keys = typeof options.apiKey === 'string' ? [options.apiKey] : [...(options.apiKey ?? [])];
  const bodyLimitBytes = options.bodyLimitBytes ?? SETTING_DEFAULTS.bodyLimitBytes;
  const upstream = new Upstream({
    baseURL,
    apiKey: options.upstreamApiKey,
    timeoutMs: options.upstreamTimeoutMs ?? SETTING_DEFAULTS.upstreamTimeoutMs,
    structuredOutputs: options.structuredOutputs ?? SETTING_DEFAULTS.structuredOutputs,
    fetch: options.fetch,
  });
  const selectPreset = presetSelector(options);
  // A provider model builds its response schemas when made, which costs more than the rest of a
  // small request: one per model id, shared by all requests for it (the models hold no call state).
  const toolModel = boundedCache(MODEL_CACHE_SIZE, (modelId): ToolModel => {
    const { preset, middleware, readFormats } = selectPreset(modelId);
    const chatModel =
      options.chatTemplateTransport === 'completion'
        ? upstream.completionModel(modelId)
        : upstream.chatModel(modelId);
    const model = wrapLanguageModel({ model: chatModel, middleware });
    if (readFormats === undefined) return { preset, model };
    // The raw text is per request, so that model is wrapped per request; the costly part, the
    // provider model, stays shared.
    const keepingRawText = (sink: RawText) =>
      wrapLanguageModel({ model: chatModel, middleware: [middleware, keepRawText(sink)] });
    return { preset, model, everyFormat: { formats: readFormats, keepingRawText } };
  });
  const tracker = new RequestTracker();
  let draining = false;
  const app = new Hono<ProxyEnv>();

  app.use(trackRequests(tracker, log));
  app.use(thrownAsError());
  // Before the key check and the drain: a preflight carries no key, and refusals need the
  // headers too, or the page sees a network error instead of the answer.
  if (corsOrigins.length > 0) app.use(browserCors(corsOrigins));
  app.get('/health', (c) =>
    draining ? c.json({ status: 'draining' }, 503) : c.json({ status: 'ok' }),
  );
  app.use('/v1/*', async (c, next) => {
    if (!draining) return next();
    const error = new OpenAIError({
      status: 503,
      message: 'tool-proxy is shutting down; send the request again (to another instance).',
      code: 'shutting_down',
    });
    return errorResponse(error, errorShapeOf(c.req.path), { connection: 'close' });
  });
  if (keys.length > 0) app.use('/v1/*', apiKeyAuth(keys));
  const limitBody = bodyLimit({
    maxSize: bodyLimitBytes,
    onError: (c) => {
      const error = new OpenAIError({
        status: 413,
        message: `The request body is larger than ${bodyLimitBytes} bytes. Send a smaller request, or raise the limit with --body-limit.`,
        code: 'request_too_large',
      });
      return errorResponse(error, errorShapeOf(c.req.path));
    },
  });
  const deps: ToolDependencies = { upstream, toolModel, forwardClientKey: keys.length === 0 };
  app.post('/v1/chat/completions', limitBody, handleChat(deps));
  app.post('/v1/responses', limitBody, handleResponses(deps));
  app.post('/v1/messages', limitBody, handleMessages(deps));
  app.post('/v1/messages/count_tokens', limitBody, handleCountTokens());
  app.get('/v1/models', (c) => {
    c.set('streamsBody', true);
    return upstream.forward('/models', {
      method: 'GET',
      authorization: keys.length === 0 ? clientAuthorization(c) : undefined,
      signal: c.req.raw.signal,
    });
  });
  app.notFound((c) => {
    const path = c.req.path;
    const error = new OpenAIError({
      status: 404,
      type: 'not_found_error',
      message: `No route for ${c.req.method} ${path}. tool-proxy serves POST /v1/chat/completions, POST /v1/responses, POST /v1/messages, POST /v1/messages/count_tokens, GET /v1/models and GET /health.`,
      code: 'unknown_route',
    });
    return errorResponse(error, errorShapeOf(path));
  });
  app.onError((error, c) => {
    // A client that hung up gets no answer; 499 (nginx's "client closed request") marks the log.
    if (c.req.raw.signal.aborted) return new Response(null, { status: 499 });
    // An upstream's HTTP error keeps the headers a client acts on (a 429's `retry-after`).
    const headers = clientHeadersOfError(error);
    return errorResponse(toOpenAIError(error), errorShapeOf(c.req.path), headers);
  });

  return {
    fetch: (request) => app.fetch(request),
    hono: app,
    get inFlight() {
      return tracker.inFlight;
    },
    get draining() {
      return draining;
    },
    drain: () => {
      draining = true;
    },
    whenIdle: () => tracker.whenIdle(),
  };
}

/** The preset selector, its middleware options checked now (`createToolMiddleware` checks them). */
function presetSelector(options: ProxyOptions): ReturnType<typeof createPresetSelector> {
  try {
    if (options.chatTemplate !== undefined) {
      return chatTemplateSelector(
        options.chatTemplate,
        options.middleware,
        options.chatTemplateTransport,
      );
    }
    return createPresetSelector(options.preset ?? 'auto', options.middleware);
  } catch (error) {
    if (!ToolMiddlewareError.isInstance(error)) throw error;
    throw new TypeError(`createProxyApp: 'middleware': ${error.message}`, { cause: error });
  }
}

/** The `corsOrigins` option, each origin checked and written as browsers send it. */
function readCorsOrigins(given: ProxyOptions['corsOrigins']): string[] {
  const list = typeof given === 'string' ? [given] : [...(given ?? [])];
  return list.map((text) => {
    const read = readCorsOrigin(text);
    if ('origin' in read) return read.origin;
    throw new TypeError(
      `createProxyApp: 'corsOrigins' must each be ${read.problem}; got ${JSON.stringify(text)}.`,
    );
  });
}

function checkOptions(options: ProxyOptions): void {
  let url: URL | undefined;
  try {
    url = new URL(options.upstream);
  } catch {
    url = undefined;
  }
  if (url === undefined || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
    throw new TypeError(
      `createProxyApp: 'upstream' must be an http(s) base URL such as http://127.0.0.1:11434/v1; got ${JSON.stringify(options.upstream)}.`,
    );
  }
  const preset = options.preset;
  if (preset !== undefined && preset !== 'auto' && !presetNames.includes(preset)) {
    throw new TypeError(
      `createProxyApp: 'preset' must be 'auto' or one of ${presetNames.join(', ')}; got ${JSON.stringify(preset)}.`,
    );
  }
  const transport = options.chatTemplateTransport;
  if (transport !== undefined && transport !== 'prompt' && transport !== 'completion') {
    throw new TypeError(
      `createProxyApp: 'chatTemplateTransport' must be 'prompt' or 'completion'; got ${JSON.stringify(transport)}.`,
    );
  }
  if (transport === 'completion' && options.chatTemplate === undefined) {
    throw new TypeError(
      "createProxyApp: 'chatTemplateTransport' completion renders the conversation with the model's chat template: give 'chatTemplate' too (--chat-template auto|FILE).",
    );
  }
  for (const key of ['upstreamTimeoutMs', 'bodyLimitBytes'] as const) {
    const value = options[key];
    if (value !== undefined && !(Number.isInteger(value) && value > 0)) {
      throw new TypeError(`createProxyApp: '${key}' must be a positive integer; got ${value}.`);
    }
  }
}
