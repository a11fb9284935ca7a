import { isDeepStrictEqual } from 'node:util';
import { expect } from 'vitest';

/**
 * Asserts that two parsed values are the same JSON value: strict deep equality (prototypes,
 * `-0` vs `0`, `NaN`), with vitest's diff when they differ. Unlike `toStrictEqual` it does not
 * compare `constructor` properties, which a parsed object may own as plain data.
 */
export function expectSame(actual: unknown, expected: unknown): void {
  if (!isDeepStrictEqual(actual, expected)) expect(actual).toEqual(expected);
  expect(isDeepStrictEqual(actual, expected)).toBe(true);
}
