import type { CoerceContext } from './coerce-context';
import { findItemSchema } from './find-item-schema';
import { isPlainObject } from './is-plain-object';
import type { JsonSchema } from './json-schema';
import { listFromObject } from './list-from-object';
import { localType } from './local-type';
import { mayWantArray } from './may-want-array';
import { parseJsonLike } from './parse-json-like';
import { resolveSchema } from './resolve-schema';
import { splitList } from './split-list';

/**
 * Coerces a value toward an array schema, then each item by its item schema.
 *
 * How a non-array becomes a list: a string holding a JSON array is parsed (relaxed syntax
 * included); other strings are read as comma- or newline-separated items; XML-shaped objects
 * (`{ item: [...] }`, `{ "0": …, "1": … }`, one key holding an array) give their list; any other
 * value — a scalar, `null`, a boolean, a lone object, a one-item string — becomes a one-item array.
 *
 * That last step (wrapping) happens only when the item schema does not itself ask for an array for
 * that value: otherwise a recursive schema (`items: { $ref: '#' }`) would wrap without end, and a
 * second pass would wrap once more. The value is then returned unchanged.
 */
export function coerceArray(
  value: unknown,
  schema: JsonSchema,
  ctx: CoerceContext,
  depth: number,
): unknown {
  const read = toList(value, schema, ctx);
  if (read === undefined) return value;
  const { list, wrapped } = read;
  if (wrapped && mayWantArray(list[0], findItemSchema(schema, 0, 1), ctx.root)) return value;
  const out = new Array<unknown>(list.length);
  for (let i = 0; i < list.length; i++) {
    out[i] = ctx.coerce(list[i], findItemSchema(schema, i, list.length), depth + 1);
  }
  return out;
}

interface ReadList {
  list: unknown[];
  /** The list is the value itself (or its only piece) in a one-item array. */
  wrapped: boolean;
}

function toList(value: unknown, schema: JsonSchema, ctx: CoerceContext): ReadList | undefined {
  if (Array.isArray(value)) return { list: value, wrapped: false };
  if (value === undefined) return undefined;
  if (typeof value === 'string') {
    const parsed = parseJsonLike(value, true);
    if (Array.isArray(parsed)) return { list: parsed, wrapped: false };
    if (isPlainObject(parsed)) return fromObject(parsed, schema, ctx);
    const pieces = splitList(value);
    return { list: pieces, wrapped: pieces.length === 1 };
  }
  if (isPlainObject(value)) return fromObject(value, schema, ctx);
  return { list: [value], wrapped: true };
}

function fromObject(
  object: Record<string, unknown>,
  schema: JsonSchema,
  ctx: CoerceContext,
): ReadList {
  const item = resolveSchema(findItemSchema(schema, 0, undefined), ctx.root);
  const itemDeclares = (key: string): boolean =>
    item !== undefined &&
    localType(item) === 'object' &&
    isPlainObject(item.properties) &&
    Object.hasOwn(item.properties, key);
  const list = listFromObject(object, itemDeclares);
  return list === undefined ? { list: [object], wrapped: true } : { list, wrapped: false };
}
