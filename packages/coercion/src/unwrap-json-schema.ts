import { isPlainObject } from './is-plain-object';
import type { JsonSchema } from './json-schema';
import { MAX_HOPS } from './limits';

/**
 * Returns the JSON Schema object inside any number of `{ jsonSchema: … }` wrappers (the AI SDK's
 * `Schema` type, whose `jsonSchema` may be a getter).
 *
 * Only the outer wrappers are removed here; every other function in this package unwraps each
 * sub-schema it visits, so wrappers nested inside `properties`, `items` or `anyOf` work too.
 *
 * @param schema - A JSON Schema object, a wrapper around one, or anything else.
 * @returns The schema object, or `undefined` when there is none: boolean schemas, non-objects,
 *   a wrapper whose `jsonSchema` is still a promise, or a getter that throws.
 */
export function unwrapJsonSchema(schema: unknown): JsonSchema | undefined {
  let current = schema;
  for (let hops = 0; hops <= MAX_HOPS; hops++) {
    if (!isPlainObject(current)) return undefined;
    if (!('jsonSchema' in current)) return current as JsonSchema;
    try {
      current = current.jsonSchema;
    } catch {
      return undefined;
    }
    // The AI SDK allows a lazily computed `PromiseLike<JSONSchema7>`; it cannot be awaited here.
    if (isPlainObject(current) && typeof current.then === 'function') return undefined;
  }
  return undefined;
}
