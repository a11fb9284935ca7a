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

  it('should list declared names and the longest one', () => {
    expect(rootInfo.kind).toBe('object');
    expect([...rootInfo.propertyNames]).toEqual(Object.keys(root.properties));
    expect(rootInfo.longestPropertyName).toBe(6);
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
