import { resolveSchema } from './resolve-schema';
import { unwrapJsonSchema } from './unwrap-json-schema';

/**
 * Whether every string is valid for this schema exactly as written, so a streaming parser may emit
 * a string value character by character before it is complete: `type` is exactly `'string'` (after
 * unwrapping and `$ref`) with no `enum`, `const`, `anyOf`, `oneOf`, `allOf` or `type` array — any
 * of which could make coercion change the string (`"null"` in a nullable string becomes `null`).
 * Validation-only keywords (`minLength`, `pattern`, `format`) do not matter: coercion ignores them.
 *
 * @param schema - A JSON Schema, a `{ jsonSchema }` wrapper, or `undefined` (→ `false`).
 * @param root - The document `$ref`s point into; defaults to `schema`.
 */
export function isStreamableStringSchema(schema: unknown, root?: unknown): boolean {
  const resolved = resolveSchema(schema, unwrapJsonSchema(root ?? schema));
  return (
    resolved !== undefined &&
    resolved.type === 'string' &&
    resolved.enum === undefined &&
    !Object.hasOwn(resolved, 'const') &&
    resolved.anyOf === undefined &&
    resolved.oneOf === undefined &&
    resolved.allOf === undefined
  );
}
