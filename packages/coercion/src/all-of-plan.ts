import { enumMembers } from './enum-members';
import type { JsonSchema } from './json-schema';
import { localType } from './local-type';
import { resolveSchema } from './resolve-schema';
import { unionBranches } from './union-branches';

/** How `allOf` is read for coercion: which part types the value, and which parts hold properties. */
export interface AllOfPlan {
  /** The first part with a rule of its own (a type, a union, an enum/const); none: untyped. */
  lead: JsonSchema | undefined;
  /** Every object part, in order, for property lookup when the lead is an object schema. */
  objectParts: JsonSchema[];
}

// Flattening nested `allOf` only walks schemas; this bounds it on cyclic or absurd schemas.
const MAX_PARTS_DEPTH = 32;

const cache = new WeakMap<object, WeakMap<JsonSchema, AllOfPlan>>();
const NO_ROOT = {};

/**
 * Plans the coercion of an `allOf` schema: the schema's own keywords count as the first part, nested
 * `allOf`s are flattened, reference cycles dropped. Coercing each value node by exactly one part —
 * the lead, or for object properties the first part that declares the property — keeps coercion
 * idempotent even when parts disagree (they then cannot all validate anyway).
 */
export function allOfPlan(schema: JsonSchema, root: JsonSchema | undefined): AllOfPlan {
  let perRoot = cache.get(root ?? NO_ROOT);
  if (perRoot === undefined) {
    perRoot = new WeakMap();
    cache.set(root ?? NO_ROOT, perRoot);
  }
  let plan = perRoot.get(schema);
  if (plan === undefined) {
    const parts: JsonSchema[] = [];
    collect(schema, root, parts, new Set(), 0);
    const lead = parts.find(
      (part) =>
        localType(part) !== undefined ||
        enumMembers(part) !== undefined ||
        unionBranches(part, root) !== undefined,
    );
    plan = { lead, objectParts: parts.filter((part) => localType(part) === 'object') };
    perRoot.set(schema, plan);
  }
  return plan;
}

function collect(
  schema: JsonSchema,
  root: JsonSchema | undefined,
  parts: JsonSchema[],
  seen: Set<JsonSchema>,
  depth: number,
): void {
  if (seen.has(schema) || depth >= MAX_PARTS_DEPTH) return;
  seen.add(schema);
  parts.push(schema);
  if (!Array.isArray(schema.allOf)) return;
  for (const part of schema.allOf) {
    const resolved = resolveSchema(part, root);
    if (resolved !== undefined) collect(resolved, root, parts, seen, depth + 1);
  }
}
