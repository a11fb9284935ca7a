type Schema = Readonly<Record<string, unknown>>;

/**
 * Why `value` does not conform to `schema`, or undefined when it does: the JSON Schema keywords
 * of the sampling test's tools (`type` with `nullable`, `enum`, `properties`, `required`,
 * `additionalProperties: false` as the grammars enforce it, `items`). A keyword it does not know
 * is a mistake in the test, and throws.
 */
export function schemaViolation(schema: Schema, value: unknown, path = '$'): string | undefined {
  const known = ['type', 'nullable', 'enum', 'properties', 'required', 'items', 'description'];
  const unknown = Object.keys(schema).filter((key) => !known.includes(key));
  if (unknown.length > 0) throw new Error(`schemaViolation does not know ${unknown.join(', ')}`);
  if (value === null && schema.nullable === true) return undefined;
  if (Array.isArray(schema.enum) && !schema.enum.includes(value)) {
    return `${path}: ${JSON.stringify(value)} is not one of ${JSON.stringify(schema.enum)}`;
  }
  const type = schema.type;
  if (type !== undefined && !hasType(type, value)) {
    return `${path}: ${JSON.stringify(value)} is not of type ${String(type)}`;
  }
  if (type === 'array') return arrayViolation(schema, value as unknown[], path);
  if (type === 'object') return objectViolation(schema, value as Record<string, unknown>, path);
  return undefined;
}

function hasType(type: unknown, value: unknown): boolean {
  switch (type) {
    case 'string':
      return typeof value === 'string';
    case 'integer':
      return Number.isInteger(value);
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'boolean':
      return typeof value === 'boolean';
    case 'array':
      return Array.isArray(value);
    case 'object':
      return typeof value === 'object' && value !== null && !Array.isArray(value);
    default:
      throw new Error(`schemaViolation does not know the type ${String(type)}`);
  }
}

function arrayViolation(schema: Schema, value: unknown[], path: string): string | undefined {
  const items = schema.items as Schema | undefined;
  if (items === undefined) return undefined;
  for (const [index, item] of value.entries()) {
    const problem = schemaViolation(items, item, `${path}[${index}]`);
    if (problem !== undefined) return problem;
  }
  return undefined;
}

function objectViolation(
  schema: Schema,
  value: Record<string, unknown>,
  path: string,
): string | undefined {
  const properties = (schema.properties ?? {}) as Record<string, Schema>;
  const required = (schema.required ?? []) as string[];
  for (const key of required) {
    if (!(key in value)) return `${path}: the required ${key} is missing`;
  }
  for (const [key, item] of Object.entries(value)) {
    const property = properties[key];
    if (property === undefined) return `${path}: ${key} is not a declared property`;
    const problem = schemaViolation(property, item, `${path}.${key}`);
    if (problem !== undefined) return problem;
  }
  return undefined;
}
