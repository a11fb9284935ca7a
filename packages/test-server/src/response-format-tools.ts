import type { ChatCompletionRequest } from './chat-types';

/** How deep a schema is searched for tool names; tool-choice schemas are two or three levels. */
const MAX_DEPTH = 8;

/**
 * The tool names a `response_format` JSON schema allows, read from `properties.name` (`const` or
 * `enum`) of the schema itself or of each `anyOf` / `oneOf` branch. This is how a replay script
 * answers a forced tool choice: the schema says which tool the answer must call.
 *
 * @param request - A chat-completion request.
 * @returns The names in schema order; `[]` for `json_object` (no schema) or no `response_format`.
 */
export function responseFormatToolNames(request: ChatCompletionRequest): string[] {
  const format = request.response_format;
  if (format?.type !== 'json_schema') return [];
  const names: string[] = [];
  collectNames(format.json_schema.schema, names, 0);
  return [...new Set(names)];
}

function collectNames(schema: unknown, names: string[], depth: number): void {
  if (depth > MAX_DEPTH || !isRecord(schema)) return;
  const properties = schema.properties;
  if (isRecord(properties) && isRecord(properties.name)) {
    const name = properties.name;
    if (typeof name.const === 'string') names.push(name.const);
    if (Array.isArray(name.enum)) {
      for (const value of name.enum) if (typeof value === 'string') names.push(value);
    }
  }
  for (const key of ['anyOf', 'oneOf'] as const) {
    const branches = schema[key];
    if (Array.isArray(branches)) {
      for (const branch of branches) collectNames(branch, names, depth + 1);
    }
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
