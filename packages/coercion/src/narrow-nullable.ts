import type { JsonSchema } from './json-schema';
import { unionBranches } from './union-branches';

/**
 * For schema introspection: a union whose only non-`null` branch is one schema (a nullable object
 * or array, as zod emits it) stands for that branch. Other unions, whose branch depends on the
 * value, stand for nothing (`undefined`); a schema that is not a union stands for itself.
 */
export function narrowNullable(
  schema: JsonSchema | undefined,
  root: JsonSchema | undefined,
): JsonSchema | undefined {
  if (schema === undefined) return undefined;
  const branches = unionBranches(schema, root);
  if (branches === undefined) return schema;
  const nonNull = branches.filter((branch) => branch.type !== 'null');
  return nonNull.length === 1 ? nonNull[0]?.schema : undefined;
}
