import type { JsonSchema } from './json-schema';

/**
 * The raw (unresolved) schema for item `index` of an array of `length` items.
 *
 * A tuple (`prefixItems`, or draft-07 `items: [...]`) types items by position only when the array
 * has exactly the tuple's length; any other length uses the schema for the rest (`items` after
 * `prefixItems`, `additionalItems` after draft-07 tuples). Without a tuple, `items` applies to all.
 * Pass `length` `undefined` to ask for position `index` of an array of unknown length.
 */
export function findItemSchema(
  schema: JsonSchema,
  index: number,
  length: number | undefined,
): unknown {
  const { prefixItems, items } = schema;
  const tuple = Array.isArray(prefixItems) ? prefixItems : Array.isArray(items) ? items : undefined;
  if (tuple === undefined) return items;
  const rest = Array.isArray(prefixItems) ? items : schema.additionalItems;
  if (length === undefined ? index < tuple.length : length === tuple.length) return tuple[index];
  return rest;
}
