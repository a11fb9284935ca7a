import type { EvalTask, ExpectedCall, TaskTool } from './eval-task';
import { inferCategory } from './infer-category';
import { parseMessages } from './parse-messages';
import {
  isRecord,
  requireArray,
  requireRecord,
  requireString,
  TaskLineError,
} from './task-line-error';

const TASK_EXAMPLE =
  '{"id": "weather-1", "tools": [{"name": "get_weather", "description": "…", "inputSchema": {"type": "object", "properties": {"city": {"type": "string"}}}}], "messages": [{"role": "user", "content": "Weather in Paris?"}], "expected": [{"name": "get_weather", "arguments": {"city": ["Paris"]}}]}';

/**
 * Reads one task (one line of a `--tasks` file, already parsed as JSON) and checks it: a
 * non-empty `id`, an optional `category`, `tools` with unique names and an object `inputSchema`,
 * OpenAI chat `messages`, and `expected` calls that name declared tools and list acceptable
 * values as arrays.
 *
 * @throws {TaskLineError} What is wrong and where, so the user can fix the line.
 */
export function parseTask(value: unknown): EvalTask {
  const task = requireRecord(value, '', TASK_EXAMPLE);
  const id =
    typeof task.id === 'number' && Number.isFinite(task.id)
      ? String(task.id)
      : requireString(task.id, 'id', '"weather-1"');
  const tools = parseTools(task.tools);
  const messages = parseMessages(task.messages);
  const expected = parseExpected(task.expected, tools);
  const category =
    task.category === undefined || task.category === null
      ? inferCategory(tools.length, messages, expected)
      : requireString(task.category, 'category', '"simple"').trim();
  return { id, category, tools, messages, expected };
}

/**
 * An example list for a value that was not one: the value wrapped (`"Paris"` → `["Paris"]`),
 * or, for an empty list or nothing, a placeholder — `[[]]` would read as "a list holding an
 * empty list".
 */
function listExample(value: unknown): string {
  if (value === undefined || value === null || (Array.isArray(value) && value.length === 0)) {
    return '["a value", "another accepted value"]';
  }
  return `[${JSON.stringify(value)}]`;
}

function parseTools(value: unknown): TaskTool[] {
  const list = requireArray(
    value,
    'tools',
    '[{"name": "get_weather", "inputSchema": {"type": "object"}}]',
  );
  const names = new Set<string>();
  return list.map((item, index) => {
    const path = `tools[${index}]`;
    const tool = requireRecord(
      item,
      path,
      '{"name": "get_weather", "description": "…", "inputSchema": {"type": "object", "properties": {…}}}',
    );
    const name = requireString(tool.name, `${path}.name`, '"get_weather"');
    if (names.has(name)) {
      throw new TaskLineError(
        `${path}.name`,
        `"${name}" is declared twice; tool names must be unique.`,
      );
    }
    names.add(name);
    if (tool.inputSchema === undefined && tool.parameters !== undefined) {
      throw new TaskLineError(
        `${path}`,
        'the argument schema goes in "inputSchema" (not "parameters").',
      );
    }
    const inputSchema = requireRecord(
      tool.inputSchema,
      `${path}.inputSchema`,
      '{"type": "object", "properties": {"city": {"type": "string"}}}',
    );
    if (tool.description !== undefined && typeof tool.description !== 'string') {
      throw new TaskLineError(`${path}.description`, 'expected a string.');
    }
    return tool.description === undefined
      ? { name, inputSchema }
      : { name, description: tool.description, inputSchema };
  });
}

function parseExpected(value: unknown, tools: readonly TaskTool[]): ExpectedCall[] {
  const list = requireArray(
    value,
    'expected',
    '[{"name": "get_weather", "arguments": {"city": ["Paris"]}}] (or [] when no call is right)',
  );
  return list.map((item, index) => {
    const path = `expected[${index}]`;
    const call = requireRecord(
      item,
      path,
      '{"name": "get_weather", "arguments": {"city": ["Paris"]}}',
    );
    const name = requireString(call.name, `${path}.name`, '"get_weather"');
    const tool = tools.find((candidate) => candidate.name === name);
    if (tool === undefined) {
      throw new TaskLineError(
        `${path}.name`,
        `"${name}" is not one of the task's tools (${tools.map((t) => t.name).join(', ') || 'none'}).`,
      );
    }
    const args =
      call.arguments === undefined
        ? {}
        : requireRecord(
            call.arguments,
            `${path}.arguments`,
            '{"city": ["Paris", "Paris, France"]}',
          );
    const declared = declaredParameters(tool.inputSchema);
    const parsed: Record<string, unknown[]> = {};
    for (const [key, values] of Object.entries(args)) {
      const argPath = `${path}.arguments.${key}`;
      if (!Array.isArray(values) || values.length === 0) {
        throw new TaskLineError(
          argPath,
          `expected a non-empty list of acceptable values, for example ${listExample(values)} (add null when the argument may be left out).`,
        );
      }
      if (declared !== undefined && !declared.includes(key)) {
        throw new TaskLineError(
          argPath,
          `"${key}" is not a parameter of ${name} (its parameters: ${declared.join(', ') || 'none'}).`,
        );
      }
      parsed[key] = values;
    }
    return { name, arguments: parsed };
  });
}

/**
 * The parameter names a schema allows, or undefined when it allows any name: as in JSON Schema,
 * names beyond `properties` are allowed unless `additionalProperties` is `false`.
 */
function declaredParameters(schema: Record<string, unknown>): string[] | undefined {
  if (!isRecord(schema.properties) || schema.additionalProperties !== false) return undefined;
  return Object.keys(schema.properties);
}
