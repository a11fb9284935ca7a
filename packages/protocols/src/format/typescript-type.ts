/** Schemas nested deeper than this are written as `any`. */
const MAX_DEPTH = 8;

type Schema = Record<string, unknown>;

/**
 * A TypeScript type for a JSON Schema, on one line — how models trained on TypeScript tool
 * signatures (gpt-oss's `namespace functions`) read a parameter. `depth` is how deep the schema
 * already sits; past {@link MAX_DEPTH} a type is `any`.
 */
export function typeScriptType(schema: unknown, depth = 0): string {
  const s = asSchema(schema);
  if (depth > MAX_DEPTH) return 'any';
  if (Array.isArray(s.enum)) return s.enum.map((v) => JSON.stringify(v)).join(' | ');
  if ('const' in s) return JSON.stringify(s.const);
  const union = s.anyOf ?? s.oneOf;
  if (Array.isArray(union)) return union.map((u) => typeScriptType(u, depth + 1)).join(' | ');
  if (Array.isArray(s.type)) {
    return s.type.map((t) => typeScriptType({ ...s, type: t }, depth + 1)).join(' | ');
  }
  switch (s.type) {
    case 'string':
    case 'boolean':
    case 'null':
      return s.type;
    case 'number':
    case 'integer':
      return 'number';
    case 'array': {
      const item = typeScriptType(s.items, depth + 1);
      return item.includes(' ') ? `Array<${item}>` : `${item}[]`;
    }
    case 'object': {
      const members = typeScriptMembers(s, depth + 1).map((m) => m.member);
      return members.length === 0 ? 'object' : `{ ${members.join('; ')} }`;
    }
    default:
      return 'any';
  }
}

/** One property of an object schema: its TypeScript member and its own schema. */
export interface TypeScriptMember {
  /** `city: string`, `"max-days"?: number`. */
  readonly member: string;
  readonly schema: Schema;
}

/** An object schema's properties as TypeScript members; `depth` is that of their schemas. */
export function typeScriptMembers(schema: unknown, depth: number): TypeScriptMember[] {
  const s = asSchema(schema);
  const required = new Set(Array.isArray(s.required) ? s.required : []);
  return Object.entries(asSchema(s.properties)).map(([key, value]) => {
    // Keys that are not identifiers are quoted, as TypeScript requires.
    const name = /^[A-Za-z_$][\w$]*$/.test(key) ? key : JSON.stringify(key);
    const member = `${name}${required.has(key) ? '' : '?'}: ${typeScriptType(value, depth)}`;
    return { member, schema: asSchema(value) };
  });
}

function asSchema(value: unknown): Schema {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Schema)
    : {};
}
