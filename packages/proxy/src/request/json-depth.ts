import type { JSONSchema7 } from 'json-schema';
import { invalidField } from '../openai-error';
import type { JsonObject } from './field-checks';

/** The deepest nesting of objects and arrays a tool's schema may have. */
export const MAX_SCHEMA_DEPTH = 64;
/** The deepest nesting of objects and arrays a request body may have (room for its schemas). */
export const MAX_BODY_DEPTH = 100;
/** How many leading keys of the path to a too-deep value the error names. */
const NAMED_SEGMENTS = 5;

/** A value being walked, with the way back to the root (for the path, built only on failure). */
interface Visit {
  value: unknown;
  depth: number;
  key: string | number | undefined;
  parent: Visit | undefined;
}

/**
 * The path (its first segments) to a value nested deeper than `limit` objects and arrays, or
 * undefined. The walk keeps its own stack, so no depth overflows it; each value is visited once.
 */
function tooDeepPath(root: unknown, limit: number): Array<string | number> | undefined {
  const stack: Visit[] = [{ value: root, depth: 1, key: undefined, parent: undefined }];
  for (let visit = stack.pop(); visit !== undefined; visit = stack.pop()) {
    const { value, depth } = visit;
    if (typeof value !== 'object' || value === null) continue;
    if (depth > limit) {
      const keys: Array<string | number> = [];
      for (let at: Visit | undefined = visit; at?.key !== undefined; at = at.parent) {
        keys.unshift(at.key);
      }
      return keys.slice(0, NAMED_SEGMENTS);
    }
    const entries = Array.isArray(value) ? value.entries() : Object.entries(value);
    for (const [key, child] of entries) {
      stack.push({ value: child, depth: depth + 1, key, parent: visit });
    }
  }
  return undefined;
}

/** `["tools", 0, "input_schema"]` → `tools[0].input_schema`. */
function pathText(base: string, keys: ReadonlyArray<string | number>): string {
  let text = base;
  for (const key of keys) {
    if (typeof key === 'number') text += `[${key}]`;
    else text += text.length === 0 ? key : `.${key}`;
  }
  return text;
}

/**
 * Refuses a schema nested deeper than {@link MAX_SCHEMA_DEPTH}, before anything recurses into it:
 * the middleware and the provider walk schemas recursively, and one nested thousands deep would
 * overflow the stack (a 500 the client retries) instead of being refused.
 *
 * @throws OpenAIError (400, `schema_too_deep`) naming `param` and the limit.
 */
export function checkSchemaDepth(schema: JSONSchema7, param: string): void {
  if (tooDeepPath(schema, MAX_SCHEMA_DEPTH) === undefined) return;
  throw invalidField(
    param,
    `Invalid '${param}': the schema is nested more than ${MAX_SCHEMA_DEPTH} levels deep. Flatten it (use $defs and $ref for shared parts).`,
    'schema_too_deep',
  );
}

/**
 * Refuses a request body nested deeper than {@link MAX_BODY_DEPTH}, before it is read: a call's
 * input or a `metadata` value nested thousands deep would overflow the stack wherever it is
 * written out again (`JSON.stringify` recurses). A schema too deep for the body is named as such.
 *
 * @throws OpenAIError (400, `too_deep` or `schema_too_deep`) naming where the nesting is.
 */
export function checkBodyDepth(body: JsonObject): void {
  const keys = tooDeepPath(body, MAX_BODY_DEPTH);
  if (keys === undefined) return;
  const schemaAt = keys.findIndex(
    (key) => key === 'parameters' || key === 'input_schema' || key === 'schema',
  );
  if (schemaAt !== -1) {
    const param = pathText('', keys.slice(0, schemaAt + 1));
    throw invalidField(
      param,
      `Invalid '${param}': the schema is nested more than ${MAX_SCHEMA_DEPTH} levels deep. Flatten it (use $defs and $ref for shared parts).`,
      'schema_too_deep',
    );
  }
  const param = pathText('', keys);
  throw invalidField(
    param,
    `Invalid '${param}…': the request nests objects and arrays more than ${MAX_BODY_DEPTH} levels deep there. Send it flatter.`,
    'too_deep',
  );
}
