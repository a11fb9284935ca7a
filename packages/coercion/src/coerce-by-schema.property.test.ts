import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { coerceBySchema } from './coerce-by-schema';
import { fixToolCallWithSchema } from './fix-tool-call-with-schema';

const KEYS = ['a', 'b', 'item', 'kind', '0', '1', 'tags', '__proto__', 'constructor'];
const SCALAR_TYPES = ['string', 'number', 'integer', 'boolean', 'null'] as const;
const ALL_TYPES = [...SCALAR_TYPES, 'object', 'array'] as const;

// Strings a model actually writes where typed values belong.
const modelText = fc.constantFrom(
  '42',
  ' 42 ',
  '3.0',
  '3.5',
  '-1e3',
  '1e999',
  '02134',
  'true',
  ' False ',
  'null',
  'None',
  '',
  '  ',
  'hello',
  'a, b',
  '1, 2, 3',
  '1\n2',
  '[1, "2"]',
  "['x', True, None,]",
  '[a, b]',
  '{"a": "1", "b": "true"}',
  "{'kind': 'x', 'a': '2'}",
  '{"item": ["1", "2"]}',
  '{"0": "a", "1": "b"}',
  '{"__proto__": {"x": 1}}',
  '```json\n{"a": "1"}\n```',
  '[Infinity]',
  '{}',
  '[]',
  '"quoted"',
  'x',
);

const scalar = fc.oneof(
  modelText,
  fc.string({ maxLength: 6 }),
  fc.integer({ min: -5, max: 5 }),
  fc.double({ noNaN: true, noDefaultInfinity: true, min: -10, max: 10 }),
  fc.boolean(),
  fc.constant(null),
);

const value: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    scalar,
    fc.array(tie('value'), { maxLength: 3 }),
    fc
      .array(fc.tuple(fc.constantFrom(...KEYS), tie('value')), { maxLength: 3 })
      .map((entries) => Object.fromEntries(entries)),
  ),
})).value;

const member = fc.oneof(
  fc.constantFrom('x', 'a', ' a', '1', 'true', 'null'),
  fc.integer({ min: 0, max: 3 }),
  fc.boolean(),
  fc.constant(null),
);

const schema: fc.Arbitrary<unknown> = fc.letrec<{ schema: unknown }>((tie) => ({
  schema: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.constantFrom(...SCALAR_TYPES).map((type) => ({ type })),
    fc.constantFrom(
      {},
      true,
      { $ref: '#' },
      { $ref: '#/$defs/d' },
      { jsonSchema: { type: 'number' } },
    ),
    fc.array(member, { minLength: 1, maxLength: 3 }).map((members) => ({ enum: members })),
    member.map((constant) => ({ const: constant })),
    fc
      .tuple(fc.constantFrom('string', 'integer'), fc.array(member, { minLength: 1, maxLength: 3 }))
      .map(([type, members]) => ({ type, enum: members })),
    fc
      .tuple(
        fc.array(fc.tuple(fc.constantFrom(...KEYS), tie('schema')), { maxLength: 3 }),
        fc.subarray(KEYS, { maxLength: 2 }),
        fc.constantFrom(undefined, false, true, { type: 'number' }),
        fc.boolean(),
      )
      .map(([entries, required, additionalProperties, typed]) => ({
        ...(typed ? { type: 'object' } : {}),
        properties: Object.fromEntries(entries),
        required,
        ...(additionalProperties === undefined ? {} : { additionalProperties }),
      })),
    fc
      .tuple(tie('schema'), fc.boolean())
      .map(([items, typed]) => ({ ...(typed ? { type: 'array' } : {}), items })),
    fc
      .tuple(
        tie('schema'),
        tie('schema'),
        fc.option(tie('schema'), { nil: undefined }),
        fc.boolean(),
      )
      .map(([first, second, rest, draft07]) =>
        draft07
          ? { type: 'array', items: [first, second], additionalItems: rest }
          : { type: 'array', prefixItems: [first, second], items: rest },
      ),
    fc.uniqueArray(fc.constantFrom(...ALL_TYPES), { minLength: 2, maxLength: 4 }).map((types) => ({
      type: types,
      items: { type: 'number' },
      properties: { a: { type: 'integer' } },
    })),
    fc
      .tuple(
        fc.constantFrom('anyOf', 'oneOf', 'allOf'),
        fc.array(tie('schema'), { minLength: 1, maxLength: 3 }),
      )
      .map(([keyword, branches]) => ({ [keyword]: branches })),
  ),
})).schema;

const rooted = fc
  .tuple(schema, schema)
  .map(([main, definition]) =>
    typeof main === 'object' && main !== null ? { ...main, $defs: { d: definition } } : main,
  );

function hasNonFinite(input: unknown): boolean {
  if (typeof input === 'number') return !Number.isFinite(input);
  if (Array.isArray(input)) return input.some(hasNonFinite);
  if (typeof input === 'object' && input !== null) return Object.values(input).some(hasNonFinite);
  return false;
}

describe('coerceBySchema (properties)', () => {
  it('should be idempotent over generated schemas and values', () => {
    fc.assert(
      fc.property(value, rooted, (input, generated) => {
        const once = coerceBySchema(input, generated);
        expect(coerceBySchema(once, generated)).toEqual(once);
      }),
      { numRuns: 3000 },
    );
  });

  it('should never throw, mutate its input, produce non-finite numbers or touch Object.prototype', () => {
    fc.assert(
      fc.property(value, rooted, (input, generated) => {
        const before = structuredClone(input);
        const result = coerceBySchema(input, generated);
        expect(input).toEqual(before);
        expect(hasNonFinite(result)).toBe(false);
        expect(Object.keys(Object.prototype)).toEqual([]);
      }),
      { numRuns: 1000 },
    );
  });

  it('should make fixToolCallWithSchema idempotent', () => {
    fc.assert(
      fc.property(value, rooted, (input, generated) => {
        const tools = [{ name: 't', inputSchema: generated }];
        const once = fixToolCallWithSchema({ toolName: 't', input: JSON.stringify(input) }, tools);
        expect(fixToolCallWithSchema(once, tools)).toEqual(once);
      }),
      { numRuns: 1000 },
    );
  });
});
