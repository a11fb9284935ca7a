import { toolSchema } from '../format/tool-schema';
import type { FunctionTool } from '../types';
import type { GemmaDialect } from './gemma-dialect';
import { GemmaDslWriter } from './gemma-dsl-writer';

type Schema = Record<string, unknown>;

/** Deepest nesting of property schemas written; deeper ones are written without their insides. */
const MAX_SCHEMA_DEPTH = 16;

/**
 * A tool declaration in the DSL, as Gemma 4's template renders one in the system turn:
 * `<|tool>declaration:NAME{description:…,parameters:{properties:{…},required:[…],type:<|"|>OBJECT<|"|>}}<tool|>`.
 * Each property lists its description, enum, items, nullable, properties and required, then its
 * type in capitals (`STRING`, `INTEGER`, …). A union type (`["string", "null"]`, `anyOf`) is
 * written as its first non-null type and `nullable:true`, which the template has no form for.
 */
export function gemmaDeclaration(tool: FunctionTool, dialect: GemmaDialect): string {
  const dsl = new GemmaDslWriter(dialect);
  const { properties, required } = toolSchema(tool);
  const parts = [`description:${dsl.string(tool.description ?? '')}`];
  const params: string[] = [];
  if (Object.keys(properties).length > 0) {
    params.push(`properties:{${propertiesOf(properties, dsl, 0)}}`);
  }
  if (required.length > 0) params.push(`required:${dsl.value(required)}`);
  params.push(`type:${dsl.string('OBJECT')}`);
  parts.push(`parameters:{${params.join(',')}}`);
  const { declarationOpen, declarationClose } = dialect;
  return `${declarationOpen}declaration:${tool.name}{${parts.join(',')}}${declarationClose}`;
}

function propertiesOf(properties: Schema, dsl: GemmaDslWriter, depth: number): string {
  return Object.keys(properties)
    .sort((a, b) =>
      a.toLowerCase() < b.toLowerCase() ? -1 : a.toLowerCase() > b.toLowerCase() ? 1 : 0,
    )
    .map((key) => `${key}:{${property(asSchema(properties[key]), dsl, depth + 1)}}`)
    .join(',');
}

function property(schema: Schema, dsl: GemmaDslWriter, depth: number): string {
  const { type, nullable } = typeOf(schema);
  const parts: string[] = [];
  if (typeof schema.description === 'string' && schema.description !== '') {
    parts.push(`description:${dsl.string(schema.description)}`);
  }
  if (type === 'STRING' && Array.isArray(schema.enum))
    parts.push(`enum:${dsl.value(schema.enum, true)}`);
  if (type === 'ARRAY' && depth < MAX_SCHEMA_DEPTH) {
    const items = asSchema(schema.items);
    if (Object.keys(items).length > 0) parts.push(`items:{${itemsOf(items, dsl, depth)}}`);
  }
  if (nullable) parts.push('nullable:true');
  if (type === 'OBJECT' && depth < MAX_SCHEMA_DEPTH) {
    const nested = asSchema(schema.properties);
    if (Object.keys(nested).length > 0)
      parts.push(`properties:{${propertiesOf(nested, dsl, depth)}}`);
    if (Array.isArray(schema.required) && schema.required.length > 0) {
      parts.push(`required:${dsl.value(schema.required)}`);
    }
  }
  parts.push(`type:${dsl.string(type)}`);
  return parts.join(',');
}

/** An array's `items`: its keys sorted, `type` in capitals, nested properties as properties. */
function itemsOf(items: Schema, dsl: GemmaDslWriter, depth: number): string {
  const parts: string[] = [];
  for (const key of Object.keys(items).sort()) {
    const value = items[key];
    if (value === null || value === undefined) continue;
    if (key === 'properties')
      parts.push(`properties:{${propertiesOf(asSchema(value), dsl, depth)}}`);
    else if (key === 'type') parts.push(`type:${dsl.value(typeOf(items).type)}`);
    else parts.push(`${key}:${dsl.value(value, true)}`);
  }
  return parts.join(',');
}

/** The type in capitals, and whether null is allowed beside it. */
function typeOf(schema: Schema): { type: string; nullable: boolean } {
  const types: unknown[] = Array.isArray(schema.type)
    ? schema.type
    : schema.type !== undefined
      ? [schema.type]
      : [...((schema.anyOf ?? schema.oneOf ?? []) as unknown[])].map(
          (branch) => asSchema(branch).type,
        );
  const named = types.filter((t): t is string => typeof t === 'string');
  // No type at all is written as an empty one, as the template writes it.
  const first = named.find((t) => t !== 'null') ?? '';
  return {
    type: first.toUpperCase(),
    nullable: schema.nullable === true || named.includes('null'),
  };
}

function asSchema(value: unknown): Schema {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Schema)
    : {};
}
