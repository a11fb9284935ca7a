import type { JsonSchema } from './json-schema';

/** The allowed values of a schema: `enum`, or `[const]`; `undefined` when it has neither. */
export function enumMembers(schema: JsonSchema): readonly unknown[] | undefined {
  if (Object.hasOwn(schema, 'const')) return [schema.const];
  return Array.isArray(schema.enum) ? schema.enum : undefined;
}
