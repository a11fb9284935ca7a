import type { JsonSchema, JsonSchemaTypeName } from './json-schema';
import { isPlainObject } from './own';

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

/** The distinct valid names in a `type` array, in order. */
export function typeNames(type: unknown): JsonSchemaTypeName[] {
  if (!Array.isArray(type)) return [];
  const names: JsonSchemaTypeName[] = [];
  for (const name of type) if (isTypeName(name) && !names.includes(name)) names.push(name);
  return names;
}

/**
 * The single type a schema's own keywords give it, without looking into `anyOf`/`oneOf`/`allOf`:
 * `type` (a string or a one-element array), else `object` from object keywords, `array` from
 * `items`/`prefixItems`, else the type shared by every `const`/`enum` member.
 */
export function localType(schema: JsonSchema): JsonSchemaTypeName | undefined {
  const { type } = schema;
  if (typeof type === 'string') return isTypeName(type) ? type : undefined;
  if (Array.isArray(type)) {
    const names = typeNames(type);
    return names.length === 1 ? names[0] : undefined;
  }
  if (
    isPlainObject(schema.properties) ||
    isPlainObject(schema.patternProperties) ||
    schema.additionalProperties !== undefined ||
    Array.isArray(schema.required)
  ) {
    return 'object';
  }
  if (
    schema.items !== undefined ||
    Array.isArray(schema.prefixItems) ||
    schema.additionalItems !== undefined
  ) {
    return 'array';
  }
  const members = enumMembers(schema);
  return members === undefined ? undefined : commonType(members.map(jsonTypeOf));
}

/** The allowed values of a schema: `enum`, or `[const]`; `undefined` when it has neither. */
export function enumMembers(schema: JsonSchema): readonly unknown[] | undefined {
  if (Object.hasOwn(schema, 'const')) return [schema.const];
  return Array.isArray(schema.enum) ? schema.enum : undefined;
}

/**
 * The one type several types agree on: `integer` and `number` agree on `number`; `null` members are
 * ignored unless there is nothing else. `undefined` when they disagree.
 */
export function commonType(
  types: ReadonlyArray<JsonSchemaTypeName | undefined>,
): JsonSchemaTypeName | undefined {
  let result: JsonSchemaTypeName | undefined;
  let sawNull = false;
  for (const type of types) {
    if (type === undefined) return undefined;
    if (type === 'null') {
      sawNull = true;
    } else if (result === undefined || result === type) {
      result = type;
    } else if (
      (result === 'integer' && type === 'number') ||
      (result === 'number' && type === 'integer')
    ) {
      result = 'number';
    } else {
      return undefined;
    }
  }
  return result ?? (sawNull ? 'null' : undefined);
}
