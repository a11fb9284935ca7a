import type { JsonSchemaTypeName } from './json-schema';

/** The JSON type of a value; whole numbers count as `integer`. */
export function jsonTypeOf(value: unknown): JsonSchemaTypeName | undefined {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  switch (typeof value) {
    case 'string':
      return 'string';
    case 'boolean':
      return 'boolean';
    case 'number':
      return Number.isInteger(value) ? 'integer' : 'number';
    case 'object':
      return 'object';
    default:
      return undefined;
  }
}
