import { RXMLCoercionError } from './rxml-coercion-error';
import { getSchemaResolver, type SchemaInfo, type SchemaResolver } from './schema-info';

/** The schema lookups for one tool schema, checked to describe an object (or nothing). */
export interface RootSchema {
  resolver: SchemaResolver;
  rootInfo: SchemaInfo;
}

/**
 * @param schema - the tool's input schema (JSON Schema, `{ jsonSchema }` wrapper, or `undefined`)
 * @throws RXMLCoercionError (`SCHEMA_NOT_OBJECT`) when the schema describes a non-object
 */
export function resolveRootSchema(schema: unknown): RootSchema {
  const resolver = getSchemaResolver(schema);
  const rootInfo = resolver.info(schema);
  if (rootInfo.kind !== 'object' && rootInfo.kind !== 'none') {
    throw new RXMLCoercionError(
      'SCHEMA_NOT_OBJECT',
      `Expected an object schema for the arguments, but the schema describes ${
        rootInfo.kind === 'leaf' ? 'a non-object value' : `a ${rootInfo.kind}`
      }`,
      0,
    );
  }
  return { resolver, rootInfo };
}
