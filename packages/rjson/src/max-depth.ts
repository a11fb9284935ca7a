/** Default deepest nesting of objects and arrays. */
export const DEFAULT_MAX_DEPTH = 10_000;

/** `maxDepth` as given, or the default; anything but a number ≥ 0 is a usage error. */
export function checkMaxDepth(maxDepth: number | undefined): number {
  if (maxDepth === undefined) return DEFAULT_MAX_DEPTH;
  if (typeof maxDepth !== 'number' || !(maxDepth >= 0)) {
    throw new TypeError(
      `maxDepth must be a number ≥ 0 (or left out for ${DEFAULT_MAX_DEPTH}), got ${String(maxDepth)}`,
    );
  }
  return maxDepth;
}
