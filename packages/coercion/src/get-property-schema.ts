import { findPropertySchema } from './find-property-schema';
import type { JsonSchema } from './json-schema';
import { narrowNullable } from './narrow-nullable';
import { resolveSchema } from './resolve-schema';
import { unwrapJsonSchema } from './unwrap-json-schema';

/**
 * The schema of object property `key`: `properties[key]`, else the first `patternProperties` entry
 * whose pattern matches `key`, else `additionalProperties` when it is a schema. `allOf` parts are
 * searched in order after the schema's own keywords, and a nullable object (`anyOf: [object, null]`
 * or `type: ['object', 'null']`) is looked through. Wrappers and local `$ref`s are resolved, in the
 * given schema and in the result.
 *
 * @param schema - An object schema, a `{ jsonSchema }` wrapper, or `undefined`.
 * @param key - The property name (looked up as an own key, so `__proto__` is safe).
 * @param root - The document `$ref`s point into; defaults to `schema`.
 * @returns The property's schema, or `undefined` when the property is unconstrained or forbidden.
 */
export function getPropertySchema(schema: unknown, key: string, root?: unknown): unknown {
  const rootSchema = unwrapJsonSchema(root ?? schema);
  const object = narrowNullable(resolveSchema(schema, rootSchema), rootSchema);
  if (object === undefined) return undefined;
  const parts: unknown[] = [object, ...(Array.isArray(object.allOf) ? object.allOf : [])];
  for (const part of parts) {
    const resolved: JsonSchema | undefined = resolveSchema(part, rootSchema);
    if (resolved === undefined) continue;
    const rule = findPropertySchema(resolved, key, rootSchema);
    if (typeof rule === 'object') return rule;
  }
  return undefined;
}
