import type { JSONObject } from '@ai-sdk/provider';
import { invalidField } from '../openai-error';
import type { ChatRequest, ChatSettings, ChatTool, ChatToolChoice } from '../request/chat-request';
import { check, type JsonObject } from '../request/field-checks';
import { findLeftOut, forcedLeftOut, type LeftOutTool } from '../request/left-out-tools';
import { parseConversation } from './parse-message-blocks';

/** Whether `max_tokens` must be given: on `/v1/messages`, not on `/count_tokens`. */
export type MaxTokensRule = 'required' | 'optional';

/**
 * Validates an Anthropic Messages API body and reads it as the one request shape every API is
 * served from. Read: `model`, `max_tokens`, `system`, `messages`, custom `tools` (`name`,
 * `description`, `input_schema`), `tool_choice` (`auto`, `any`, `tool`, `none`;
 * `disable_parallel_tool_use`), `stop_sequences`, `temperature`, `top_p`, `top_k` (sent
 * upstream as is), `metadata.user_id` (as `user`), `stream`. Anthropic's own fields that mean
 * nothing to an OpenAI-compatible upstream (`thinking`, `cache_control`, `service_tier`,
 * `container`, `context_management`, …) are accepted and not sent on.
 *
 * @throws OpenAIError (400) naming the first field at fault.
 */
export function parseMessagesRequest(body: JsonObject, maxTokens: MaxTokensRule): ChatRequest {
  const model = check.string(body.model, 'model');
  const limit = check.optionalInteger(body.max_tokens, 'max_tokens', 1);
  if (limit === undefined && maxTokens === 'required') {
    throw invalidField(
      'max_tokens',
      "Missing required parameter: 'max_tokens' (an integer).",
      'missing_required_parameter',
    );
  }
  const messages = parseConversation(body.messages, body.system);
  const { tools: declared, leftOut } = parseTools(body.tools);
  const { choice, parallel } = parseToolChoice(body.tool_choice, declared, leftOut);
  const settings: ChatSettings = {};
  if (limit !== undefined) settings.maxOutputTokens = limit;
  const temperature = check.optionalNumber(body.temperature, 'temperature');
  if (temperature !== undefined) settings.temperature = temperature;
  const topP = check.optionalNumber(body.top_p, 'top_p');
  if (topP !== undefined) settings.topP = topP;
  const stop = body.stop_sequences;
  if (stop !== undefined && stop !== null) {
    settings.stopSequences = check
      .array(stop, 'stop_sequences')
      .map((item, index) => check.string(item, `stop_sequences[${index}]`));
  }
  const extra: JSONObject = {};
  const topK = check.optionalInteger(body.top_k, 'top_k', 0);
  if (topK !== undefined) extra.top_k = topK;
  const metadata =
    body.metadata === undefined || body.metadata === null
      ? {}
      : check.object(body.metadata, 'metadata');
  return {
    model,
    messages,
    stream: check.optionalBoolean(body.stream, 'stream') ?? false,
    includeUsage: false,
    tools: declared,
    toolChoice: choice,
    parallelToolCalls: parallel,
    settings,
    responseFormat: undefined,
    user: check.optionalString(metadata.user_id, 'metadata.user_id'),
    extra,
    leftOutTools: leftOut,
  };
}

/**
 * `tools`: custom tools (`type` absent or `custom`) with an `input_schema`. Server tools (any
 * other `type`: `web_search_20250305`, `code_execution_…`, run on Anthropic's servers) are left
 * out of what the model is offered, so Claude Code's defaults do not fail the request;
 * `parseToolChoice` refuses a choice that forces one.
 */
function parseTools(value: unknown): { tools: ChatTool[]; leftOut: LeftOutTool[] } {
  const leftOut: LeftOutTool[] = [];
  if (value === undefined || value === null) return { tools: [], leftOut };
  const seen = new Set<string>();
  const tools: ChatTool[] = [];
  check.array(value, 'tools').forEach((item, index) => {
    const path = `tools[${index}]`;
    const tool = check.object(item, path);
    if (tool.type !== undefined && tool.type !== null && tool.type !== 'custom') {
      const type = check.string(tool.type, `${path}.type`);
      const label = typeof tool.name === 'string' && tool.name.length > 0 ? tool.name : type;
      leftOut.push({ label, type });
      return;
    }
    tools.push(customTool(tool, path, seen));
  });
  return { tools, leftOut };
}

/** One custom tool, its name recorded in `seen`. */
function customTool(tool: JsonObject, path: string, seen: Set<string>): ChatTool {
  const name = check.string(tool.name, `${path}.name`);
  if (name.length === 0 || seen.has(name)) {
    throw invalidField(
      `${path}.name`,
      `Invalid '${path}.name': ${name.length === 0 ? 'empty name' : `the tool '${name}' is declared twice; give each tool a distinct name`}.`,
    );
  }
  seen.add(name);
  const schema = check.schema(tool.input_schema, `${path}.input_schema`);
  return {
    name,
    description: check.optionalString(tool.description, `${path}.description`),
    parameters: schema,
    strict: check.optionalBoolean(tool.strict, `${path}.strict`),
  };
}

/** `tool_choice`: `{ type: auto | any | tool | none, name?, disable_parallel_tool_use? }`. */
function parseToolChoice(
  value: unknown,
  tools: readonly ChatTool[],
  leftOut: readonly LeftOutTool[],
): { choice: ChatToolChoice | undefined; parallel: boolean } {
  if (value === undefined || value === null) return { choice: undefined, parallel: true };
  const choice = check.object(value, 'tool_choice');
  const type = check.oneOf(choice.type, 'tool_choice.type', [
    'auto',
    'any',
    'tool',
    'none',
  ] as const);
  const parallel =
    check.optionalBoolean(
      choice.disable_parallel_tool_use,
      'tool_choice.disable_parallel_tool_use',
    ) !== true;
  if (type === 'auto' || type === 'none') return { choice: type, parallel };
  if (tools.length === 0 && leftOut[0] !== undefined && type === 'any') {
    throw forcedLeftOut('tool_choice', leftOut[0]);
  }
  const forced =
    type === 'tool'
      ? findLeftOut(leftOut, check.string(choice.name, 'tool_choice.name'))
      : undefined;
  if (forced !== undefined && !tools.some((tool) => tool.name === forced.label)) {
    throw forcedLeftOut('tool_choice.name', forced);
  }
  if (tools.length === 0) {
    throw invalidField('tool_choice', `Invalid 'tool_choice': '${type}' needs a tool in 'tools'.`);
  }
  if (type === 'any') return { choice: 'required', parallel };
  const name = check.string(choice.name, 'tool_choice.name');
  if (!tools.some((tool) => tool.name === name)) {
    const names = tools.map((tool) => `'${tool.name}'`).join(', ');
    throw invalidField(
      'tool_choice.name',
      `Invalid 'tool_choice.name': the tool '${name}' is not in 'tools' (declared: ${names}).`,
    );
  }
  return { choice: { name }, parallel };
}
