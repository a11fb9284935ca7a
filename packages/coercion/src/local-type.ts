import { commonType } from './common-type';
import { enumMembers } from './enum-members';
import { isPlainObject } from './is-plain-object';
import type { JsonSchema, JsonSchemaTypeName } from './json-schema';
import { jsonTypeOf } from './json-type-of';
import { isTypeName, typeNames } from './type-names';

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
