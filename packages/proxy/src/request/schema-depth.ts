import type { JSONSchema7 } from 'json-schema';
import { invalidField } from '../openai-error';

/** The deepest nesting of objects and arrays a tool's schema may have. */
export const MAX_SCHEMA_DEPTH = 64;

/**
 * Refuses a schema nested deeper than {@link MAX_SCHEMA_DEPTH}, before anything recurses into it:
 * the middleware and the provider walk schemas recursively, and one nested thousands deep would
 * overflow the stack (a 500 the client retries) instead of being refused. The walk itself keeps
 * its own stack, so it cannot overflow.
 *
 * @throws OpenAIError (400) naming `param` and the limit.
 */
export function checkSchemaDepth(schema: JSONSchema7, param: string): void {
  const stack: Array<{ value: unknown; depth: number }> = [{ value: schema, depth: 1 }];
  for (let top = stack.pop(); top !== undefined; top = stack.pop()) {
    const { value, depth } = top;
    if (typeof value !== 'object' || value === null) continue;
    if (depth > MAX_SCHEMA_DEPTH) {
      throw invalidField(
        param,
        `Invalid '${param}': the schema is nested more than ${MAX_SCHEMA_DEPTH} levels deep. Flatten it (use $defs and $ref for shared parts).`,
        'schema_too_deep',
      );
    }
    for (const child of Object.values(value)) stack.push({ value: child, depth: depth + 1 });
  }
}
