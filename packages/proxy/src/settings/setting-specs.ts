import {
  CONSTRAIN_TARGETS,
  type ConstrainTarget,
  type MalformedCalls,
  type PresetName,
  presetNames,
} from '@tool/parser';

/** How a setting's text is read (`choice`: one of the spec's `choices`). */
export type SettingKind =
  | 'url'
  | 'text'
  | 'keys'
  | 'origins'
  | 'preset'
  | 'choice'
  | 'port'
  | 'ms'
  | 'bytes'
  | 'boolean';

/**
 * What each `--malformed-calls` value does, for `--help`. A `Record` of the middleware's own type,
 * so a value the middleware adds cannot be left out here.
 */
const MALFORMED_CALLS_MEANINGS: Record<MalformedCalls, string> = {
  feedback:
    "a tool call whose arguments are the model's text, for the client to answer with an error",
  text: 'left in the content',
};

/** One setting: its flag, its environment variables, how it is read and what it means. */
export interface SettingSpec {
  /** The key in {@link ProxySettings}. */
  key: keyof ProxySettings;
  /** The long flag, without the dashes. */
  flag: string;
  /** Environment variables, the first one winning when several are set. */
  env: readonly string[];
  kind: SettingKind;
  /** The values a `choice` setting takes. */
  choices?: readonly string[];
  /** Shown after the flag in `--help` (`URL`, `MS`, …); none for a switch. */
  valueName?: string;
  /** The default, as `--help` shows it; none when there is none. */
  defaultText?: string;
  description: string;
  /** Only the programs that listen themselves (the CLI, the Bun and Deno entries) read it;
   * Workers and Edge functions ignore it. */
  nodeOnly?: boolean;
}

/** Every setting of the proxy, as flags, environment variables or options give it. */
export interface ProxySettings {
  upstream: string;
  upstreamApiKey: string | undefined;
  preset: PresetName | 'auto';
  /** `auto` (the upstream's `GET /props`), or a file: tokenizer_config.json, a .gguf, or the template. */
  chatTemplate: string | undefined;
  /** With a chat template: chat requests (`prompt`) or the raw completion endpoint (`completion`). */
  chatTemplateTransport: 'prompt' | 'completion';
  malformedCalls: MalformedCalls;
  /** The server whose grammar fields to send (docs/grammar.md), or `off`. */
  constrain: ConstrainTarget | 'off';
  apiKey: string[];
  corsOrigins: string[];
  upstreamTimeoutMs: number;
  bodyLimitBytes: number;
  structuredOutputs: boolean;
  port: number;
  host: string;
  gracePeriodMs: number;
  quiet: boolean;
}

/** Defaults of everything but `upstream`, which has none. */
export const SETTING_DEFAULTS: Omit<ProxySettings, 'upstream'> = {
  upstreamApiKey: undefined,
  preset: 'auto',
  chatTemplate: undefined,
  chatTemplateTransport: 'prompt',
  malformedCalls: 'feedback',
  constrain: 'off',
  apiKey: [],
  corsOrigins: [],
  upstreamTimeoutMs: 300_000,
  bodyLimitBytes: 10 * 1024 * 1024,
  structuredOutputs: true,
  port: 8080,
  host: '127.0.0.1',
  gracePeriodMs: 25_000,
  quiet: false,
};

/**
 * The settings table: `--help`, the flag parser and the environment reader are all derived from
 * it, so a setting is declared once. A flag wins over its environment variable.
 */
export const SETTING_SPECS: readonly SettingSpec[] = [
  {
    key: 'upstream',
    flag: 'upstream',
    env: ['TOOL_PROXY_UPSTREAM'],
    kind: 'url',
    valueName: 'URL',
    description:
      'the OpenAI-compatible server to call, as a base URL (required), e.g. http://127.0.0.1:11434/v1',
  },
  {
    key: 'upstreamApiKey',
    flag: 'upstream-api-key',
    env: ['UPSTREAM_API_KEY', 'TOOL_PROXY_UPSTREAM_API_KEY'],
    kind: 'text',
    valueName: 'KEY',
    description: "the upstream's key, sent as Authorization: Bearer KEY (prefer the variable)",
  },
  {
    key: 'preset',
    flag: 'preset',
    env: ['TOOL_PROXY_PRESET'],
    kind: 'preset',
    valueName: 'NAME',
    defaultText: SETTING_DEFAULTS.preset,
    description: `the tool-call format: auto (from each request's model id) or ${presetNames.join(', ')}`,
  },
  {
    key: 'chatTemplate',
    flag: 'chat-template',
    env: ['TOOL_PROXY_CHAT_TEMPLATE'],
    kind: 'text',
    valueName: 'auto|FILE',
    defaultText: 'none: the preset',
    description:
      "the model's own chat template gives the format and the prompt: auto (the upstream's GET /props, else the preset from the model id) or a tokenizer_config.json, .gguf or template file",
    nodeOnly: true,
  },
  {
    key: 'chatTemplateTransport',
    flag: 'chat-template-transport',
    env: ['TOOL_PROXY_CHAT_TEMPLATE_TRANSPORT'],
    kind: 'choice',
    choices: ['prompt', 'completion'],
    valueName: 'prompt|completion',
    defaultText: SETTING_DEFAULTS.chatTemplateTransport,
    description:
      "with --chat-template: prompt sends chat requests the upstream renders with the template; completion renders the whole conversation here and calls the upstream's /completions (needed for llama.cpp's lazy grammar with --constrain llama.cpp)",
    nodeOnly: true,
  },
  {
    key: 'malformedCalls',
    flag: 'malformed-calls',
    env: ['TOOL_PROXY_MALFORMED_CALLS'],
    kind: 'choice',
    choices: Object.keys(MALFORMED_CALLS_MEANINGS),
    valueName: 'MODE',
    defaultText: SETTING_DEFAULTS.malformedCalls,
    description: `what becomes of a call the model botched — ${Object.entries(
      MALFORMED_CALLS_MEANINGS,
    )
      .map(([value, meaning]) => `${value}: ${meaning}`)
      .join('; ')}`,
  },
  {
    key: 'constrain',
    flag: 'constrain',
    env: ['TOOL_PROXY_CONSTRAIN'],
    kind: 'choice',
    choices: [...CONSTRAIN_TARGETS, 'off'],
    valueName: 'TARGET',
    defaultText: SETTING_DEFAULTS.constrain,
    description:
      "send the upstream server's own grammar so that calls are valid by construction (docs/grammar.md): vllm and sglang constrain every call, llama.cpp forced calls (every call with --chat-template-transport completion), ollama forced calls only",
  },
  {
    key: 'port',
    flag: 'port',
    env: ['TOOL_PROXY_PORT', 'PORT'],
    kind: 'port',
    valueName: 'N',
    defaultText: String(SETTING_DEFAULTS.port),
    description: 'the port to listen on (0: any free port)',
    nodeOnly: true,
  },
  {
    key: 'host',
    flag: 'host',
    env: ['TOOL_PROXY_HOST'],
    kind: 'text',
    valueName: 'HOST',
    defaultText: SETTING_DEFAULTS.host,
    description: 'the address to listen on (0.0.0.0 in a container)',
    nodeOnly: true,
  },
  {
    key: 'apiKey',
    flag: 'api-key',
    env: ['TOOL_PROXY_API_KEY'],
    kind: 'keys',
    valueName: 'KEY',
    description:
      'require Authorization: Bearer KEY (or x-api-key: KEY) from clients (repeat the flag, or separate keys by commas)',
  },
  {
    key: 'corsOrigins',
    flag: 'cors-origin',
    env: ['TOOL_PROXY_CORS_ORIGINS'],
    kind: 'origins',
    valueName: 'ORIGIN',
    defaultText: 'none: no CORS headers',
    description:
      'let pages on ORIGIN call the proxy from a browser (CORS), e.g. http://localhost:3000, or * for any (repeat the flag, or separate origins by commas)',
  },
  {
    key: 'upstreamTimeoutMs',
    flag: 'upstream-timeout',
    env: ['TOOL_PROXY_UPSTREAM_TIMEOUT'],
    kind: 'ms',
    valueName: 'MS',
    defaultText: String(SETTING_DEFAULTS.upstreamTimeoutMs),
    description:
      'longest wait for the upstream to start answering, and longest silence inside a stream (then 504)',
  },
  {
    key: 'bodyLimitBytes',
    flag: 'body-limit',
    env: ['TOOL_PROXY_BODY_LIMIT'],
    kind: 'bytes',
    valueName: 'SIZE',
    defaultText: '10mb',
    description: 'largest request body, in bytes or with kb/mb (then 413)',
  },
  {
    key: 'structuredOutputs',
    flag: 'structured-outputs',
    env: ['TOOL_PROXY_STRUCTURED_OUTPUTS'],
    kind: 'boolean',
    defaultText: 'on',
    description:
      'the upstream takes response_format json_schema (tool_choice required/named, a client json_schema); --no-structured-outputs sends json_object',
  },
  {
    key: 'gracePeriodMs',
    flag: 'grace-period',
    env: ['TOOL_PROXY_GRACE_PERIOD'],
    kind: 'ms',
    valueName: 'MS',
    defaultText: String(SETTING_DEFAULTS.gracePeriodMs),
    description: 'on SIGTERM/SIGINT, how long in-flight requests may finish before exit',
    nodeOnly: true,
  },
  {
    key: 'quiet',
    flag: 'quiet',
    env: ['TOOL_PROXY_QUIET'],
    kind: 'boolean',
    description: 'no request log (one line per request otherwise)',
  },
];
