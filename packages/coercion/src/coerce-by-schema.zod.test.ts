import { describe, expect, it } from 'vitest';
import { coerceBySchema } from './coerce-by-schema';
import { fixToolCallWithSchema } from './fix-tool-call-with-schema';

// Written out from zod 4.6.7 through the AI SDK's `zodSchema(...).jsonSchema` (draft-07 target,
// `additionalProperties: false` added to every object), for:
//   const Node = z.object({ name: z.string(), size: z.number().int(), get children() { return z.array(Node); } });
//   z.object({ path: z.string(), days: z.number().int(), ratio: z.number().nullable(),
//     verbose: z.boolean().optional(), unit: z.enum(['celsius', 'fahrenheit']), tags: z.array(z.string()),
//     pair: z.tuple([z.number(), z.boolean()]), tree: Node, meta: z.record(z.string(), z.number()),
//     action: z.discriminatedUnion('kind', [z.object({ kind: z.literal('move'), dx: z.number() }),
//       z.object({ kind: z.literal('say'), text: z.string(), loud: z.boolean() })]),
//     filter: z.object({ q: z.string(), limit: z.number().int() }).nullable() })
const SAFE_INT = { type: 'integer', minimum: -9007199254740991, maximum: 9007199254740991 };
const ZOD_TOOL = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  type: 'object',
  properties: {
    path: { type: 'string' },
    days: SAFE_INT,
    ratio: { type: ['number', 'null'] },
    verbose: { type: 'boolean' },
    unit: { type: 'string', enum: ['celsius', 'fahrenheit'] },
    tags: { type: 'array', items: { type: 'string' } },
    pair: {
      type: 'array',
      items: [{ type: 'number' }, { type: 'boolean' }],
      additionalItems: false,
      minItems: 2,
      maxItems: 2,
    },
    tree: { $ref: '#/definitions/__schema0' },
    meta: {
      type: 'object',
      propertyNames: { type: 'string' },
      additionalProperties: { type: 'number' },
    },
    action: {
      oneOf: [
        {
          type: 'object',
          properties: { kind: { type: 'string', const: 'move' }, dx: { type: 'number' } },
          required: ['kind', 'dx'],
          additionalProperties: false,
        },
        {
          type: 'object',
          properties: {
            kind: { type: 'string', const: 'say' },
            text: { type: 'string' },
            loud: { type: 'boolean' },
          },
          required: ['kind', 'text', 'loud'],
          additionalProperties: false,
        },
      ],
    },
    filter: {
      anyOf: [
        {
          type: 'object',
          properties: { q: { type: 'string' }, limit: SAFE_INT },
          required: ['q', 'limit'],
          additionalProperties: false,
        },
        { type: 'null' },
      ],
    },
  },
  required: ['path', 'days', 'ratio', 'unit', 'tags', 'pair', 'tree', 'meta', 'action', 'filter'],
  definitions: {
    __schema0: {
      type: 'object',
      properties: {
        name: { type: 'string' },
        size: SAFE_INT,
        children: { type: 'array', items: { $ref: '#/definitions/__schema0' } },
      },
      required: ['name', 'size', 'children'],
      additionalProperties: false,
    },
  },
  additionalProperties: false,
};

// The same recursive Node on its own: zod points the recursion at the root with `$ref: '#'`.
const ZOD_NODE_ROOT = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  type: 'object',
  properties: {
    name: { type: 'string' },
    size: SAFE_INT,
    children: { type: 'array', items: { $ref: '#' } },
  },
  required: ['name', 'size', 'children'],
  additionalProperties: false,
};

// zod's 2020-12 target: `$defs` and `prefixItems` with `items: false`.
const ZOD_2020 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  type: 'object',
  properties: {
    tree: { $ref: '#/$defs/__schema0' },
    pair: {
      type: 'array',
      prefixItems: [{ type: 'number' }, { type: 'boolean' }],
      items: false,
      minItems: 2,
      maxItems: 2,
    },
  },
  $defs: {
    __schema0: {
      type: 'object',
      properties: {
        name: { type: 'string' },
        size: SAFE_INT,
        children: { type: 'array', items: { $ref: '#/$defs/__schema0' } },
      },
      required: ['name', 'size', 'children'],
      additionalProperties: false,
    },
  },
};

describe('coerceBySchema (zod v4 output)', () => {
  it('should coerce a loosely typed call against the full AI SDK schema', () => {
    const input = {
      path: 2024,
      days: '3',
      ratio: 'null',
      verbose: 'True',
      unit: ' celsius ',
      tags: 'red, green',
      pair: ['1.5', 'false'],
      tree: {
        name: 'root',
        size: '1',
        children: '[{"name": "leaf", "size": "2", "children": []}]',
      },
      meta: { a: '1', b: '2.5' },
      action: { kind: 'say', text: 42, loud: 'false' },
      filter: "{'q': 'x', 'limit': '10'}",
      extra: '[1]',
    };
    expect(coerceBySchema(input, ZOD_TOOL)).toEqual({
      path: '2024',
      days: 3,
      ratio: null,
      verbose: true,
      unit: 'celsius',
      tags: ['red', 'green'],
      pair: [1.5, false],
      tree: { name: 'root', size: 1, children: [{ name: 'leaf', size: 2, children: [] }] },
      meta: { a: 1, b: 2.5 },
      action: { kind: 'say', text: '42', loud: false },
      filter: { q: 'x', limit: 10 },
      extra: '[1]',
    });
  });

  it.each<[string, unknown, unknown]>([
    ['a null filter', { filter: 'null' }, { filter: null }],
    ['a number ratio', { ratio: ' 0.5 ' }, { ratio: 0.5 }],
    [
      'the move action',
      { action: '{"kind":"move","dx":"-1"}' },
      { action: { kind: 'move', dx: -1 } },
    ],
    ['a tuple of the wrong length', { pair: ['1'] }, { pair: ['1'] }],
    ['days that are not an integer', { days: '2.5' }, { days: '2.5' }],
  ])('should coerce %s', (_, input, expected) => {
    expect(coerceBySchema(input, ZOD_TOOL)).toEqual(expected);
  });

  it('should follow a recursive $ref to the root', () => {
    const input = {
      name: 1,
      size: '1',
      children: [
        { name: 'a', size: '2', children: { item: { name: 'b', size: '3', children: '' } } },
      ],
    };
    expect(coerceBySchema(input, ZOD_NODE_ROOT)).toEqual({
      name: '1',
      size: 1,
      children: [{ name: 'a', size: 2, children: [{ name: 'b', size: 3, children: [] }] }],
    });
  });

  it('should follow 2020-12 $defs and prefixItems', () => {
    const input = {
      tree: { name: 'r', size: '4', children: [] },
      pair: '[2, "true"]',
    };
    expect(coerceBySchema(input, ZOD_2020)).toEqual({
      tree: { name: 'r', size: 4, children: [] },
      pair: [2, true],
    });
  });

  it('should work through an AI SDK style wrapper with a lazy getter', () => {
    const wrapper = {
      get jsonSchema() {
        return ZOD_NODE_ROOT;
      },
    };
    expect(coerceBySchema({ name: 'x', size: '5', children: [] }, wrapper)).toEqual({
      name: 'x',
      size: 5,
      children: [],
    });
  });

  it('should fix a whole tool call against the zod schema', () => {
    const part = {
      type: 'tool-call',
      toolCallId: 'call_1',
      toolName: 'tree',
      input: "{'name': 'r', 'size': '7', 'children': [], }",
    };
    expect(fixToolCallWithSchema(part, [{ name: 'tree', inputSchema: ZOD_NODE_ROOT }])).toEqual({
      ...part,
      input: '{"name":"r","size":7,"children":[]}',
    });
  });
});

describe('coerceBySchema ($ref)', () => {
  it.each<[string, unknown, unknown, unknown]>([
    ['#/definitions', { definitions: { n: { type: 'number' } }, $ref: '#/definitions/n' }, '1', 1],
    ['#/$defs', { $defs: { n: { type: 'number' } }, items: { $ref: '#/$defs/n' } }, '1, 2', [1, 2]],
    [
      'an escaped pointer',
      {
        $defs: { 'a/b': { type: 'boolean' }, 'c~d': { type: 'integer' } },
        properties: { x: { $ref: '#/$defs/a~1b' }, y: { $ref: '#/$defs/c~0d' } },
      },
      { x: 'true', y: '2' },
      { x: true, y: 2 },
    ],
    [
      'a percent-encoded pointer',
      { $defs: { 'a b': { type: 'number' } }, properties: { x: { $ref: '#/$defs/a%20b' } } },
      { x: '3' },
      { x: 3 },
    ],
    [
      'a chain of references',
      { $defs: { a: { $ref: '#/$defs/b' }, b: { type: 'number' } }, $ref: '#/$defs/a' },
      '4',
      4,
    ],
    [
      'a reference cycle (no schema)',
      { $defs: { a: { $ref: '#/$defs/b' }, b: { $ref: '#/$defs/a' } }, $ref: '#/$defs/a' },
      '5',
      '5',
    ],
    [
      'a dangling reference (no schema)',
      { properties: { x: { $ref: '#/$defs/missing' } } },
      { x: '[1]' },
      { x: [1] },
    ],
    [
      'a remote reference (no schema)',
      { properties: { x: { $ref: 'https://example.com/s.json' } } },
      { x: '6' },
      { x: '6' },
    ],
    [
      'a pointer through an array',
      {
        anyOf: [{ type: 'null' }, { type: 'number' }],
        properties: {},
        $defs: { p: { $ref: '#/anyOf/1' } },
        additionalProperties: { $ref: '#/$defs/p' },
      },
      { k: '7' },
      { k: 7 },
    ],
    [
      'a pointer into Object.prototype',
      { properties: { x: { $ref: '#/constructor' } } },
      { x: '8' },
      { x: '8' },
    ],
    ['a self-referencing anyOf', { anyOf: [{ $ref: '#' }, { type: 'number' }] }, '9', 9],
    ['a self-referencing allOf', { allOf: [{ $ref: '#' }] }, '10', '10'],
  ])('should resolve %s', (_, schema, input, expected) => {
    expect(coerceBySchema(input, schema)).toEqual(expected);
  });
});
