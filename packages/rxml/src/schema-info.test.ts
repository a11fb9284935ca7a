import { coerceBySchema, coerceScalar } from '@tool/coercion';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { getSchemaResolver, NO_SCHEMA, SchemaResolver } from './schema-info';

const root = {
  type: 'object',
  properties: {
    text: { type: 'string' },
    choice: { type: 'string', enum: ['a', 'b'] },
    count: { type: 'integer' },
    maybe: { type: ['string', 'null'] },
    either: { anyOf: [{ type: 'string' }, { type: 'number' }] },
    list: { type: 'array', items: { type: 'integer' } },
    pair: { type: 'array', prefixItems: [{ type: 'string' }, { type: 'integer' }] },
    ref: { $ref: '#/$defs/point' },
    any: {},
  },
  $defs: {
    point: { type: 'object', properties: { x: { type: 'number' }, label: { type: 'string' } } },
  },
};

describe('SchemaResolver', () => {
  const resolver = new SchemaResolver(root);
  const rootInfo = resolver.info(root);

  it.each([
    ['text', 'string', true],
    ['choice', 'string', false],
    ['count', 'leaf', false],
    ['maybe', 'string', false],
    ['either', 'leaf', false],
    ['list', 'array', false],
    ['pair', 'array', false],
    ['ref', 'object', false],
    ['any', 'none', false],
    ['undeclared', 'none', false],
    ['__proto__', 'none', false],
    ['constructor', 'none', false],
  ])('should describe property %s as %s (streamable %s)', (name, kind, streamable) => {
    const info = resolver.child(rootInfo, name);
    expect(info.kind).toBe(kind);
    expect(info.streamable).toBe(streamable);
  });

  it('should list declared names, which follow the string values inside it', () => {
    expect(rootInfo.kind).toBe('object');
    expect([...rootInfo.propertyNames]).toEqual(Object.keys(root.properties));
    expect(rootInfo.valueEnd.names).toBe(rootInfo.propertyNames);
    expect(rootInfo.valueEnd.longest).toBe(6);
    expect(rootInfo.valueEnd.has('item')).toBe(false);
  });

  it('should follow a $ref to the properties it names', () => {
    const point = resolver.child(rootInfo, 'ref');
    expect([...point.propertyNames]).toEqual(['x', 'label']);
    expect(resolver.child(point, 'label').streamable).toBe(true);
  });

  it('should give item schemas by position', () => {
    const list = resolver.child(rootInfo, 'list');
    const pair = resolver.child(rootInfo, 'pair');
    expect(list.sameItems).toBe(true);
    expect(resolver.item(list, 5).kind).toBe('leaf');
    expect(pair.sameItems).toBe(false);
    expect(resolver.item(pair, 0).kind).toBe('string');
    expect(resolver.item(pair, 1).kind).toBe('leaf');
  });

  it('should decide when properties can be coerced one by one', () => {
    expect(rootInfo.perProperty).toBe(false);
    const plain = new SchemaResolver({ type: 'object', properties: { a: { type: 'integer' } } });
    expect(plain.info(plain.root).perProperty).toBe(true);
    const union = {
      type: 'object',
      properties: { a: { type: 'integer' } },
      anyOf: [{ required: ['a'] }],
    };
    expect(new SchemaResolver(union).info(union).perProperty).toBe(false);
  });

  it('should cache declared children only', () => {
    for (let i = 0; i < 100; i++) resolver.child(rootInfo, `unknown${i}`);
    expect(rootInfo.children.size).toBeLessThanOrEqual(Object.keys(root.properties).length);
  });

  it('should treat missing, boolean and constraint-free schemas as no schema', () => {
    expect(resolver.info(undefined)).toBe(NO_SCHEMA);
    expect(resolver.info(true)).toBe(NO_SCHEMA);
    expect(resolver.info({ description: 'anything' })).toBe(NO_SCHEMA);
    expect(resolver.child(NO_SCHEMA, 'x')).toBe(NO_SCHEMA);
  });
});

describe('getSchemaResolver', () => {
  it('should share one resolver per schema object', () => {
    const schema = { type: 'object', properties: {} };
    expect(getSchemaResolver(schema)).toBe(getSchemaResolver(schema));
    expect(getSchemaResolver({ ...schema })).not.toBe(getSchemaResolver(schema));
  });

  it('should read AI SDK wrappers', () => {
    const wrapped = { jsonSchema: { type: 'object', properties: { a: { type: 'string' } } } };
    const resolver = getSchemaResolver(wrapped);
    const info = resolver.info(wrapped);
    expect(info.kind).toBe('object');
    expect(resolver.child(info, 'a').streamable).toBe(true);
  });
});

describe('SchemaInfo.scalar', () => {
  const schemas = [
    { type: 'integer' },
    { type: 'number', minimum: 0 },
    { type: 'boolean', description: 'x' },
    { type: 'null' },
    { type: 'string' },
    { type: 'integer', enum: [1, 2] },
    { type: 'number', const: 3 },
    { type: 'integer', anyOf: [{ minimum: 1 }] },
    { type: 'boolean', allOf: [{ type: 'string' }] },
    { type: ['integer', 'null'] },
    { type: 'bogus' },
    { jsonSchema: { type: 'integer' } },
  ];

  it.each<[unknown, string | undefined]>([
    [{ type: 'integer' }, 'integer'],
    [{ type: 'number', minimum: 0 }, 'number'],
    [{ jsonSchema: { type: 'boolean' } }, 'boolean'],
    [{ type: 'null' }, 'null'],
    [{ type: 'string' }, undefined],
    [{ type: 'integer', enum: [1, 2] }, undefined],
    [{ type: 'number', const: 3 }, undefined],
    [{ type: ['integer', 'null'] }, undefined],
    [{ type: 'integer', $ref: '#' }, undefined],
  ])('should plan %j as %s', (schema, expected) => {
    expect(new SchemaResolver(schema).info(schema).scalar).toBe(expected);
  });

  it('should give exactly what coerceBySchema gives wherever there is a plan', () => {
    const value = fc.oneof(
      fc.constantFrom('3', ' 644 ', '1.5', '1e3', '-0', 'true', 'FALSE', 'null', ' null ', ''),
      fc.constantFrom('0x10', 'Infinity', 'NaN', '1e999', '9007199254740993', '+.5', '5.'),
      fc.string(),
      fc.double(),
      fc.boolean(),
      fc.constant(null),
      fc.array(fc.string(), { maxLength: 2 }),
      fc.dictionary(fc.string(), fc.string(), { maxKeys: 2 }),
    );
    let planned = 0;
    fc.assert(
      fc.property(fc.constantFrom(...schemas), value, (schema, v) => {
        const { scalar, schema: unwrapped } = new SchemaResolver(schema).info(schema);
        if (scalar === undefined) return;
        planned++;
        expect(coerceScalar(v, scalar)).toEqual(coerceBySchema(v, schema));
        expect(coerceScalar(v, scalar)).toEqual(coerceBySchema(v, unwrapped));
      }),
      { numRuns: 5000 },
    );
    expect(planned).toBeGreaterThan(1000);
  });
});
