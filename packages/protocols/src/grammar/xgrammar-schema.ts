type Schema = Record<string, unknown>;

/**
 * A JSON Schema as XGrammar reads it: OpenAPI's `nullable: true` (which XGrammar ignores, so a
 * `null` the schema allows would be refused) becomes `anyOf: [schema, {type: 'null'}]`, at every
 * depth.
 */
export function xgrammarSchema(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(xgrammarSchema);
  if (typeof schema !== 'object' || schema === null) return schema;
  const out: Schema = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === 'nullable') continue;
    out[key] = key === 'properties' ? mapValues(value) : xgrammarSchema(value);
  }
  return (schema as Schema).nullable === true ? { anyOf: [out, { type: 'null' }] } : out;
}

function mapValues(properties: unknown): unknown {
  if (typeof properties !== 'object' || properties === null) return properties;
  return Object.fromEntries(Object.entries(properties).map(([k, v]) => [k, xgrammarSchema(v)]));
}
