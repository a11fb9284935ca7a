import { describe, expect, it } from 'vitest';
import { getSchemaType } from './get-schema-type';

describe('getSchemaType', () => {
  it.each<[string, unknown, ReturnType<typeof getSchemaType>]>([
    ['type string', { type: 'string' }, 'string'],
    ['type null', { type: 'null' }, 'null'],
    ['an unknown type name', { type: 'date' }, undefined],
    ['properties without type', { properties: {} }, 'object'],
    ['additionalProperties without type', { additionalProperties: false }, 'object'],
    ['required without type', { required: ['a'] }, 'object'],
    ['items without type', { items: {} }, 'array'],
    ['prefixItems without type', { prefixItems: [] }, 'array'],
    ['a one-type array', { type: ['integer'] }, 'integer'],
    ['a nullable type array', { type: ['string', 'null'] }, 'string'],
    ['a null-only type array', { type: ['null'] }, 'null'],
    ['a mixed type array', { type: ['string', 'number'] }, undefined],
    ['integer with number', { type: ['integer', 'number'] }, 'number'],
    ['a nullable anyOf', { anyOf: [{ type: 'object' }, { type: 'null' }] }, 'object'],
    ['a mixed oneOf', { oneOf: [{ type: 'string' }, { type: 'boolean' }] }, undefined],
    ['an anyOf with a catch-all branch', { anyOf: [{ type: 'string' }, {}] }, undefined],
    ['a const', { const: 'x' }, 'string'],
    ['an integer enum', { enum: [1, 2] }, 'integer'],
    ['a numeric enum', { enum: [1, 2.5] }, 'number'],
    ['a nullable enum', { enum: ['a', null] }, 'string'],
    ['a mixed enum', { enum: [1, 'a'] }, undefined],
    ['allOf', { allOf: [{ description: 'x' }, { type: 'object' }] }, 'object'],
    ['a $ref', { $ref: '#/$defs/a', $defs: { a: { type: 'boolean' } } }, 'boolean'],
    ['a wrapper', { jsonSchema: { type: 'array' } }, 'array'],
    ['a self-referencing anyOf', { anyOf: [{ $ref: '#' }, { type: 'number' }] }, undefined],
    ['an empty schema', {}, undefined],
    ['true', true, undefined],
    ['undefined', undefined, undefined],
    ['a string', 'object', undefined],
  ])('should read %s', (_, schema, expected) => {
    expect(getSchemaType(schema)).toBe(expected);
  });

  it('should stay fast on a schema whose branches share sub-schemas', () => {
    // 2^40 paths through 40 shared levels: inference must visit each schema once.
    const root: { anyOf: unknown[] } = { anyOf: [] };
    let level = root;
    for (let i = 0; i < 40; i++) {
      const next: { anyOf: unknown[] } = { anyOf: [] };
      level.anyOf.push(next, next);
      level = next;
    }
    level.anyOf.push({ type: 'number' });
    expect(getSchemaType(root)).toBe('number');
  });
});
