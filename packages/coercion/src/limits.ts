/**
 * How many levels of nesting (value levels plus `allOf`/union levels) coercion descends before it
 * returns the rest unchanged. Far above any real tool argument, far below the call-stack limit.
 */
export const MAX_DEPTH = 256;

/** How many `$ref` (or `{ jsonSchema }` wrapper) hops a single lookup follows before giving up. */
export const MAX_HOPS = 64;
