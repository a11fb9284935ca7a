import { enumMembers } from './enum-members';
import { inferSchemaType } from './infer-schema-type';
import type { JsonSchema, JsonSchemaTypeName } from './json-schema';
import { localType } from './local-type';
import { resolveSchema } from './resolve-schema';
import { typeNames } from './type-names';

/** One alternative of a union, with what the coercer needs to rank and test it. */
export interface UnionBranch {
  schema: JsonSchema;
  /** The branch's JSON type; `undefined` for a branch that accepts anything (`{}`, `true`). */
  type: JsonSchemaTypeName | undefined;
  /** `enum`/`const` members, when the branch has them. */
  members: readonly unknown[] | undefined;
}

/**
 * The union precedence, after Ollama and vLLM: a value is offered to `null` first, then `boolean`,
 * `integer`, `number`, `object`, `array`, and to `string` last, so `"null"`, `"true"` and `"42"`
 * become typed values whenever the union allows it. Branches that accept anything come last.
 */
const RANK: Record<JsonSchemaTypeName, number> = {
  null: 0,
  boolean: 1,
  integer: 2,
  number: 3,
  object: 4,
  array: 5,
  string: 6,
};
const ANY_RANK = 7;

// Flattening a nested union only walks schemas; this bounds it on cyclic or absurd schemas.
const MAX_FLATTEN_DEPTH = 32;

// Keyed by root then by schema: the same schema object can resolve `$ref`s differently per root.
const cache = new WeakMap<object, WeakMap<JsonSchema, UnionBranch[] | null>>();
const NO_ROOT = {};

/**
 * The flattened, precedence-ordered branches of a union schema — a `type` array with more than one
 * type, or `anyOf`/`oneOf` on a schema that has no type of its own (on a typed schema they are
 * validation constraints and coercion ignores them). Nested unions are flattened; `false` branches
 * and reference cycles are dropped; branches of equal rank keep their declared order.
 *
 * @returns The branches, or `undefined` when the schema is not a union.
 */
export function unionBranches(
  schema: JsonSchema,
  root: JsonSchema | undefined,
): UnionBranch[] | undefined {
  let perRoot = cache.get(root ?? NO_ROOT);
  if (perRoot === undefined) {
    perRoot = new WeakMap();
    cache.set(root ?? NO_ROOT, perRoot);
  }
  let branches = perRoot.get(schema);
  if (branches === undefined) {
    branches = isUnion(schema) ? flatten(schema, root) : null;
    perRoot.set(schema, branches);
  }
  return branches ?? undefined;
}

function isUnion(schema: JsonSchema): boolean {
  if (Array.isArray(schema.type)) return typeNames(schema.type).length > 1;
  return (
    localType(schema) === undefined &&
    ((Array.isArray(schema.anyOf) && schema.anyOf.length > 0) ||
      (Array.isArray(schema.oneOf) && schema.oneOf.length > 0))
  );
}

function flatten(schema: JsonSchema, root: JsonSchema | undefined): UnionBranch[] {
  const found: JsonSchema[] = [];
  collect(schema, root, found, new Set(), 0);
  const branches = found.map((branch) => ({
    schema: branch,
    type: inferSchemaType(branch, root, 0),
    members: enumMembers(branch),
  }));
  const rank = (branch: UnionBranch) => (branch.type === undefined ? ANY_RANK : RANK[branch.type]);
  return branches.sort((a, b) => rank(a) - rank(b));
}

function collect(
  schema: JsonSchema,
  root: JsonSchema | undefined,
  found: JsonSchema[],
  seen: Set<JsonSchema>,
  depth: number,
): void {
  if (!isUnion(schema) || depth >= MAX_FLATTEN_DEPTH) {
    found.push(schema);
    return;
  }
  if (seen.has(schema)) return;
  seen.add(schema);
  if (Array.isArray(schema.type)) {
    // Each type becomes its own branch that keeps the other keywords (`items`, `enum`, …).
    for (const type of typeNames(schema.type)) found.push({ ...schema, type });
    return;
  }
  const alternatives = [
    ...(Array.isArray(schema.anyOf) ? schema.anyOf : []),
    ...(Array.isArray(schema.oneOf) ? schema.oneOf : []),
  ];
  for (const alternative of alternatives) {
    if (alternative === false) continue;
    collect(resolveSchema(alternative, root) ?? {}, root, found, seen, depth + 1);
  }
}
