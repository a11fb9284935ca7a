import type { JsonSchema } from './json-schema';

/**
 * The schemas already applied to the current value through composition (a union branch, an `allOf`
 * lead). Meeting one of them again means a schema cycle that makes no progress
 * into the value, so the value is returned as it is instead of recursing until the depth limit.
 */
export interface SchemaTrail {
  readonly schema: JsonSchema;
  readonly next: SchemaTrail | undefined;
}

/** What the coercion helpers share for one `coerceBySchema` call. */
export interface CoerceContext {
  /** The document local `$ref`s point into. */
  root: JsonSchema | undefined;
  /**
   * Coerces a value by a schema. `depth` counts value and composition levels so far; `trail` is
   * passed only when the value is the same one a caller is already coercing (not a child of it).
   */
  coerce(value: unknown, schema: unknown, depth: number, trail?: SchemaTrail): unknown;
}
