import { findPropertySchema } from './find-property-schema';
import { isPlainObject } from './is-plain-object';
import type { JsonSchema } from './json-schema';
import { narrowNullable } from './narrow-nullable';
import { resolveSchema } from './resolve-schema';
import { unwrapJsonSchema } from './unwrap-json-schema';

/**
 * Whether an object schema knows property `key`: `properties` names it, a `patternProperties`
 * pattern matches it, or `additionalProperties` is `true` or a schema (searched in the schema and
 * its `allOf` parts; a nullable object is looked through, as in `getPropertySchema`).
 *
 * A schema that says nothing about its properties — none of those three keywords, a union whose
 * branch depends on the value, no object schema at all — knows every key: there is nothing to
 * hold an argument against. So `{ type: 'object' }` knows `city`, while `z.object({})` (empty
 * `properties`, `additionalProperties: false`) knows none.
 *
 * @param schema - An object schema, a `{ jsonSchema }` wrapper, or `undefined`.
 * @param key - The property name (an own-key lookup, so `__proto__` is safe).
 */
export function isDeclaredProperty(schema: unknown, key: string): boolean {
  const root = unwrapJsonSchema(schema);
  const object = narrowNullable(resolveSchema(schema, root), root);
  if (object === undefined) return true;
  const parts: unknown[] = [object, ...(Array.isArray(object.allOf) ? object.allOf : [])];
  let constrained = false;
  for (const part of parts) {
    const resolved: JsonSchema | undefined = resolveSchema(part, root);
    if (resolved === undefined || !constrains(resolved)) continue;
    constrained = true;
    // With additional properties closed, only `properties` and `patternProperties` can let the
    // key in ('closed' then means neither names it, or one names it with a `false` schema).
    const named = findPropertySchema({ ...resolved, additionalProperties: false }, key, root);
    if (named !== 'closed') return true;
    const extra = resolved.additionalProperties;
    if (!names(resolved, key) && (extra === true || isPlainObject(extra))) return true;
  }
  return !constrained;
}

/** Whether the schema says anything about which properties an object has. */
function constrains(schema: JsonSchema): boolean {
  return (
    isPlainObject(schema.properties) ||
    isPlainObject(schema.patternProperties) ||
    schema.additionalProperties !== undefined
  );
}

/** Whether `properties` names the key (its schema may be `true`, read as `'open'`). */
function names(schema: JsonSchema, key: string): boolean {
  return isPlainObject(schema.properties) && Object.hasOwn(schema.properties, key);
}
