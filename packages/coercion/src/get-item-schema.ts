import { findItemSchema } from './find-item-schema';
import { narrowNullable } from './narrow-nullable';
import { resolveSchema } from './resolve-schema';
import { unwrapJsonSchema } from './unwrap-json-schema';

/**
 * The schema of array item `index`: `prefixItems[index]` when there is one, else `items`; for the
 * draft-07 tuple form (`items: [...]`) `items[index]`, else `additionalItems`. A nullable array is
 * looked through; wrappers and local `$ref`s are resolved.
 *
 * The array's length is not known here, so a tuple position is always typed by the tuple; when
 * coercing a whole array whose length differs from the tuple's, `coerceBySchema` uses `items`.
 *
 * @param schema - An array schema, a `{ jsonSchema }` wrapper, or `undefined`.
 * @param index - The item position (0-based).
 * @param root - The document `$ref`s point into; defaults to `schema`.
 * @returns The item's schema, or `undefined` when items are unconstrained.
 */
export function getItemSchema(schema: unknown, index: number, root?: unknown): unknown {
  const rootSchema = unwrapJsonSchema(root ?? schema);
  const array = narrowNullable(resolveSchema(schema, rootSchema), rootSchema);
  if (array === undefined) return undefined;
  return resolveSchema(findItemSchema(array, index, undefined), rootSchema);
}
