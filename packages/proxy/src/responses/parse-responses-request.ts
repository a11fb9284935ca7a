import { invalidField } from '../openai-error';
import type { ChatRequest, ChatResponseFormat, ChatSettings } from '../request/chat-request';
import { check, type JsonObject } from '../request/field-checks';
import { parseInputItems } from './parse-input-items';
import { parseResponseToolChoice, parseResponseTools } from './parse-response-tools';

/** What a response object repeats of its request, as the Responses API does. */
export interface ResponseEcho {
  instructions: string | null;
  metadata: JsonObject;
  tools: JsonObject[];
  toolChoice: JsonObject | string;
  temperature: number | null;
  topP: number | null;
  maxOutputTokens: number | null;
  parallelToolCalls: boolean;
  format: JsonObject;
  reasoningEffort: string | null;
  user: string | null;
}

/** A `POST /v1/responses` request: the one request shape, and what its answer repeats. */
export interface ResponsesRequest {
  chat: ChatRequest;
  echo: ResponseEcho;
  /** Names of the `custom` tools, whose calls are `custom_tool_call` items. */
  customTools: ReadonlySet<string>;
}

/**
 * Validates a Responses API body and reads it as the one request shape every API is served from.
 * Read: `model`, `input`, `instructions`, function and custom `tools`, `tool_choice`, `parallel_tool_calls`,
 * `max_output_tokens`, `temperature`, `top_p`, `text.format`, `reasoning.effort` (sent upstream as
 * `reasoning_effort`), `metadata`, `user` / `safety_identifier`, `stream`. The proxy keeps no
 * responses: `store` is accepted and answered `false`, and a request that needs a stored one
 * (`previous_response_id`, `conversation`, `background`, a stored `prompt`) is refused. Other
 * fields (`include`, `truncation`, `service_tier`, `prompt_cache_key`, …) are not sent on: the
 * upstream speaks Chat Completions.
 *
 * @throws OpenAIError (400) naming the first field at fault.
 */
export function parseResponsesRequest(body: JsonObject): ResponsesRequest {
  refuseStored(body);
  const model = check.string(body.model, 'model');
  const instructions = check.optionalString(body.instructions, 'instructions');
  const messages = parseInputItems(body.input, instructions);
  const declared = parseResponseTools(body.tools);
  const { tools, choice } = parseResponseToolChoice(
    body.tool_choice,
    declared.tools,
    declared.leftOut,
  );
  const settings: ChatSettings = {};
  const temperature = check.optionalNumber(body.temperature, 'temperature');
  const topP = check.optionalNumber(body.top_p, 'top_p');
  const maxOutputTokens = check.optionalInteger(body.max_output_tokens, 'max_output_tokens', 1);
  if (temperature !== undefined) settings.temperature = temperature;
  if (topP !== undefined) settings.topP = topP;
  if (maxOutputTokens !== undefined) settings.maxOutputTokens = maxOutputTokens;
  const text = body.text === undefined || body.text === null ? {} : check.object(body.text, 'text');
  const format = text.format === undefined || text.format === null ? undefined : text.format;
  const reasoning =
    body.reasoning === undefined || body.reasoning === null
      ? {}
      : check.object(body.reasoning, 'reasoning');
  const effort = check.optionalString(reasoning.effort, 'reasoning.effort');
  const user =
    check.optionalString(body.user, 'user') ??
    check.optionalString(body.safety_identifier, 'safety_identifier');
  const parallelToolCalls =
    check.optionalBoolean(body.parallel_tool_calls, 'parallel_tool_calls') ?? true;
  check.optionalBoolean(body.store, 'store');
  const metadata =
    body.metadata === undefined || body.metadata === null
      ? {}
      : check.object(body.metadata, 'metadata');
  return {
    chat: {
      model,
      messages,
      stream: check.optionalBoolean(body.stream, 'stream') ?? false,
      includeUsage: false,
      tools,
      toolChoice: choice,
      parallelToolCalls,
      settings,
      responseFormat: parseFormat(format),
      user,
      extra: effort === undefined ? {} : { reasoning_effort: effort },
      leftOutTools: declared.leftOut,
    },
    echo: {
      instructions: instructions ?? null,
      metadata,
      tools: echoTools(body.tools),
      toolChoice: echoToolChoice(body.tool_choice),
      temperature: temperature ?? null,
      topP: topP ?? null,
      maxOutputTokens: maxOutputTokens ?? null,
      parallelToolCalls,
      format: format === undefined ? { type: 'text' } : check.object(format, 'text.format'),
      reasoningEffort: effort ?? null,
      user: user ?? null,
    },
    customTools: declared.custom,
  };
}

/** The tools as the client declared them (checked already), repeated in the answer. */
function echoTools(value: unknown): JsonObject[] {
  if (value === undefined || value === null) return [];
  return check.array(value, 'tools').map((tool, index) => check.object(tool, `tools[${index}]`));
}

/** The `tool_choice` as the client wrote it (checked already), repeated in the answer. */
function echoToolChoice(value: unknown): JsonObject | string {
  if (value === undefined || value === null) return 'auto';
  return typeof value === 'string' ? value : check.object(value, 'tool_choice');
}

/** Fields that need a response stored by the server, which the proxy never keeps. */
function refuseStored(body: JsonObject): void {
  const stateful: Array<[string, string]> = [
    [
      'previous_response_id',
      'send the whole conversation in \'input\' instead (with "store": false)',
    ],
    ['conversation', "send the whole conversation in 'input' instead"],
    ['prompt', "send the prompt's text as 'instructions' and 'input' instead"],
  ];
  for (const [field, fix] of stateful) {
    const value = body[field];
    if (value === undefined || value === null) continue;
    throw invalidField(
      field,
      `'${field}' is not supported: tool-proxy keeps no responses, conversations or prompts; ${fix}.`,
      'unsupported_parameter',
    );
  }
  if (check.optionalBoolean(body.background, 'background') === true) {
    throw invalidField(
      'background',
      '\'background\' is not supported: tool-proxy keeps no responses to poll; send the request with "stream": true instead.',
      'unsupported_parameter',
    );
  }
}

/** `text.format`: `text`, `json_object`, or `json_schema` (flat: `name`, `schema`, `strict`). */
function parseFormat(value: unknown): ChatResponseFormat | undefined {
  if (value === undefined) return undefined;
  const format = check.object(value, 'text.format');
  const type = check.oneOf(format.type, 'text.format.type', [
    'text',
    'json_object',
    'json_schema',
  ] as const);
  if (type !== 'json_schema') return { type };
  const schema = check.schema(format.schema, 'text.format.schema');
  return {
    type,
    name: check.string(format.name, 'text.format.name'),
    description: check.optionalString(format.description, 'text.format.description'),
    schema,
    strict: check.optionalBoolean(format.strict, 'text.format.strict'),
  };
}
