import { allOfPlan } from './all-of-plan';
import { coerceArray } from './coerce-array';
import type { CoerceContext, SchemaTrail } from './coerce-context';
import { coerceObject } from './coerce-object';
import { coerceScalar } from './coerce-scalar';
import { coerceUnconstrained } from './coerce-unconstrained';
import { coerceUnion } from './coerce-union';
import { enumMembers } from './enum-members';
import type { JsonSchema } from './json-schema';
import { MAX_DEPTH } from './limits';
import { localType } from './local-type';
import { matchEnum, NO_MATCH } from './match-enum';
import { resolveSchema } from './resolve-schema';
import { unionBranches } from './union-branches';
import { unwrapJsonSchema } from './unwrap-json-schema';

/**
 * Makes a loosely typed value fit a JSON Schema before validation, without inventing data: numeric
 * and boolean strings become numbers and booleans where the schema asks for them, JSON text becomes
 * objects and arrays, XML-shaped lists become arrays, unions pick a branch by precedence
 * (null → boolean → integer → number → object → array → string). A `string` schema never changes a
 * string.
 *
 * Never throws on data: whatever cannot be coerced is returned unchanged for the AI SDK's own
 * validation to report. Never produces `NaN` or `Infinity`, never assigns through `__proto__`,
 * stops descending past a fixed depth (returning deeper values unchanged), and is idempotent:
 * `coerceBySchema(coerceBySchema(v, s), s)` equals `coerceBySchema(v, s)`.
 *
 * @param value - The value, typically a tool call's parsed arguments.
 * @param schema - A JSON Schema (draft-07 or 2020-12, zod v4 output included), an AI SDK
 *   `{ jsonSchema }` wrapper, or `undefined` (then only JSON text is parsed).
 * @returns A new value (the input is never mutated).
 *
 * @example
 * coerceBySchema('{"a":"1","b":"true"}', {
 *   type: 'object',
 *   properties: { a: { type: 'number' }, b: { type: 'boolean' } },
 * }); // { a: 1, b: true }
 */
export function coerceBySchema(value: unknown, schema: unknown): unknown {
  const root = unwrapJsonSchema(schema);
  const ctx: CoerceContext = {
    root,
    coerce: (child, childSchema, depth, trail) =>
      coerceValue(child, childSchema, ctx, depth, trail),
  };
  return coerceValue(value, root, ctx, 0, undefined);
}

function coerceValue(
  value: unknown,
  schema: unknown,
  ctx: CoerceContext,
  depth: number,
  trail: SchemaTrail | undefined,
): unknown {
  if (depth > MAX_DEPTH) return value;
  const resolved = resolveSchema(schema, ctx.root);
  if (resolved === undefined) return coerceUnconstrained(value, depth);
  if (onTrail(trail, resolved)) return value;
  if (!Array.isArray(resolved.allOf) || resolved.allOf.length === 0) {
    return coerceResolved(value, resolved, ctx, depth, trail);
  }
  const { lead, objectParts } = allOfPlan(resolved, ctx.root);
  if (lead === undefined) return coerceUnconstrained(value, depth);
  if (isPlainObjectSchema(lead, ctx.root)) return coerceObject(value, objectParts, ctx, depth);
  if (onTrail(trail, lead)) return value;
  return coerceResolved(value, lead, ctx, depth + 1, { schema: resolved, next: trail });
}

function onTrail(trail: SchemaTrail | undefined, schema: JsonSchema): boolean {
  for (let seen = trail; seen !== undefined; seen = seen.next)
    if (seen.schema === schema) return true;
  return false;
}

function isPlainObjectSchema(schema: JsonSchema, root: JsonSchema | undefined): boolean {
  return (
    localType(schema) === 'object' &&
    enumMembers(schema) === undefined &&
    unionBranches(schema, root) === undefined
  );
}

/** Coerces by a schema's own keywords (`allOf` is handled by the caller). */
function coerceResolved(
  value: unknown,
  schema: JsonSchema,
  ctx: CoerceContext,
  depth: number,
  trail: SchemaTrail | undefined,
): unknown {
  const branches = unionBranches(schema, ctx.root);
  if (branches !== undefined) {
    const here: SchemaTrail = { schema, next: trail };
    const [only] = branches;
    if (branches.length === 1 && only !== undefined) {
      return coerceValue(value, only.schema, ctx, depth + 1, here);
    }
    return coerceUnion(value, branches, ctx, depth, here);
  }
  const members = enumMembers(schema);
  if (members !== undefined) {
    const member = matchEnum(value, members);
    if (member !== NO_MATCH) return member;
  }
  const type = localType(schema);
  let result: unknown;
  if (type === 'object') {
    result = coerceObject(value, [schema], ctx, depth);
  } else if (type === 'array') {
    result = coerceArray(value, schema, ctx, depth);
  } else if (type !== undefined) {
    result = coerceScalar(value, type);
  } else {
    // No type at all: `{}` allows anything; an `enum` without a type only matches members.
    result = members === undefined ? coerceUnconstrained(value, depth) : value;
  }
  if (members !== undefined && result !== value) {
    const member = matchEnum(result, members);
    if (member !== NO_MATCH) return member;
  }
  return result;
}
