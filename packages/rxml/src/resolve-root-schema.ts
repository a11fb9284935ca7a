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
  // Calls come in runs with the same tool schema: the last answer is kept, which saves the
  // lookups and an allocation per call (small calls feel them). Only successful lookups are kept.
  if (schema === last.schema && last.root !== undefined) return last.root;
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
  const root = { resolver, rootInfo };
  // A primitive schema gets a new resolver per call (see getSchemaResolver): nothing to keep.
  if (typeof schema === 'object' && schema !== null) {
    last.schema = schema;
    last.root = root;
  }
  return root;
}

const last: { schema: unknown; root: RootSchema | undefined } = {
  schema: undefined,
  root: undefined,
};
