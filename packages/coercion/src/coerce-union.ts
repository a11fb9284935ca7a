import type { CoerceContext, SchemaTrail } from './coerce-context';
import { coerceScalar } from './coerce-scalar';
import { hasType } from './has-type';
import { isEnumMember } from './is-enum-member';
import { isPlainObject } from './is-plain-object';
import { objectFits } from './object-fits';
import { parseJsonLike } from './parse-json-like';
import type { UnionBranch } from './union-branches';

const NO_FIT: unique symbol = Symbol('no-fit');
const NOT_PARSED: unique symbol = Symbol('not-parsed');

/**
 * Coerces a value by the first union branch it fits, in precedence order (see `unionBranches`).
 *
 * Two rounds. The strict round offers the value to every branch as it is: a scalar branch takes it
 * when the scalar conversion yields its type, an object or array branch only when the value is (or
 * a string holds) an object or array — an object branch also checks `required` keys, `const`/`enum`
 * discriminators and `additionalProperties: false`; an `enum`/`const` branch only when coercion
 * lands on a member. Only if no branch fits may the first array branch reshape the value (split a
 * string, wrap a scalar), so `"a, b"` stays a string when the union allows strings.
 * A value no branch fits is returned unchanged.
 */
export function coerceUnion(
  value: unknown,
  branches: readonly UnionBranch[],
  ctx: CoerceContext,
  depth: number,
  trail: SchemaTrail,
): unknown {
  let parsed: object | undefined | typeof NOT_PARSED = NOT_PARSED;
  // A string is parsed at most once, however many object/array branches look at it.
  const structured = (): object | undefined => {
    if (parsed === NOT_PARSED)
      parsed = typeof value === 'string' ? parseJsonLike(value, true) : undefined;
    return parsed;
  };
  for (const branch of branches) {
    const result = tryStrict(value, branch, structured, ctx, depth + 1, trail);
    if (result !== NO_FIT) return result;
  }
  // Only the first array branch may reshape: it is the branch a second pass would pick for the
  // resulting array, so a reshape it refuses must not be done by a later branch either.
  const arrayBranch = branches.find(
    (branch) => branch.type === 'array' && branch.members === undefined,
  );
  if (arrayBranch !== undefined && value !== undefined) {
    const result = ctx.coerce(value, arrayBranch.schema, depth + 1, trail);
    if (Array.isArray(result)) return result;
  }
  return value;
}

function tryStrict(
  value: unknown,
  branch: UnionBranch,
  structured: () => object | undefined,
  ctx: CoerceContext,
  depth: number,
  trail: SchemaTrail,
): unknown {
  const { schema, type, members } = branch;
  if (members !== undefined) {
    const result = ctx.coerce(value, schema, depth, trail);
    return isEnumMember(result, members) ? result : NO_FIT;
  }
  let candidate: unknown = value;
  switch (type) {
    case undefined:
      return ctx.coerce(value, schema, depth, trail);
    case 'object':
      if (typeof value === 'string') candidate = structured();
      if (!isPlainObject(candidate) || !objectFits(candidate, schema, ctx.root)) return NO_FIT;
      break;
    case 'array':
      if (typeof value === 'string') candidate = structured();
      if (!Array.isArray(candidate)) return NO_FIT;
      break;
    default:
      if (!hasType(coerceScalar(value, type), type)) return NO_FIT;
  }
  const result = ctx.coerce(candidate, schema, depth, trail);
  return hasType(result, type) ? result : NO_FIT;
}
