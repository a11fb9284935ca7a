import { describe, expect, it } from 'vitest';
import { isStreamableStringSchema } from './is-streamable-string-schema';

describe('isStreamableStringSchema', () => {
  it.each<[string, unknown, boolean]>([
    ['a string', { type: 'string' }, true],
    [
      'a string with validation keywords',
      { type: 'string', minLength: 1, pattern: '^a', format: 'uri' },
      true,
    ],
    ['a wrapped string', { jsonSchema: { type: 'string' } }, true],
    ['a $ref to a string', { $ref: '#/$defs/s', $defs: { s: { type: 'string' } } }, true],
    ['an enum', { type: 'string', enum: ['a'] }, false],
    ['a const', { type: 'string', const: 'a' }, false],
    ['a nullable string', { type: ['string', 'null'] }, false],
    ['a one-element type array', { type: ['string'] }, false],
    ['anyOf', { anyOf: [{ type: 'string' }] }, false],
    ['a typed anyOf', { type: 'string', anyOf: [{ minLength: 1 }] }, false],
    ['oneOf', { type: 'string', oneOf: [{ minLength: 1 }] }, false],
    ['allOf', { type: 'string', allOf: [{ minLength: 1 }] }, false],
    ['a number', { type: 'number' }, false],
    ['an untyped schema', {}, false],
    ['a reference cycle', { $ref: '#' }, false],
    ['undefined', undefined, false],
  ])('should classify %s', (_, schema, expected) => {
    expect(isStreamableStringSchema(schema)).toBe(expected);
  });

  it('should resolve $ref against the given root', () => {
    const root = { $defs: { s: { type: 'string' } } };
    expect(isStreamableStringSchema({ $ref: '#/$defs/s' }, root)).toBe(true);
    expect(isStreamableStringSchema({ $ref: '#/$defs/missing' }, root)).toBe(false);
  });
});
