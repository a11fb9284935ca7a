/**
 * The deepest nesting of objects and arrays read from tool-call JSON (a call object and its
 * arguments together). Real arguments never come near it; it stops a hostile value before anything
 * recursive sees it — `JSON.stringify`, which every buffered argument goes through, overflows the
 * stack near 4,000 levels. RXML's and coercion's limits are the same.
 */
export const MAX_JSON_DEPTH = 256;
