import { describe, expect, it } from 'vitest';
import { getPropertySchema } from './get-property-schema';

const NUMBER = { type: 'number' };
const STRING = { type: 'string' };

describe('getPropertySchema', () => {
  it.each<[string, unknown, string, unknown]>([
    ['properties', { properties: { a: NUMBER } }, 'a', NUMBER],
    ['a missing property of an open object', { properties: { a: NUMBER } }, 'b', undefined],
    ['patternProperties', { patternProperties: { '^x_': STRING } }, 'x_1', STRING],
    [
      'properties before patternProperties',
      { properties: { x_1: NUMBER }, patternProperties: { '^x_': STRING } },
      'x_1',
      NUMBER,
    ],
    [
      'additionalProperties as a schema',
      { properties: {}, additionalProperties: NUMBER },
      'z',
      NUMBER,
    ],
    ['additionalProperties: true', { additionalProperties: true }, 'z', undefined],
    ['additionalProperties: false', { additionalProperties: false }, 'z', undefined],
    [
      'a $ref property',
      { $defs: { n: NUMBER }, properties: { a: { $ref: '#/$defs/n' } } },
      'a',
      NUMBER,
    ],
    [
      'a $ref object',
      { $defs: { o: { properties: { a: STRING } } }, $ref: '#/$defs/o' },
      'a',
      STRING,
    ],
    [
      'a nullable object (anyOf)',
      { anyOf: [{ properties: { a: NUMBER } }, { type: 'null' }] },
      'a',
      NUMBER,
    ],
    [
      'a nullable object (type array)',
      { type: ['object', 'null'], properties: { a: NUMBER } },
      'a',
      NUMBER,
    ],
    [
      'an object union (ambiguous)',
      { anyOf: [{ properties: { a: NUMBER } }, { properties: { a: STRING } }] },
      'a',
      undefined,
    ],
    [
      'an allOf part',
      { allOf: [{ properties: { a: NUMBER } }, { properties: { b: STRING } }] },
      'b',
      STRING,
    ],
    ['a wrapper', { jsonSchema: { properties: { a: NUMBER } } }, 'a', NUMBER],
    ['a wrapped property', { properties: { a: { jsonSchema: NUMBER } } }, 'a', NUMBER],
    ['constructor on a plain schema', { properties: { a: NUMBER } }, 'constructor', undefined],
    ['__proto__ on a plain schema', { properties: { a: NUMBER } }, '__proto__', undefined],
    [
      '__proto__ declared',
      JSON.parse('{"properties":{"__proto__":{"type":"number"}}}'),
      '__proto__',
      NUMBER,
    ],
    ['a non-object schema', { type: 'string' }, 'a', undefined],
    ['undefined', undefined, 'a', undefined],
  ])('should find %s', (_, schema, key, expected) => {
    expect(getPropertySchema(schema, key)).toEqual(expected);
  });

  it('should resolve $ref against the given root', () => {
    const root = { $defs: { n: NUMBER, o: { properties: { a: { $ref: '#/$defs/n' } } } } };
    expect(getPropertySchema({ $ref: '#/$defs/o' }, 'a', root)).toEqual(NUMBER);
    expect(getPropertySchema(root.$defs.o, 'a', root)).toEqual(NUMBER);
  });

  it('should follow a recursive zod-style schema', () => {
    const node = {
      type: 'object',
      properties: { name: STRING, children: { type: 'array', items: { $ref: '#' } } },
    };
    expect(getPropertySchema(node, 'children')).toEqual(node.properties.children);
  });
});
