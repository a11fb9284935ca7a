/**
 * BFCL declares parameters with Python-flavoured type names; JSON Schema has its own. `dict` is
 * an object, `float` a number, `tuple` an array, `any` no constraint at all.
 */
const TYPE_NAMES: Record<string, string | undefined> = {
  dict: 'object',
  object: 'object',
  float: 'number',
  number: 'number',
  integer: 'integer',
  int: 'integer',
  string: 'string',
  str: 'string',
  boolean: 'boolean',
  bool: 'boolean',
  array: 'array',
  list: 'array',
  tuple: 'array',
  any: undefined,
};

/**
 * A BFCL `parameters` object (or any schema inside it) as JSON Schema: the types renamed,
 * `properties` and `items` converted all the way down, everything else (description, enum,
 * required, default) kept as it is.
 *
 * @throws Error naming a type BFCL does not use, so a broken file is not silently half-read.
 */
export function bfclToJsonSchema(schema: unknown, path = 'parameters'): Record<string, unknown> {
  if (typeof schema !== 'object' || schema === null || Array.isArray(schema)) {
    throw new Error(`${path} must be an object (got ${JSON.stringify(schema)}).`);
  }
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === 'type') continue;
    if (key === 'properties' && typeof value === 'object' && value !== null) {
      out.properties = Object.fromEntries(
        Object.entries(value).map(([name, inner]) => [
          name,
          bfclToJsonSchema(inner, `${path}.properties.${name}`),
        ]),
      );
    } else if (key === 'items') {
      out.items = bfclToJsonSchema(value, `${path}.items`);
    } else {
      out[key] = value;
    }
  }
  const type = (schema as { type?: unknown }).type;
  if (type === undefined) return out;
  if (typeof type !== 'string' || !Object.hasOwn(TYPE_NAMES, type)) {
    throw new Error(
      `${path}.type "${String(type)}" is not a BFCL type (${Object.keys(TYPE_NAMES).join(', ')}).`,
    );
  }
  const mapped = TYPE_NAMES[type];
  return mapped === undefined ? out : { type: mapped, ...out };
}
