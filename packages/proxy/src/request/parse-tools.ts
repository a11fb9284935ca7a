import type { JSONSchema7 } from 'json-schema';
import { invalidField } from '../openai-error';
import type { ChatTool, ChatToolChoice } from './chat-request';
import { check } from './field-checks';

const EMPTY_OBJECT_SCHEMA: JSONSchema7 = { type: 'object', properties: {} };

/**
 * Validates `tools`: function tools only (`{ type: "function", function: { name, description?,
 * parameters?, strict? } }`), each name once.
 *
 * @throws OpenAIError (400) naming the field at fault.
 */
export function parseTools(value: unknown): ChatTool[] {
  if (value === undefined || value === null) return [];
  const seen = new Set<string>();
  return check.array(value, 'tools').map((item, index) => {
    const path = `tools[${index}]`;
    const tool = check.object(item, path);
    check.oneOf(tool.type, `${path}.type`, ['function'] as const);
    const fn = check.object(tool.function, `${path}.function`);
    const name = check.string(fn.name, `${path}.function.name`);
    if (name.length === 0) {
      throw invalidField(`${path}.function.name`, `Invalid '${path}.function.name': empty name.`);
    }
    if (seen.has(name)) {
      throw invalidField(
        `${path}.function.name`,
        `Invalid '${path}.function.name': the tool '${name}' is declared twice; give each tool a distinct name.`,
      );
    }
    seen.add(name);
    const parameters =
      fn.parameters === undefined || fn.parameters === null
        ? EMPTY_OBJECT_SCHEMA
        : check.schema(fn.parameters, `${path}.function.parameters`);
    return {
      name,
      description: check.optionalString(fn.description, `${path}.function.description`),
      parameters,
      strict: check.optionalBoolean(fn.strict, `${path}.function.strict`),
    };
  });
}

/**
 * Validates `tool_choice` against the declared tools: `"none"`, `"auto"`, `"required"` or
 * `{ type: "function", function: { name } }` naming one of them.
 *
 * @throws OpenAIError (400) for another value, a named tool that is not declared, or `required`
 * / a named tool without any tools.
 */
export function parseToolChoice(
  value: unknown,
  tools: readonly ChatTool[],
): ChatToolChoice | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'string') {
    const mode = check.oneOf(value, 'tool_choice', ['none', 'auto', 'required'] as const);
    if (mode === 'required' && tools.length === 0) {
      throw invalidField(
        'tool_choice',
        "Invalid 'tool_choice': 'required' needs at least one tool in 'tools'.",
      );
    }
    return mode;
  }
  const choice = check.object(value, 'tool_choice');
  check.oneOf(choice.type, 'tool_choice.type', ['function'] as const);
  const fn = check.object(choice.function, 'tool_choice.function');
  const name = check.string(fn.name, 'tool_choice.function.name');
  if (!tools.some((tool) => tool.name === name)) {
    const declared = tools.map((tool) => `'${tool.name}'`).join(', ') || 'none';
    throw invalidField(
      'tool_choice.function.name',
      `Invalid 'tool_choice': the tool '${name}' is not in 'tools' (declared: ${declared}).`,
    );
  }
  return { name };
}
