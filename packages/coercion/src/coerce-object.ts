import type { CoerceContext } from './coerce-context';
import { coerceUnconstrained } from './coerce-unconstrained';
import { findPropertySchema, type PropertyRule } from './find-property-schema';
import { isPlainObject } from './is-plain-object';
import type { JsonSchema } from './json-schema';
import { parseJsonLike } from './parse-json-like';
import { setOwn } from './set-own';

/**
 * Coerces a value toward an object schema. A string holding a JSON object (relaxed syntax or a
 * Markdown fence included) is parsed first. Each property is coerced by its own schema. Properties
 * the schema does not describe are kept: open ones get the no-schema treatment, ones the schema
 * forbids (`additionalProperties: false`) are kept exactly as written so validation can name them.
 * Anything that is not an object is returned unchanged.
 *
 * @param parts - The object schema, or every object part of an `allOf`: a property takes the first
 *   schema any part gives it; it is forbidden if no part describes it and one part is closed.
 */
export function coerceObject(
  value: unknown,
  parts: readonly JsonSchema[],
  ctx: CoerceContext,
  depth: number,
): unknown {
  const object = typeof value === 'string' ? parseJsonLike(value, true) : value;
  if (!isPlainObject(object)) return value;
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(object)) {
    const rule = propertyRule(parts, key, ctx.root);
    const child = object[key];
    let next: unknown = child;
    if (typeof rule === 'object') next = ctx.coerce(child, rule, depth + 1);
    else if (rule === 'open') next = coerceUnconstrained(child, depth + 1);
    setOwn(out, key, next);
  }
  return out;
}

function propertyRule(
  parts: readonly JsonSchema[],
  key: string,
  root: JsonSchema | undefined,
): PropertyRule {
  let result: PropertyRule = 'open';
  for (const part of parts) {
    const rule = findPropertySchema(part, key, root);
    if (typeof rule === 'object') return rule;
    if (rule === 'closed') result = 'closed';
  }
  return result;
}
