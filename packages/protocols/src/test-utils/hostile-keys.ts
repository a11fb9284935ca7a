import fc from 'fast-check';

const KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'x'] as const;

/** A JSON object tree; kept as entries so `__proto__` can never be assigned through by accident. */
export type KeyTree = Array<[string, string | number | KeyTree]>;

const { tree } = fc.letrec<{ tree: KeyTree; value: string | number | KeyTree }>((tie) => ({
  tree: fc.array(fc.tuple(fc.constantFrom(...KEYS), tie('value')), { minLength: 1, maxLength: 4 }),
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.constantFrom('polluted', 'yes'),
    fc.integer({ min: 0, max: 9 }),
    tie('tree'),
  ),
}));

/**
 * Object trees whose keys are `__proto__`, `constructor`, `prototype` and other names of
 * `Object.prototype` at every level, for prototype-pollution properties.
 */
export const hostileKeyTree: fc.Arbitrary<KeyTree> = tree;

/**
 * The tree as a plain object with only own data properties (`__proto__` included, as
 * `JSON.parse` would make it). The last entry of a repeated key wins, as in JSON.
 */
export function keyTreeToObject(tree: KeyTree): Record<string, unknown> {
  const object: Record<string, unknown> = {};
  for (const [key, value] of tree) {
    Object.defineProperty(object, key, {
      value: Array.isArray(value) ? keyTreeToObject(value) : value,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return object;
}

/** The own property names of the built-in prototypes, to check afterwards that none changed. */
export function prototypeSnapshot(): string {
  const names = (target: object) =>
    Reflect.ownKeys(target)
      .map((key) => String(key))
      .sort()
      .join(',');
  return [
    names(Object.prototype),
    names(Array.prototype),
    names(Function.prototype),
    String(Object.getPrototypeOf(Object.prototype)),
  ].join('|');
}
