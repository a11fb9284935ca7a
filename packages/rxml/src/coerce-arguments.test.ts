import { coerceBySchema } from '@tool/coercion';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { coerceArguments } from './coerce-arguments';
import { SchemaResolver } from './schema-info';

function run(raw: Record<string, unknown>, schema: unknown): Record<string, unknown> {
  const resolver = new SchemaResolver(schema);
  return coerceArguments(raw, resolver.info(schema), resolver, 0);
}

describe('coerceArguments', () => {
  it.each<[string, Record<string, unknown>, unknown, Record<string, unknown>]>([
    ['no schema', { a: '1' }, undefined, { a: '1' }],
    [
      'declared properties',
      { s: ' 1 ', n: '2', b: 'true', l: '[1,2]' },
      {
        type: 'object',
        properties: {
          s: { type: 'string' },
          n: { type: 'integer' },
          b: { type: 'boolean' },
          l: { type: 'array', items: { type: 'integer' } },
        },
      },
      { s: ' 1 ', n: 2, b: true, l: [1, 2] },
    ],
    [
      'an undeclared property (whole-object path)',
      { n: '2', extra: '{"x":1}' },
      { type: 'object', properties: { n: { type: 'integer' } } },
      { n: 2, extra: { x: 1 } },
    ],
    [
      'a schema with $ref (whole-object path)',
      { p: { x: '1' } },
      {
        type: 'object',
        properties: { p: { $ref: '#/$defs/p' } },
        $defs: { p: { type: 'object', properties: { x: { type: 'number' } } } },
      },
      { p: { x: 1 } },
    ],
  ])('should coerce with %s', (_name, raw, schema, expected) => {
    expect(run(raw, schema)).toEqual(expected);
  });

  it('should agree with coercing the whole object', () => {
    const leaf = fc.constantFrom(
      { type: 'string' },
      { type: 'integer' },
      { type: 'number' },
      { type: 'boolean' },
      { type: 'null' },
      { type: 'string', enum: ['x', 'y'] },
      { type: 'array', items: { type: 'integer' } },
      { type: 'array', items: { type: 'string' } },
      { type: 'array', items: { type: 'string', enum: ['1', 'a'] } },
      { type: 'object', properties: { k: { type: 'boolean' } } },
      { anyOf: [{ type: 'integer' }, { type: 'string' }] },
      {},
      // lists and objects the planned shortcuts descend into (see coerceByInfo)
      { type: 'array', items: { type: 'number' } },
      { type: 'array' },
      { type: 'array', items: { type: 'boolean' }, enum: [[true]] },
      {
        type: 'array',
        items: { type: 'object', properties: { k: { type: 'boolean' }, item: { type: 'string' } } },
      },
      {
        type: 'object',
        properties: {
          k: { type: 'array', items: { type: 'integer' } },
          item: { type: 'object', properties: { '0': { type: 'null' } } },
        },
      },
    );
    const scalar = fc.oneof(
      fc.constantFrom('1', ' 2 ', 'true', 'null', 'x', '[1,"2"]', '{"k":"false"}', '', '1.5'),
      fc.string(),
      fc.integer(),
    );
    const value = fc.letrec<{ value: unknown }>((tie) => ({
      value: fc.oneof(
        { depthSize: 'small' },
        scalar,
        fc.array(fc.oneof(fc.constantFrom('1', 'a', 2), tie('value')), { maxLength: 3 }),
        fc.dictionary(
          fc.constantFrom('k', 'item', '0'),
          fc.oneof(fc.constantFrom('true', '1', 'x'), tie('value')),
          { maxKeys: 2 },
        ),
      ),
    })).value;
    const names = fc.constantFrom('a', 'b', 'c', '__proto__', 'constructor');
    fc.assert(
      fc.property(
        fc.dictionary(names, leaf, { maxKeys: 4 }),
        fc.dictionary(names, value, { maxKeys: 4 }),
        fc.boolean(),
        (properties, raw, closed) => {
          const schema = {
            type: 'object',
            properties,
            ...(closed ? { additionalProperties: false } : {}),
          };
          // The reader's values are fresh; coercion must not depend on being given a copy.
          const expected = coerceBySchema(structuredClone(raw), schema);
          expect(run(structuredClone(raw), schema)).toEqual(expected);
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('should wrap an exception from coercion', () => {
    const schema = {
      type: 'object',
      properties: {
        get n() {
          throw new Error('no');
        },
      },
    };
    expect(() => run({ n: '1' }, schema)).toThrow(
      expect.objectContaining({ name: 'RXMLCoercionError', code: 'COERCION_FAILED', position: 0 }),
    );
  });
});
