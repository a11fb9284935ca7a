import { isPlainObject } from './is-plain-object';
import type { JsonSchema } from './json-schema';
import { ownValue } from './own-value';
import { resolveSchema } from './resolve-schema';

/**
 * What an object schema says about one property: its schema, `'open'` when any value is allowed
 * (no rule, `true`, `{}`-less `additionalProperties`), or `'closed'` when the schema forbids the key
 * (`additionalProperties: false`, or a `false` property schema).
 */
export type PropertyRule = JsonSchema | 'open' | 'closed';

// Patterns come from the tool's schema (the developer), not from the model; each is compiled once.
const patternCache = new Map<string, RegExp | null>();
const MAX_CACHED_PATTERNS = 256;

/**
 * Finds the rule for property `key`: `properties[key]`, else the first matching
 * `patternProperties` entry, else `additionalProperties`. Local `$ref`s are resolved.
 *
 * @param schema - A resolved object schema.
 * @param key - The property name; `__proto__` and `constructor` are looked up as own keys only.
 * @param root - The document `$ref`s point into.
 */
export function findPropertySchema(
  schema: JsonSchema,
  key: string,
  root: JsonSchema | undefined,
): PropertyRule {
  const { properties, patternProperties, additionalProperties } = schema;
  if (isPlainObject(properties) && Object.hasOwn(properties, key)) {
    return toRule(properties[key], root);
  }
  if (isPlainObject(patternProperties)) {
    for (const pattern of Object.keys(patternProperties)) {
      if (compilePattern(pattern)?.test(key))
        return toRule(ownValue(patternProperties, pattern), root);
    }
  }
  return additionalProperties === undefined ? 'open' : toRule(additionalProperties, root);
}

function toRule(schema: unknown, root: JsonSchema | undefined): PropertyRule {
  if (schema === false) return 'closed';
  return resolveSchema(schema, root) ?? 'open';
}

function compilePattern(pattern: string): RegExp | null {
  let compiled = patternCache.get(pattern);
  if (compiled === undefined) {
    // JSON Schema patterns are ECMA-262 regular expressions; the `u` flag reads them as Unicode
    // (as the spec intends) but rejects some escapes written for non-Unicode mode, like `\_`.
    compiled = tryRegExp(pattern, 'u') ?? tryRegExp(pattern, '');
    if (patternCache.size >= MAX_CACHED_PATTERNS) patternCache.clear();
    patternCache.set(pattern, compiled);
  }
  return compiled;
}

function tryRegExp(pattern: string, flags: string): RegExp | null {
  try {
    return new RegExp(pattern, flags);
  } catch {
    return null;
  }
}
