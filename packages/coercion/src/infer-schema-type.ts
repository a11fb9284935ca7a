import { commonType } from './common-type';
import type { JsonSchema, JsonSchemaTypeName } from './json-schema';
import { localType } from './local-type';
import { resolveSchema } from './resolve-schema';
import { typeNames } from './type-names';

// Type inference only walks schema composition (never a value); cycles are cut by `pending`, and
// this bounds the call stack on absurdly deep (acyclic) nesting.
const MAX_INFER_DEPTH = 256;

// Results per root and schema: branches that share sub-schemas (or refer back to the root) are
// inferred once, so inference stays linear in the schema's size.
const cache = new WeakMap<object, WeakMap<JsonSchema, JsonSchemaTypeName | null>>();
const NO_ROOT = {};
const pending = new Set<JsonSchema>();

/** {@link getSchemaType} for an already resolved schema inside `root` (memoized, cycle-safe). */
export function inferSchemaType(
  schema: JsonSchema,
  root: JsonSchema | undefined,
  depth: number,
): JsonSchemaTypeName | undefined {
  let perRoot = cache.get(root ?? NO_ROOT);
  if (perRoot === undefined) {
    perRoot = new WeakMap();
    cache.set(root ?? NO_ROOT, perRoot);
  }
  const known = perRoot.get(schema);
  if (known !== undefined) return known === null ? undefined : known;
  // A schema met again while its own inference is under way is a cycle, which has no type.
  if (pending.has(schema)) return undefined;
  pending.add(schema);
  try {
    const type = infer(schema, root, depth);
    perRoot.set(schema, type ?? null);
    return type;
  } finally {
    pending.delete(schema);
  }
}

function infer(
  schema: JsonSchema,
  root: JsonSchema | undefined,
  depth: number,
): JsonSchemaTypeName | undefined {
  const own = localType(schema);
  if (own !== undefined || depth >= MAX_INFER_DEPTH) return own;
  if (Array.isArray(schema.type)) return commonType(typeNames(schema.type));
  const branches = [
    ...(Array.isArray(schema.anyOf) ? schema.anyOf : []),
    ...(Array.isArray(schema.oneOf) ? schema.oneOf : []),
  ];
  if (branches.length > 0) {
    return commonType(
      branches.map((branch) => {
        const resolved = resolveSchema(branch, root);
        return resolved === undefined ? undefined : inferSchemaType(resolved, root, depth + 1);
      }),
    );
  }
  if (Array.isArray(schema.allOf)) {
    for (const part of schema.allOf) {
      const resolved = resolveSchema(part, root);
      const type = resolved === undefined ? undefined : inferSchemaType(resolved, root, depth + 1);
      if (type !== undefined) return type;
    }
  }
  return undefined;
}
