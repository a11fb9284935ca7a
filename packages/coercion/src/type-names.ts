import type { JsonSchemaTypeName } from './json-schema';

const TYPE_NAMES: ReadonlySet<string> = new Set([
  'object',
  'array',
  'string',
  'number',
  'integer',
  'boolean',
  'null',
]);

/** Whether `name` is one of the seven JSON Schema type names. */
export function isTypeName(name: unknown): name is JsonSchemaTypeName {
  return typeof name === 'string' && TYPE_NAMES.has(name);
}

/** The distinct valid names in a `type` array, in order. */
export function typeNames(type: unknown): JsonSchemaTypeName[] {
  if (!Array.isArray(type)) return [];
  const names: JsonSchemaTypeName[] = [];
  for (const name of type) if (isTypeName(name) && !names.includes(name)) names.push(name);
  return names;
}
