import type { JSONSchema7 } from 'json-schema';
import { invalidField } from '../openai-error';
import type { ChatTool, ChatToolChoice } from '../request/chat-request';
import { check, type JsonObject } from '../request/field-checks';
import { findLeftOut, forcedLeftOut, type LeftOutTool } from '../request/left-out-tools';
import { CUSTOM_INPUT_SCHEMA } from './custom-tools';

const EMPTY_OBJECT_SCHEMA: JSONSchema7 = { type: 'object', properties: {} };

/** The tools of a Responses request: as the middleware takes them, and which are custom. */
export interface ResponseTools {
  tools: ChatTool[];
  /** Names of the `custom` tools, whose calls are `custom_tool_call` items. */
  custom: Set<string>;
  /** Hosted and namespace tools, not offered to the model. */
  leftOut: LeftOutTool[];
}

/**
 * `tools`: `function` tools (flat: `name`, `description`, `parameters`, `strict`) and `custom`
 * tools (freeform text input, see `CUSTOM_INPUT_SCHEMA`), each name once. Every other type —
 * hosted tools (`web_search`, `file_search`, …, which run on OpenAI's servers) and `namespace`
 * tools (Codex's `multi_agent_v1`; a call would have to come back naming its namespace) — is
 * left out of what the model is offered, so a client's default tool list does not fail the
 * request; `parseResponseToolChoice` refuses a choice that forces one.
 *
 * @throws OpenAIError (400) for a tool without a string `type`, a name declared twice, a schema
 * nested too deep.
 */
export function parseResponseTools(value: unknown): ResponseTools {
  const custom = new Set<string>();
  const leftOut: LeftOutTool[] = [];
  if (value === undefined || value === null) return { tools: [], custom, leftOut };
  const seen = new Set<string>();
  const tools: ChatTool[] = [];
  check.array(value, 'tools').forEach((item, index) => {
    const path = `tools[${index}]`;
    const tool = check.object(item, path);
    const type = check.string(tool.type, `${path}.type`);
    if (type !== 'function' && type !== 'custom') {
      const name = typeof tool.name === 'string' && tool.name.length > 0 ? tool.name : type;
      leftOut.push({ label: name, type });
      return;
    }
    tools.push(servedTool(tool, path, seen, custom));
  });
  return { tools, custom, leftOut };
}

/** One `function` or `custom` tool, its name recorded in `seen` (and `custom`). */
function servedTool(
  tool: JsonObject,
  path: string,
  seen: Set<string>,
  custom: Set<string>,
): ChatTool {
  const name = check.string(tool.name, `${path}.name`);
  if (name.length === 0 || seen.has(name)) {
    throw invalidField(
      `${path}.name`,
      `Invalid '${path}.name': ${name.length === 0 ? 'empty name' : `the tool '${name}' is declared twice; give each tool a distinct name`}.`,
    );
  }
  seen.add(name);
  const description = check.optionalString(tool.description, `${path}.description`);
  if (tool.type === 'custom') {
    custom.add(name);
    return customTool(tool, name, description, path);
  }
  const parameters =
    tool.parameters === undefined || tool.parameters === null
      ? EMPTY_OBJECT_SCHEMA
      : check.schema(tool.parameters, `${path}.parameters`);
  return {
    name,
    description,
    parameters,
    strict: check.optionalBoolean(tool.strict, `${path}.strict`),
  };
}

/** A custom tool as a function of one string, its grammar (if any) told in the description. */
function customTool(
  tool: JsonObject,
  name: string,
  description: string | undefined,
  path: string,
): ChatTool {
  const format =
    tool.format === undefined || tool.format === null
      ? { type: 'text' }
      : check.object(tool.format, `${path}.format`);
  const type = check.oneOf(format.type, `${path}.format.type`, ['text', 'grammar'] as const);
  let told = description;
  if (type === 'grammar') {
    const syntax = check.string(format.syntax, `${path}.format.syntax`);
    const definition = check.string(format.definition, `${path}.format.definition`);
    told =
      `${description ?? ''}\n\nThe input must follow this ${syntax} grammar:\n${definition}`.trim();
  }
  return { name, description: told, parameters: CUSTOM_INPUT_SCHEMA, strict: undefined };
}

/**
 * `tool_choice`: `none`, `auto`, `required`, `{ type: "function" | "custom", name }`, or
 * `{ type: "allowed_tools", mode, tools }`, which narrows the tools the model may call.
 */
export function parseResponseToolChoice(
  value: unknown,
  declared: ChatTool[],
  leftOut: readonly LeftOutTool[] = [],
): { tools: ChatTool[]; choice: ChatToolChoice | undefined } {
  if (value === undefined || value === null) return { tools: declared, choice: undefined };
  if (typeof value === 'string') {
    const mode = check.oneOf(value, 'tool_choice', ['none', 'auto', 'required'] as const);
    if (mode === 'required' && declared.length === 0) {
      const only = leftOut[0];
      if (only !== undefined) throw forcedLeftOut('tool_choice', only);
      throw invalidField(
        'tool_choice',
        "Invalid 'tool_choice': 'required' needs a tool in 'tools'.",
      );
    }
    return { tools: declared, choice: mode };
  }
  const choice = check.object(value, 'tool_choice');
  const forced = forcedTool(choice, declared, leftOut);
  if (forced !== undefined) throw forcedLeftOut('tool_choice', forced);
  const type = check.oneOf(choice.type, 'tool_choice.type', [
    'function',
    'custom',
    'allowed_tools',
  ] as const);
  if (type !== 'allowed_tools') {
    return {
      tools: declared,
      choice: { name: declaredName(choice.name, 'tool_choice.name', declared) },
    };
  }
  const mode = check.oneOf(choice.mode, 'tool_choice.mode', ['auto', 'required'] as const);
  const allowed = new Set<string>();
  let allowedLeftOut: LeftOutTool | undefined;
  check.array(choice.tools, 'tool_choice.tools').forEach((item, index) => {
    const path = `tool_choice.tools[${index}]`;
    const entry = check.object(item, path);
    const left = forcedTool(entry, declared, leftOut);
    if (left !== undefined) allowedLeftOut ??= left;
    else allowed.add(declaredName(entry.name, `${path}.name`, declared));
  });
  // Allowing a left-out tool besides served ones is fine; requiring a call of left-out ones only is not.
  if (mode === 'required' && allowed.size === 0 && allowedLeftOut !== undefined) {
    throw forcedLeftOut('tool_choice.tools', allowedLeftOut);
  }
  return { tools: declared.filter((tool) => allowed.has(tool.name)), choice: mode };
}

/**
 * The left-out tool a choice (or an `allowed_tools` entry) names: a hosted type
 * (`{ type: "web_search" }`) or, by `name`, a namespace — unless a served tool has that name.
 */
function forcedTool(
  choice: JsonObject,
  declared: readonly ChatTool[],
  leftOut: readonly LeftOutTool[],
): LeftOutTool | undefined {
  const name = typeof choice.name === 'string' ? choice.name : undefined;
  if (name !== undefined && declared.some((tool) => tool.name === name)) return undefined;
  const type = typeof choice.type === 'string' ? choice.type : undefined;
  if (type !== 'function' && type !== 'custom' && type !== 'allowed_tools') {
    const byType = findLeftOut(leftOut, type);
    if (byType !== undefined) return byType;
  }
  return findLeftOut(leftOut, name);
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
