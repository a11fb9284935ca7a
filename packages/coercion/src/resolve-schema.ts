import { isPlainObject } from './is-plain-object';
import type { JsonSchema } from './json-schema';
import { MAX_HOPS } from './limits';
import { ownValue } from './own-value';
import { unwrapJsonSchema } from './unwrap-json-schema';

// Pointer lookups are cached per root document: recursive schemas resolve the same `$ref` once per
// visited value, and splitting the pointer each time would be wasted work.
const refCache = new WeakMap<JsonSchema, Map<string, unknown>>();

/**
 * Unwraps `{ jsonSchema }` wrappers and follows local `$ref`s until it reaches a schema object.
 * `$ref` siblings are ignored (zod emits none that matter for coercion).
 *
 * @returns The schema object, or `undefined` for boolean schemas, non-local or dangling
 *   references, and reference cycles (`#/$defs/a` → `#/$defs/b` → `#/$defs/a`).
 */
export function resolveSchema(
  schema: unknown,
  root: JsonSchema | undefined,
): JsonSchema | undefined {
  let current = unwrapJsonSchema(schema);
  for (let hops = 0; current !== undefined && typeof current.$ref === 'string'; hops++) {
    if (hops >= MAX_HOPS || root === undefined) return undefined;
    current = unwrapJsonSchema(lookupRef(root, current.$ref));
  }
  return current;
}

function lookupRef(root: JsonSchema, ref: string): unknown {
  let cache = refCache.get(root);
  if (cache === undefined) {
    cache = new Map();
    refCache.set(root, cache);
  }
  if (cache.has(ref)) return cache.get(ref);
  const found = followPointer(root, ref);
  cache.set(ref, found);
  return found;
}

function followPointer(root: JsonSchema, ref: string): unknown {
  if (ref === '#' || ref === '') return root;
  if (!ref.startsWith('#/')) return undefined;
  let node: unknown = root;
  for (const raw of ref.slice(2).split('/')) {
    const token = decodeToken(raw);
    if (Array.isArray(node)) {
      node = /^(?:0|[1-9][0-9]*)$/.test(token) ? node[Number(token)] : undefined;
    } else if (isPlainObject(node)) {
      node = ownValue(node, token);
    } else {
      return undefined;
    }
  }
  return node;
}

/** JSON pointer token inside a URI fragment: percent-decoding first, then `~1` → `/`, `~0` → `~`. */
function decodeToken(raw: string): string {
  let token = raw;
  if (token.includes('%')) {
    try {
      token = decodeURIComponent(token);
    } catch {
      // A malformed escape is kept literally; the lookup then simply finds nothing.
    }
  }
  return token.includes('~') ? token.replaceAll('~1', '/').replaceAll('~0', '~') : token;
}
