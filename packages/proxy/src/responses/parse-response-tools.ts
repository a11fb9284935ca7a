import type { JSONSchema7 } from 'json-schema';
import { invalidField } from '../openai-error';
import type { ChatTool, ChatToolChoice } from '../request/chat-request';
import { check, type JsonObject } from '../request/field-checks';
import { CUSTOM_INPUT_SCHEMA } from './custom-tools';

const EMPTY_OBJECT_SCHEMA: JSONSchema7 = { type: 'object', properties: {} };

/** The tools of a Responses request: as the middleware takes them, and which are custom. */
export interface ResponseTools {
  tools: ChatTool[];
  /** Names of the `custom` tools, whose calls are `custom_tool_call` items. */
  custom: Set<string>;
}

/**
 * `tools`: `function` tools (flat: `name`, `description`, `parameters`, `strict`) and `custom`
 * tools (freeform text input, see `CUSTOM_INPUT_SCHEMA`), each name once.
 *
 * @throws OpenAIError (400) for another tool type (hosted tools need OpenAI's servers), a name
 * declared twice, a schema nested too deep.
 */
export function parseResponseTools(value: unknown): ResponseTools {
  const custom = new Set<string>();
  if (value === undefined || value === null) return { tools: [], custom };
  const seen = new Set<string>();
  const tools = check.array(value, 'tools').map((item, index): ChatTool => {
    const path = `tools[${index}]`;
    const tool = check.object(item, path);
    if (tool.type !== 'function' && tool.type !== 'custom') {
      throw invalidField(
        `${path}.type`,
        `Invalid '${path}.type': tool-proxy serves function and custom tools only, got ${JSON.stringify(tool.type)}. Declare the tool as { "type": "function", "name", "parameters" }; hosted tools (web search, file search, code interpreter, …) need OpenAI's own servers.`,
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
  });
  return { tools, custom };
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
