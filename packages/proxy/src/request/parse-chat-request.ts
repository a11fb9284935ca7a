import { invalidField, OpenAIError } from '../openai-error';
import type { ChatRequest, ChatResponseFormat, ChatSettings } from './chat-request';
import { check, type JsonObject } from './field-checks';
import { parseMessages } from './parse-messages';
import { parseToolChoice, parseTools } from './parse-tools';

/** Top-level fields the proxy reads itself; every other field is sent on to the upstream. */
const OWN_FIELDS = new Set([
  'model',
  'messages',
  'stream',
  'stream_options',
  'tools',
  'tool_choice',
  'parallel_tool_calls',
  'temperature',
  'top_p',
  'max_tokens',
  'max_completion_tokens',
  'stop',
  'seed',
  'frequency_penalty',
  'presence_penalty',
  'response_format',
  'user',
  'n',
]);

/**
 * Validates a chat-completion body that will go through the tool pipeline, and normalizes it.
 *
 * @param body - The parsed JSON body (an object; see `readJsonBody`).
 * @throws OpenAIError (400) naming the first field at fault, with what was expected.
 */
export function parseChatRequest(body: JsonObject): ChatRequest {
  const model = check.string(body.model, 'model');
  const n = check.optionalInteger(body.n, 'n', 1);
  if (n !== undefined && n !== 1) {
    throw invalidField(
      'n',
      "Invalid 'n': tool-proxy answers with one choice; send n = 1 or omit it.",
    );
  }
  const tools = parseTools(body.tools);
  const streamOptions =
    body.stream_options === undefined || body.stream_options === null
      ? {}
      : check.object(body.stream_options, 'stream_options');
  const extra: JsonObject = {};
  for (const key of Object.keys(body)) {
    if (!OWN_FIELDS.has(key)) extra[key] = body[key];
  }
  return {
    model,
    messages: parseMessages(body.messages),
    stream: check.optionalBoolean(body.stream, 'stream') ?? false,
    includeUsage:
      check.optionalBoolean(streamOptions.include_usage, 'stream_options.include_usage') ?? false,
    tools,
    toolChoice: parseToolChoice(body.tool_choice, tools),
    parallelToolCalls:
      check.optionalBoolean(body.parallel_tool_calls, 'parallel_tool_calls') ?? true,
    settings: parseSettings(body),
    responseFormat: parseResponseFormat(body.response_format),
    user: check.optionalString(body.user, 'user'),
    extra,
  };
}

function parseSettings(body: JsonObject): ChatSettings {
  const settings: ChatSettings = {};
  const set = <K extends keyof ChatSettings>(key: K, value: ChatSettings[K] | undefined) => {
    if (value !== undefined) settings[key] = value;
  };
  set('temperature', check.optionalNumber(body.temperature, 'temperature'));
  set('topP', check.optionalNumber(body.top_p, 'top_p'));
  // `max_completion_tokens` replaced `max_tokens` in OpenAI's API; it wins when both are sent.
  set(
    'maxOutputTokens',
    check.optionalInteger(body.max_completion_tokens, 'max_completion_tokens', 1) ??
      check.optionalInteger(body.max_tokens, 'max_tokens', 1),
  );
  set('stopSequences', parseStop(body.stop));
  set('seed', check.optionalInteger(body.seed, 'seed'));
  set('frequencyPenalty', check.optionalNumber(body.frequency_penalty, 'frequency_penalty'));
  set('presencePenalty', check.optionalNumber(body.presence_penalty, 'presence_penalty'));
  return settings;
}

function parseStop(value: unknown): string[] | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'string') return [value];
  return check.array(value, 'stop').map((item, index) => check.string(item, `stop[${index}]`));
}

function parseResponseFormat(value: unknown): ChatResponseFormat | undefined {
  if (value === undefined || value === null) return undefined;
  const format = check.object(value, 'response_format');
  const type = check.oneOf(format.type, 'response_format.type', [
    'text',
    'json_object',
    'json_schema',
  ] as const);
  if (type !== 'json_schema') return { type };
  const spec = check.object(format.json_schema, 'response_format.json_schema');
  const schema = spec.schema;
  return {
    type,
    name: check.string(spec.name, 'response_format.json_schema.name'),
    description: check.optionalString(spec.description, 'response_format.json_schema.description'),
    schema:
      schema === undefined || schema === null
        ? undefined
        : check.schema(schema, 'response_format.json_schema.schema'),
    strict: check.optionalBoolean(spec.strict, 'response_format.json_schema.strict'),
  };
}

/**
 * Parses a request body as a JSON object.
 *
 * @param fields - The fields the API needs, for the message (`'model' and 'input'`).
 * @throws OpenAIError (400, code `invalid_json`) when the text is not JSON or not an object.
 */
export function readJsonBody(text: string, fields = "'model' and 'messages'"): JsonObject {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw new OpenAIError({
      status: 400,
      message: `The request body is not valid JSON (${error instanceof Error ? error.message : String(error)}). Send a JSON object with ${fields}.`,
      code: 'invalid_json',
    });
  }
  if (!check.isObject(parsed)) {
    throw new OpenAIError({
      status: 400,
      message: `The request body must be a JSON object with ${fields}.`,
      code: 'invalid_json',
    });
  }
  return parsed;
}
