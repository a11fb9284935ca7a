import { describe, expect, it } from 'vitest';
import { setOwn } from './set-own';

describe('setOwn', () => {
  it.each(['__proto__', 'constructor', 'prototype', 'toString', 'plain'])(
    'should store %s as an own enumerable data property',
    (key) => {
      const obj: Record<string, unknown> = {};
      setOwn(obj, key, { marker: 1 });
      expect(Object.getOwnPropertyDescriptor(obj, key)).toEqual({
        value: { marker: 1 },
        writable: true,
        enumerable: true,
        configurable: true,
      });
      expect(Object.getPrototypeOf(obj)).toBe(Object.prototype);
      expect(({} as Record<string, unknown>).marker).toBeUndefined();
    },
  );
});
