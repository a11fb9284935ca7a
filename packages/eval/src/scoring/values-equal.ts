/** Deeper values are compared as unequal; tool arguments are a few levels deep. */
const MAX_DEPTH = 64;

/**
 * Whether an argument value is one the task accepts: strings equal after trimming both, numbers
 * by value (`3` and `3.0` are one number), booleans and `null` exactly, arrays element by element
 * in order, objects with the same keys and equal values (strings inside trimmed too). Types never
 * convert: `"3"` is not `3` — the parser already typed values by the tool's schema.
 */
export function valuesEqual(expected: unknown, actual: unknown, depth = 0): boolean {
  if (depth > MAX_DEPTH) return false;
  if (typeof expected === 'string')
    return typeof actual === 'string' && expected.trim() === actual.trim();
  if (typeof expected === 'number') return typeof actual === 'number' && expected === actual;
  if (expected === null || typeof expected !== 'object') return expected === actual;
  if (Array.isArray(expected)) {
    return (
      Array.isArray(actual) &&
      actual.length === expected.length &&
      expected.every((item, index) => valuesEqual(item, actual[index], depth + 1))
    );
  }
  if (actual === null || typeof actual !== 'object' || Array.isArray(actual)) return false;
  const expectedKeys = Object.keys(expected);
  const actualKeys = Object.keys(actual).filter(
    (key) => (actual as Record<string, unknown>)[key] !== undefined,
  );
  if (expectedKeys.length !== actualKeys.length) return false;
  return expectedKeys.every(
    (key) =>
      Object.hasOwn(actual, key) &&
      valuesEqual(
        (expected as Record<string, unknown>)[key],
        (actual as Record<string, unknown>)[key],
        depth + 1,
      ),
  );
}
