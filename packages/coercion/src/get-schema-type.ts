import { inferSchemaType } from './infer-schema-type';
import type { JsonSchemaTypeName } from './json-schema';
import { resolveSchema } from './resolve-schema';
import { unwrapJsonSchema } from './unwrap-json-schema';

/**
 * The JSON type a schema describes, for callers that must decide early how to read a value (the
 * streaming engine asks whether an argument is an object, an array or a string).
 *
 * Reads `type`; detects `object` from `properties`/`patternProperties`/`additionalProperties`/
 * `required` and `array` from `items`/`prefixItems`; a `const` or `enum` gives its members' type.
 * A union (`type` array, `anyOf`, `oneOf`) has a type only when its branches agree once `null` is
 * set aside, so a nullable object is `'object'`; `integer` and `number` together are `'number'`.
 * `allOf` takes the first part that has a type. Local `$ref`s are resolved against the schema.
 *
 * @param schema - A JSON Schema, a `{ jsonSchema }` wrapper, or `undefined`.
 * @returns The type name, or `undefined` when the schema does not pin one down.
 */
export function getSchemaType(schema: unknown): JsonSchemaTypeName | undefined {
  const root = unwrapJsonSchema(schema);
  const resolved = resolveSchema(root, root);
  return resolved === undefined ? undefined : inferSchemaType(resolved, root, 0);
}
