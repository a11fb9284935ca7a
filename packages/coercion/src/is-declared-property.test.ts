import { describe, expect, it } from 'vitest';
import { isDeclaredProperty } from './is-declared-property';

const city = { type: 'object', properties: { city: { type: 'string' } } };

describe('isDeclaredProperty', () => {
  it.each<[string, unknown, string, boolean]>([
    ['a named property', city, 'city', true],
    ['a key the properties lack', city, 'mood', false],
    ['a key with additionalProperties false', { ...city, additionalProperties: false }, 'x', false],
    [
      'a key additionalProperties: true lets in',
      { ...city, additionalProperties: true },
      'x',
      true,
    ],
    [
      'a key an additionalProperties schema types',
      { ...city, additionalProperties: {} },
      'x',
      true,
    ],
    ['a key a pattern matches', { type: 'object', patternProperties: { '^x_': {} } }, 'x_1', true],
    ['a key no pattern matches', { type: 'object', patternProperties: { '^x_': {} } }, 'y', false],
    ['a property whose schema is false', { properties: { a: false } }, 'a', false],
    ['a property whose schema is true', { properties: { a: true } }, 'a', true],
    ['any key of a schema that says nothing', { type: 'object' }, 'x', true],
    ['no key of an empty object schema', { type: 'object', properties: {} }, 'x', false],
    ['no schema at all', undefined, 'x', true],
    ['a key of an allOf part', { allOf: [city, { properties: { days: {} } }] }, 'days', true],
    ['a key of neither allOf part', { allOf: [city, { properties: { days: {} } }] }, 'x', false],
    ['a key of a nullable object', { anyOf: [city, { type: 'null' }] }, 'city', true],
    ['a key a nullable object lacks', { anyOf: [city, { type: 'null' }] }, 'x', false],
    ['a key through a { jsonSchema } wrapper', { jsonSchema: city }, 'mood', false],
    ['__proto__ as an own key only', city, '__proto__', false],
    ['a key of a $ref-ed object', { $ref: '#/$defs/c', $defs: { c: city } }, 'city', true],
  ])('should judge %s', (_case, schema, key, known) => {
    expect(isDeclaredProperty(schema, key)).toBe(known);
  });
});
