import { unwrapJsonSchema } from '@tool/coercion';
import type { FunctionTool } from '../types';

/** Schemas nested deeper than this are written as `any`. */
const MAX_DEPTH = 8;

type Schema = Record<string, unknown>;

/**
 * The tools as gpt-oss was trained to read them: a TypeScript namespace `functions` with one
 * `type NAME = (_: { … }) => any;` per tool, its description and each parameter's description
 * as `//` comments above it.
 */
export function harmonyToolNamespace(tools: ReadonlyArray<FunctionTool>): string {
  const lines = ['namespace functions {', ''];
  for (const tool of tools) {
    if (tool.description !== undefined) lines.push(...comment(tool.description));
    const schema = asSchema(unwrapJsonSchema(tool.inputSchema));
    const properties = asSchema(schema.properties);
    if (Object.keys(properties).length === 0) {
      lines.push(`type ${tool.name} = () => any;`, '');
      continue;
    }
    lines.push(`type ${tool.name} = (_: {`);
    const required = new Set(Array.isArray(schema.required) ? schema.required : []);
    for (const [key, value] of Object.entries(properties)) {
      const property = asSchema(value);
      if (typeof property.description === 'string') lines.push(...comment(property.description));
      const fallback =
        'default' in property ? ` // default: ${JSON.stringify(property.default)}` : '';
      lines.push(
        `${propertyKey(key)}${required.has(key) ? '' : '?'}: ${typeOf(property, 1)},${fallback}`,
      );
    }
    lines.push('}) => any;', '');
  }
  lines.push('} // namespace functions');
  return lines.join('\n');
}

/** A TypeScript type for a JSON Schema, on one line. */
function typeOf(schema: Schema, depth: number): string {
  if (depth > MAX_DEPTH) return 'any';
  if (Array.isArray(schema.enum)) return schema.enum.map((v) => JSON.stringify(v)).join(' | ');
  if ('const' in schema) return JSON.stringify(schema.const);
  const union = schema.anyOf ?? schema.oneOf;
  if (Array.isArray(union)) return union.map((s) => typeOf(asSchema(s), depth + 1)).join(' | ');
  if (Array.isArray(schema.type)) {
    return schema.type.map((t) => typeOf({ ...schema, type: t }, depth + 1)).join(' | ');
  }
  switch (schema.type) {
    case 'string':
      return 'string';
    case 'number':
    case 'integer':
      return 'number';
    case 'boolean':
      return 'boolean';
    case 'null':
      return 'null';
    case 'array': {
      const item = typeOf(asSchema(schema.items), depth + 1);
      return item.includes(' ') ? `Array<${item}>` : `${item}[]`;
    }
    case 'object': {
      const properties = Object.entries(asSchema(schema.properties));
      if (properties.length === 0) return 'object';
      const required = new Set(Array.isArray(schema.required) ? schema.required : []);
      const members = properties.map(
        ([key, value]) =>
          `${propertyKey(key)}${required.has(key) ? '' : '?'}: ${typeOf(asSchema(value), depth + 1)}`,
      );
      return `{ ${members.join('; ')} }`;
    }
    default:
      return 'any';
  }
}

function comment(text: string): string[] {
  return text.split('\n').map((line) => `// ${line}`);
}

/** Keys that are not identifiers are quoted, as TypeScript requires. */
function propertyKey(key: string): string {
  return /^[A-Za-z_$][\w$]*$/.test(key) ? key : JSON.stringify(key);
}

function asSchema(value: unknown): Schema {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Schema)
    : {};
}
