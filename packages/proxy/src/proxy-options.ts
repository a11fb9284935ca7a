import type { ChatTemplateSource, PresetName } from '@tool/parser';
import type { MiddlewareOverrides } from './preset-selector';
import type { FetchFunction } from './upstream/upstream-fetch';

/** Options of `createProxyApp`. Only `upstream` is required. */
export interface ProxyOptions {
  /** The OpenAI-compatible server's base URL, as an OpenAI client takes it (`…/v1`). */
  upstream: string;
  /** The upstream's key, sent as `Authorization: Bearer …`. Without it (and without `apiKey`),
   * the client's own `Authorization` header is sent on, so each client can use its own key. */
  upstreamApiKey?: string;
  /** `auto` (default: the preset from each request's model id, as `toolMiddlewareFor`) or a
   * preset name (`hermes`, `qwen3-coder`, …). */
  preset?: PresetName | 'auto';
  /** Keys clients must send as `Authorization: Bearer KEY`; none by default (no check). */
  apiKey?: string | readonly string[];
  /** Origins whose pages may call the proxy from a browser (CORS): `http://localhost:3000`, or
   * `*` for any. None by default: no CORS headers. */
  corsOrigins?: string | readonly string[];
  /** Longest wait for the upstream to start answering, and longest silence within a stream;
   * then 504 (default 300000 ms). */
  upstreamTimeoutMs?: number;
  /** Largest request body in bytes; larger ones get 413 (default 10 MiB). */
  bodyLimitBytes?: number;
  /** Whether the upstream takes `response_format: json_schema` (default true). With false, the
   * schemas of `tool_choice: "required"` / a named tool are sent as `json_object`. */
  structuredOutputs?: boolean;
  /** Receives one line per request; none by default. */
  log?: (line: string) => void;
  /** The fetch used towards the upstream (default: the global `fetch`). */
  fetch?: FetchFunction;
  /** Middleware options applied over every preset's own (for example `fallbackProtocols`). */
  middleware?: MiddlewareOverrides;
  /**
   * The model's own chat template (see `chatTemplateFromServer`, `chatTemplateFromTokenizerConfig`):
   * when given, every request is served by `fromChatTemplate` — the format it finds and the
   * template's prompt — instead of a preset.
   */
  chatTemplate?: ChatTemplateSource;
  /**
   * With `chatTemplate`: `prompt` (default) sends chat requests whose messages the upstream renders
   * into the template's prompt; `completion` renders the whole conversation here and calls the
   * upstream's raw `/completions` (llama.cpp's lazy grammar needs it, docs/grammar.md).
   */
  chatTemplateTransport?: 'prompt' | 'completion';
}
