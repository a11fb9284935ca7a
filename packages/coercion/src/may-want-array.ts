import { coerceScalar } from './coerce-scalar';
import { hasType } from './has-type';
import { inferSchemaType } from './infer-schema-type';
import { isPlainObject } from './is-plain-object';
import type { JsonSchema } from './json-schema';
import { matchEnum, NO_MATCH } from './match-enum';
import { objectFits } from './object-fits';
import { resolveSchema } from './resolve-schema';
import { unionBranches } from './union-branches';

/**
 * Whether coercing a non-array `value` by `schema` might wrap it into an array: the schema is an
 * array schema, or a union with an array branch and no scalar, object (same test as the union's)
 * or catch-all branch that takes the value as it is.
 *
 * A cheap, schema-shallow test (no coercion runs) that depends on the value and the schema alone,
 * which is what keeps wrapping idempotent.
 */
export function mayWantArray(
  value: unknown,
  schema: unknown,
  root: JsonSchema | undefined,
): boolean {
  if (Array.isArray(value)) return false;
  const resolved = resolveSchema(schema, root);
  if (resolved === undefined) return false;
  const branches = unionBranches(resolved, root);
  if (branches === undefined) return inferSchemaType(resolved, root, 0) === 'array';
  let arrayBranch = false;
  for (const { schema: branch, type, members } of branches) {
    if (members !== undefined) {
      if (matchEnum(value, members) !== NO_MATCH) return false;
    } else if (type === undefined) {
      return false;
    } else if (type === 'array') {
      arrayBranch = true;
    } else if (type === 'object') {
      if (isPlainObject(value) && objectFits(value, branch, root)) return false;
    } else if (hasType(coerceScalar(value, type), type)) {
      return false;
    }
  }
  return arrayBranch;
}
