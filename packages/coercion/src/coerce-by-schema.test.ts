import { describe, expect, it } from 'vitest';
import { coerceBySchema } from './coerce-by-schema';

type Case = [input: unknown, expected: unknown];

const NUMBER = { type: 'number' };
const INTEGER = { type: 'integer' };
const BOOLEAN = { type: 'boolean' };
const NULL = { type: 'null' };
const STRING = { type: 'string' };

describe('coerceBySchema', () => {
  describe('quick examples', () => {
    it('should turn "42" into 42 for a number schema', () => {
      expect(coerceBySchema('42', NUMBER)).toBe(42);
    });

    it('should read "1, 2, 3" as [1, 2, 3] for array<number>', () => {
      expect(coerceBySchema('1, 2, 3', { type: 'array', items: NUMBER })).toEqual([1, 2, 3]);
    });

    it('should parse and coerce a JSON object string', () => {
      const schema = { type: 'object', properties: { a: NUMBER, b: BOOLEAN } };
      expect(coerceBySchema('{"a":"1","b":"true"}', schema)).toEqual({ a: 1, b: true });
    });
  });

  describe('number schema', () => {
    it.each<Case>([
      ['42', 42],
      [' 42 ', 42],
      ['\n-3.5\t', -3.5],
      ['1e3', 1000],
      ['2.5E-3', 0.0025],
      ['+7', 7],
      ['.5', 0.5],
      ['5.', 5],
      ['007', 7],
      ['1e999', '1e999'],
      ['-1e999', '-1e999'],
      ['Infinity', 'Infinity'],
      ['NaN', 'NaN'],
      ['0x10', '0x10'],
      ['1,000', '1,000'],
      ['1 000', '1 000'],
      ['', ''],
      ['   ', '   '],
      ['abc', 'abc'],
      ['12abc', '12abc'],
      ['e5', 'e5'],
      ['1e', '1e'],
      ['-', '-'],
      [42, 42],
      [true, true],
      [null, null],
      [[1], [1]],
    ])('should coerce %j to %j', (input, expected) => {
      expect(coerceBySchema(input, NUMBER)).toEqual(expected);
    });
  });

  describe('integer schema', () => {
    it.each<Case>([
      ['3', 3],
      ['3.0', 3],
      [' -12 ', -12],
      ['1e3', 1000],
      ['3.5', '3.5'],
      ['12345678901234567890', '12345678901234567890'],
      ['abc', 'abc'],
      [3.5, 3.5],
      [7, 7],
      [false, false],
    ])('should coerce %j to %j', (input, expected) => {
      expect(coerceBySchema(input, INTEGER)).toEqual(expected);
    });
  });

  describe('boolean schema', () => {
    it.each<Case>([
      ['true', true],
      ['false', false],
      [' TRUE ', true],
      ['False', false],
      ['yes', 'yes'],
      ['1', '1'],
      ['', ''],
      [1, 1],
      [0, 0],
      [true, true],
      [null, null],
    ])('should coerce %j to %j', (input, expected) => {
      expect(coerceBySchema(input, BOOLEAN)).toEqual(expected);
    });
  });

  describe('null schema', () => {
    it.each<Case>([
      ['null', null],
      [' null\n', null],
      [null, null],
      // Python's None, as Jinja chat templates render a null argument (issue 25).
      ['None', null],
      [' None\n', null],
      ['none', 'none'],
      [' None ', null],
      ['NULL', 'NULL'],
      ['none', 'none'],
      ['', ''],
      [0, 0],
    ])('should coerce %j to %j', (input, expected) => {
      expect(coerceBySchema(input, NULL)).toEqual(expected);
    });
  });

  describe('string schema', () => {
    it.each<Case>([
      ['02134', '02134'],
      ['true', 'true'],
      ['null', 'null'],
      ['None', 'None'],
      ['[1,2]', '[1,2]'],
      ['{"a":1}', '{"a":1}'],
      [' padded ', ' padded '],
      ['', ''],
      [42, '42'],
      [3.5, '3.5'],
      [-0.25, '-0.25'],
      [true, 'true'],
      [false, 'false'],
      [null, null],
      [{ a: 1 }, { a: 1 }],
      [[1], [1]],
      [Number.NaN, Number.NaN],
    ])('should coerce %j to %j', (input, expected) => {
      expect(coerceBySchema(input, STRING)).toEqual(expected);
    });
  });

  describe('no schema', () => {
    it.each<Case>([
      ['{"a":"1"}', { a: '1' }],
      [' [1, 2] ', [1, 2]],
      ["{'a': True, 'b': None,}", { a: true, b: null }],
      ['{}', {}],
      ['42', '42'],
      ['true', 'true'],
      ['hello {a} world', 'hello {a} world'],
      ['{not json}', '{not json}'],
      ['[1e999]', '[1e999]'],
      [{ nested: '[1, "[2]"]' }, { nested: [1, [2]] }],
      [
        ['{"a":1}', 'x'],
        [{ a: 1 }, 'x'],
      ],
      [5, 5],
      [null, null],
    ])('should coerce %j to %j', (input, expected) => {
      expect(coerceBySchema(input, undefined)).toEqual(expected);
    });

    it.each<[string, unknown]>([
      ['an empty schema', {}],
      ['the true schema', true],
      ['a wrapper around an empty schema', { jsonSchema: {} }],
    ])('should treat %s as no schema', (_, schema) => {
      expect(coerceBySchema('{"a":[1]}', schema)).toEqual({ a: [1] });
      expect(coerceBySchema('42', schema)).toBe('42');
    });
  });

  describe('object schema', () => {
    const schema = {
      type: 'object',
      properties: { a: NUMBER, b: BOOLEAN, s: STRING },
    };

    it.each<Case>([
      [
        { a: '1', b: 'false', s: 5 },
        { a: 1, b: false, s: '5' },
      ],
      ['{"a":"1","b":"true"}', { a: 1, b: true }],
      ["{'a': '1', 'b': True,}", { a: 1, b: true }],
      ['```json\n{"a": "2"}\n```', { a: 2 }],
      ['  {}  ', {}],
      [{}, {}],
      ['not json', 'not json'],
      ['', ''],
      ['[1,2]', '[1,2]'],
      [[{ a: '1' }], [{ a: '1' }]],
      [5, 5],
      [null, null],
      ['{"a": 1e999}', '{"a": 1e999}'],
      [
        { a: '1', extra: 'x' },
        { a: 1, extra: 'x' },
      ],
      [{ a: 'one' }, { a: 'one' }],
    ])('should coerce %j to %j', (input, expected) => {
      expect(coerceBySchema(input, schema)).toEqual(expected);
    });

    it('should detect an object schema from properties without type', () => {
      expect(coerceBySchema({ a: '1' }, { properties: { a: NUMBER } })).toEqual({ a: 1 });
    });

    it('should coerce nested objects by their own schemas', () => {
      const nested = {
        type: 'object',
        properties: {
          user: { type: 'object', properties: { age: INTEGER, tags: { items: STRING } } },
        },
      };
      expect(coerceBySchema({ user: '{"age":"30","tags":"a, b"}' }, nested)).toEqual({
        user: { age: 30, tags: ['a', 'b'] },
      });
    });

    it('should give properties the schema leaves open the no-schema treatment', () => {
      expect(coerceBySchema({ a: '1', extra: '[1]', other: '2' }, schema)).toEqual({
        a: 1,
        extra: [1],
        other: '2',
      });
    });

    it('should keep properties forbidden by additionalProperties: false exactly as written', () => {
      const closed = { ...schema, additionalProperties: false };
      expect(coerceBySchema({ a: '1', extra: '[1]', n: '2' }, closed)).toEqual({
        a: 1,
        extra: '[1]',
        n: '2',
      });
    });

    it.each<[string, object, Case]>([
      [
        'additionalProperties schema',
        { type: 'object', additionalProperties: NUMBER },
        [
          { x: '5', y: '6' },
          { x: 5, y: 6 },
        ],
      ],
      [
        'patternProperties',
        { type: 'object', patternProperties: { '^n_': NUMBER }, additionalProperties: BOOLEAN },
        [
          { n_a: '1', flag: 'true', m: 'x' },
          { n_a: 1, flag: true, m: 'x' },
        ],
      ],
      [
        'properties before patternProperties',
        { type: 'object', properties: { n_s: STRING }, patternProperties: { '^n_': NUMBER } },
        [
          { n_s: '1', n_t: '1' },
          { n_s: '1', n_t: 1 },
        ],
      ],
      [
        'a pattern written for non-Unicode mode',
        { type: 'object', patternProperties: { '^n\\_': NUMBER } },
        [{ n_a: '1' }, { n_a: 1 }],
      ],
      [
        'an invalid pattern, which is ignored',
        { type: 'object', patternProperties: { '(': NUMBER } },
        [{ a: '1' }, { a: '1' }],
      ],
      [
        'a false property schema',
        { type: 'object', properties: { a: false } },
        [{ a: '[1]' }, { a: '[1]' }],
      ],
    ])('should apply %s', (_, objectSchema, [input, expected]) => {
      expect(coerceBySchema(input, objectSchema)).toEqual(expected);
    });

    it('should not mutate its input', () => {
      const input = { a: '1', nested: { list: ['2'] } };
      const copy = structuredClone(input);
      coerceBySchema(input, {
        type: 'object',
        properties: { a: NUMBER, nested: { properties: { list: { items: NUMBER } } } },
      });
      expect(input).toEqual(copy);
    });
  });

  describe('{ jsonSchema } wrappers', () => {
    const objectSchema = { type: 'object', properties: { n: NUMBER } };
    const lazy = {
      validate: () => ({ success: true }),
      get jsonSchema() {
        return objectSchema;
      },
    };

    it.each<[string, unknown]>([
      ['a wrapper', { jsonSchema: objectSchema }],
      ['nested wrappers', { jsonSchema: { jsonSchema: objectSchema } }],
      ['an AI SDK style getter', lazy],
      [
        'a wrapper inside properties',
        { type: 'object', properties: { n: { jsonSchema: NUMBER } } },
      ],
    ])('should unwrap %s', (_, schema) => {
      expect(coerceBySchema({ n: '1' }, schema)).toEqual({ n: 1 });
    });

    it('should treat a wrapper whose schema is still a promise as no schema', () => {
      const pending = { jsonSchema: Promise.resolve(objectSchema) };
      expect(coerceBySchema({ n: '1' }, pending)).toEqual({ n: '1' });
    });

    it('should treat a wrapper whose getter throws as no schema', () => {
      const broken = {
        get jsonSchema(): unknown {
          throw new Error('boom');
        },
      };
      expect(coerceBySchema({ n: '1' }, broken)).toEqual({ n: '1' });
    });
  });

  describe('non-finite numbers', () => {
    it.each<[unknown, unknown, unknown]>([
      ['1e999', NUMBER, '1e999'],
      ['-1e999', INTEGER, '-1e999'],
      ['[1e999]', { type: 'array', items: NUMBER }, ['1e999']],
      ['[Infinity, 1]', { type: 'array', items: NUMBER }, ['Infinity', 1]],
      ['{"a": NaN}', { type: 'object' }, '{"a": NaN}'],
      ['{"a": -Infinity}', undefined, '{"a": -Infinity}'],
    ])('should never produce NaN or Infinity from %j', (input, schema, expected) => {
      expect(coerceBySchema(input, schema)).toEqual(expected);
    });
  });

  describe('prototype safety', () => {
    const hostile = () =>
      JSON.parse(
        '{"__proto__": {"polluted": "yes"}, "constructor": {"prototype": {"polluted": "yes"}}, "prototype": "3", "toString": "4"}',
      );

    it.each<[string, unknown]>([
      ['no schema', undefined],
      [
        'an object schema that declares none of the keys',
        { type: 'object', properties: { a: NUMBER } },
      ],
      ['a closed object schema', { type: 'object', additionalProperties: false }],
      [
        'an additionalProperties schema',
        { type: 'object', additionalProperties: { type: 'object' } },
      ],
    ])('should copy dangerous keys as own data with %s', (_, schema) => {
      const result = coerceBySchema(hostile(), schema) as Record<string, unknown>;
      expect(Object.getPrototypeOf(result)).toBe(Object.prototype);
      expect(Object.keys(result)).toEqual(['__proto__', 'constructor', 'prototype', 'toString']);
      expect(Object.getOwnPropertyDescriptor(result, '__proto__')?.value).toEqual({
        polluted: 'yes',
      });
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      expect(Object.prototype).not.toHaveProperty('polluted');
    });

    it('should coerce properties named __proto__ and constructor by their own schemas', () => {
      const schema = JSON.parse(
        '{"type":"object","properties":{"__proto__":{"type":"number"},"constructor":{"type":"boolean"}}}',
      );
      const result = coerceBySchema(
        JSON.parse('{"__proto__": "5", "constructor": "true"}'),
        schema,
      ) as Record<string, unknown>;
      expect(Object.getOwnPropertyDescriptor(result, '__proto__')?.value).toBe(5);
      expect(result.constructor).toBe(true);
      expect(Object.getPrototypeOf(result)).toBe(Object.prototype);
    });

    it('should not read schema keywords from Object.prototype', () => {
      const schema = { type: 'object', properties: { a: NUMBER } };
      expect(coerceBySchema({ constructor: '1', hasOwnProperty: '[2]' }, schema)).toEqual({
        constructor: '1',
        hasOwnProperty: [2],
      });
    });

    it('should keep a JSON string with __proto__ safe when parsing it', () => {
      const result = coerceBySchema('{"__proto__": {"polluted": "yes"}}', {
        type: 'object',
      }) as Record<string, unknown>;
      expect(Object.hasOwn(result, '__proto__')).toBe(true);
      expect(Object.getPrototypeOf(result)).toBe(Object.prototype);
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    });
  });

  describe('deep nesting', () => {
    const LEVELS = 100_000;

    function deepArray(levels: number, leaf: unknown): unknown {
      let value = leaf;
      for (let i = 0; i < levels; i++) value = [value];
      return value;
    }

    function deepObject(levels: number, leaf: unknown): Record<string, unknown> {
      let value: Record<string, unknown> = { n: leaf };
      for (let i = 0; i < levels; i++) value = { n: leaf, next: value };
      return value;
    }

    it.each<[string, unknown]>([
      ['no schema', undefined],
      ['a recursive array schema', { type: 'array', items: { $ref: '#' } }],
      ['an anyOf over itself', { anyOf: [{ type: 'array', items: { $ref: '#' } }, NULL] }],
    ])(`should not overflow on ${LEVELS} nested arrays with %s`, (_, schema) => {
      const result = coerceBySchema(deepArray(LEVELS, '1'), schema);
      expect(Array.isArray(result)).toBe(true);
    });

    it('should coerce the top levels of a deep recursive object and keep the rest unchanged', () => {
      const schema = {
        type: 'object',
        properties: { n: NUMBER, next: { $ref: '#' } },
      };
      const input = deepObject(LEVELS, '1');
      const result = coerceBySchema(input, schema) as Record<string, unknown>;
      expect(result.n).toBe(1);
      expect((result.next as Record<string, unknown>).n).toBe(1);
      let cursor: Record<string, unknown> = result;
      let inputCursor: Record<string, unknown> = input;
      let levels = 0;
      while (cursor !== inputCursor) {
        cursor = cursor.next as Record<string, unknown>;
        inputCursor = inputCursor.next as Record<string, unknown>;
        levels++;
      }
      // Past the depth limit the original subtree is returned as it was (same object).
      expect(levels).toBeGreaterThan(100);
      expect(levels).toBeLessThan(LEVELS);
    });

    it('should leave stack room for a deep caller', () => {
      // The depth limit must fit well inside the default stack even below a deep call chain, with
      // the costliest path per level (an object property through a nullable recursive union).
      const schema = {
        type: 'object',
        properties: { n: NUMBER, next: { anyOf: [{ $ref: '#' }, NULL] } },
      };
      const input = deepObject(LEVELS, '1');
      const below = (frames: number): unknown =>
        frames === 0 ? coerceBySchema(input, schema) : below(frames - 1);
      expect(() => below(2000)).not.toThrow();
    });

    it('should not throw on a deeply nested JSON string', () => {
      const text = `${'['.repeat(LEVELS)}${']'.repeat(LEVELS)}`;
      expect(() => coerceBySchema(text, { type: 'array' })).not.toThrow();
      expect(() => coerceBySchema(text, undefined)).not.toThrow();
    });
  });
});
