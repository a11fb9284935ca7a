import type { JSONObject } from '@ai-sdk/provider';
import type { JSONSchema7 } from 'json-schema';
import { invalidField } from '../openai-error';
import type {
  ChatRequest,
  ChatResponseFormat,
  ChatSettings,
  ChatTool,
  ChatToolChoice,
} from '../request/chat-request';
import { check, type JsonObject } from '../request/field-checks';
import { checkSchemaDepth } from '../request/schema-depth';
import { parseInputItems } from './parse-input-items';

/** What a response object repeats of its request, as the Responses API does. */
export interface ResponseEcho {
  instructions: string | null;
  metadata: JsonObject;
  tools: JsonObject[];
  toolChoice: JSONObject | string;
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
}

const EMPTY_OBJECT_SCHEMA: JSONSchema7 = { type: 'object', properties: {} };

/**
 * Validates a Responses API body and reads it as the one request shape every API is served from.
 * Read: `model`, `input`, `instructions`, function `tools`, `tool_choice`, `parallel_tool_calls`,
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
  const declared = parseFunctionTools(body.tools);
  const { tools, choice } = parseToolChoice(body.tool_choice, declared);
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
    },
    echo: {
      instructions: instructions ?? null,
      metadata,
      tools: tools.map((tool) => ({
        type: 'function',
        name: tool.name,
        description: tool.description ?? null,
        parameters: tool.parameters as JsonObject,
        strict: tool.strict ?? null,
      })),
      toolChoice: (body.tool_choice ?? 'auto') as JSONObject | string,
      temperature: temperature ?? null,
      topP: topP ?? null,
      maxOutputTokens: maxOutputTokens ?? null,
      parallelToolCalls,
      format: format === undefined ? { type: 'text' } : check.object(format, 'text.format'),
      reasoningEffort: effort ?? null,
      user: user ?? null,
    },
  };
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

/** `tools`: function tools only (flat: `name`, `description`, `parameters`, `strict`). */
function parseFunctionTools(value: unknown): ChatTool[] {
  if (value === undefined || value === null) return [];
  const seen = new Set<string>();
  return check.array(value, 'tools').map((item, index) => {
    const path = `tools[${index}]`;
    const tool = check.object(item, path);
    if (tool.type !== 'function') {
      throw invalidField(
        `${path}.type`,
        `Invalid '${path}.type': tool-proxy serves function tools only, got ${JSON.stringify(tool.type)}. Declare the tool as { "type": "function", "name", "parameters" }; hosted tools (web search, file search, code interpreter, …) need OpenAI's own servers.`,
      );
    }
    const name = check.string(tool.name, `${path}.name`);
    if (name.length === 0 || seen.has(name)) {
      throw invalidField(
        `${path}.name`,
        `Invalid '${path}.name': ${name.length === 0 ? 'empty name' : `the tool '${name}' is declared twice; give each tool a distinct name`}.`,
      );
    }
    seen.add(name);
    const parameters =
      tool.parameters === undefined || tool.parameters === null
        ? EMPTY_OBJECT_SCHEMA
        : check.schema(tool.parameters, `${path}.parameters`);
    checkSchemaDepth(parameters, `${path}.parameters`);
    return {
      name,
      description: check.optionalString(tool.description, `${path}.description`),
      parameters,
      strict: check.optionalBoolean(tool.strict, `${path}.strict`),
    };
  });
}

/**
 * `tool_choice`: `none`, `auto`, `required`, `{ type: "function", name }`, or `{ type:
 * "allowed_tools", mode, tools }`, which narrows the tools the model may call.
 */
function parseToolChoice(
  value: unknown,
  declared: ChatTool[],
): { tools: ChatTool[]; choice: ChatToolChoice | undefined } {
  if (value === undefined || value === null) return { tools: declared, choice: undefined };
  if (typeof value === 'string') {
    const mode = check.oneOf(value, 'tool_choice', ['none', 'auto', 'required'] as const);
    if (mode === 'required' && declared.length === 0) {
      throw invalidField(
        'tool_choice',
        "Invalid 'tool_choice': 'required' needs a tool in 'tools'.",
      );
    }
    return { tools: declared, choice: mode };
  }
  const choice = check.object(value, 'tool_choice');
  const type = check.oneOf(choice.type, 'tool_choice.type', ['function', 'allowed_tools'] as const);
  if (type === 'function') {
    return {
      tools: declared,
      choice: { name: declaredName(choice.name, 'tool_choice.name', declared) },
    };
  }
  const mode = check.oneOf(choice.mode, 'tool_choice.mode', ['auto', 'required'] as const);
  const allowed = new Set(
    check.array(choice.tools, 'tool_choice.tools').map((item, index) => {
      const path = `tool_choice.tools[${index}]`;
      return declaredName(check.object(item, path).name, `${path}.name`, declared);
    }),
  );
  return { tools: declared.filter((tool) => allowed.has(tool.name)), choice: mode };
}

function declaredName(value: unknown, param: string, declared: readonly ChatTool[]): string {
  const name = check.string(value, param);
  if (!declared.some((tool) => tool.name === name)) {
    const names = declared.map((tool) => `'${tool.name}'`).join(', ') || 'none';
    throw invalidField(
      param,
      `Invalid '${param}': the tool '${name}' is not in 'tools' (declared: ${names}).`,
    );
  }
  return name;
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
  checkSchemaDepth(schema, 'text.format.schema');
  return {
    type,
    name: check.string(format.name, 'text.format.name'),
    description: check.optionalString(format.description, 'text.format.description'),
    schema,
    strict: check.optionalBoolean(format.strict, 'text.format.strict'),
  };
}
