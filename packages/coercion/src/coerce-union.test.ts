import { describe, expect, it } from 'vitest';
import { coerceBySchema } from './coerce-by-schema';

type Case = [input: unknown, expected: unknown];

const NUMBER = { type: 'number' };
const INTEGER = { type: 'integer' };
const STRING = { type: 'string' };
const BOOLEAN = { type: 'boolean' };
const NULL = { type: 'null' };

describe('coerceBySchema (unions)', () => {
  describe('precedence: null → boolean → integer → number → object → array → string', () => {
    // Declared in the reverse order on purpose: the precedence, not the declaration, decides.
    const everything = {
      type: ['string', 'array', 'object', 'number', 'integer', 'boolean', 'null'],
      items: NUMBER,
      properties: { a: NUMBER },
    };

    it.each<Case>([
      ['null', null],
      ['true', true],
      ['3', 3],
      ['3.0', 3],
      ['3.5', 3.5],
      ['{"a": "1"}', { a: 1 }],
      ['["1"]', [1]],
      ['1, 2', '1, 2'],
      ['hello', 'hello'],
      [' null ', null],
      [null, null],
      [false, false],
      [7, 7],
      [{ a: '2' }, { a: 2 }],
      [['4'], [4]],
    ])('should coerce %j to %j', (input, expected) => {
      expect(coerceBySchema(input, everything)).toEqual(expected);
    });
  });

  describe('nullable', () => {
    it.each<[string, unknown, Case]>([
      ['type [number, null]: "null"', { type: ['number', 'null'] }, ['null', null]],
      ['type [number, null]: "5"', { type: ['number', 'null'] }, ['5', 5]],
      ['type [number, null]: "x"', { type: ['number', 'null'] }, ['x', 'x']],
      ['anyOf [string, null]: "null"', { anyOf: [STRING, NULL] }, ['null', null]],
      ['anyOf [string, null]: "hello"', { anyOf: [STRING, NULL] }, ['hello', 'hello']],
      ['anyOf [string, null]: Python "None"', { anyOf: [STRING, NULL] }, ['None', null]],
      ['type [integer, null]: Python "None"', { type: ['integer', 'null'] }, ['None', null]],
      ['enum with null: Python "None"', { enum: ['a', null] }, ['None', null]],
      ['anyOf [string, null]: 5', { anyOf: [STRING, NULL] }, [5, '5']],
      ['anyOf [string, null]: null', { anyOf: [STRING, NULL] }, [null, null]],
      [
        'anyOf [array, null]: "1, 2"',
        { anyOf: [{ type: 'array', items: NUMBER }, NULL] },
        ['1, 2', [1, 2]],
      ],
      [
        'anyOf [array, null]: "null"',
        { anyOf: [{ type: 'array', items: NUMBER }, NULL] },
        ['null', null],
      ],
      [
        'anyOf [object, null]: JSON text',
        { anyOf: [{ type: 'object', properties: { q: INTEGER } }, NULL] },
        ['{"q": "2"}', { q: 2 }],
      ],
      ['oneOf [boolean, null]: "false"', { oneOf: [BOOLEAN, NULL] }, ['false', false]],
    ])('should read %s', (_, schema, [input, expected]) => {
      expect(coerceBySchema(input, schema)).toEqual(expected);
    });
  });

  describe('type arrays and anyOf/oneOf', () => {
    it.each<[string, unknown, Case]>([
      ['[string, number] + "42"', { type: ['string', 'number'] }, ['42', 42]],
      ['[string, number] + "abc"', { type: ['string', 'number'] }, ['abc', 'abc']],
      ['[string, number] + 42', { type: ['string', 'number'] }, [42, 42]],
      ['[string, number] + true', { type: ['string', 'number'] }, [true, 'true']],
      ['[boolean, string] + "true"', { type: ['string', 'boolean'] }, ['true', true]],
      ['[integer, number] + "3.5"', { type: ['integer', 'number'] }, ['3.5', 3.5]],
      ['[integer, string] + "3.5"', { type: ['integer', 'string'] }, ['3.5', '3.5']],
      ['[integer, string] + "4"', { type: ['integer', 'string'] }, ['4', 4]],
      ['[array, string] + "a, b"', { type: ['array', 'string'], items: NUMBER }, ['a, b', 'a, b']],
      [
        '[array, string] + "[1, 2]"',
        { type: ['array', 'string'], items: NUMBER },
        ['[1,2]', [1, 2]],
      ],
      ['[array, boolean] + 5', { anyOf: [{ items: NUMBER }, BOOLEAN] }, [5, [5]]],
      ['[array, boolean] + "1, 2"', { anyOf: [{ items: NUMBER }, BOOLEAN] }, ['1, 2', [1, 2]]],
      ['[number, boolean] + "abc"', { anyOf: [NUMBER, BOOLEAN] }, ['abc', 'abc']],
      ['[number, boolean] + {}', { anyOf: [NUMBER, BOOLEAN] }, [{ a: '1' }, { a: '1' }]],
      [
        '[object, string] + JSON',
        { anyOf: [{ properties: { a: NUMBER } }, STRING] },
        ['{"a":"1"}', { a: 1 }],
      ],
      ['[object, string] + text', { anyOf: [{ properties: { a: NUMBER } }, STRING] }, ['hi', 'hi']],
      ['[number, {}] + "x"', { anyOf: [NUMBER, {}] }, ['x', 'x']],
      ['[number, {}] + "[1]"', { anyOf: [NUMBER, {}] }, ['[1]', [1]]],
      ['[number, true] + "2"', { anyOf: [NUMBER, true] }, ['2', 2]],
      ['[false, number] + "2"', { anyOf: [false, NUMBER] }, ['2', 2]],
      ['only false branches', { anyOf: [false] }, ['2', '2']],
      ['a single branch', { anyOf: [{ items: NUMBER }] }, ['1, 2', [1, 2]]],
      ['nested anyOf is flattened', { anyOf: [{ anyOf: [NUMBER, NULL] }, STRING] }, ['null', null]],
      ['nested type array', { oneOf: [{ type: ['number', 'null'] }, STRING] }, ['7', 7]],
      ['anyOf and oneOf together', { anyOf: [STRING], oneOf: [NUMBER] }, ['7', 7]],
      [
        'anyOf on a typed schema is a constraint, not a union',
        { type: 'string', anyOf: [{ minLength: 1 }, { maxLength: 0 }] },
        ['7', '7'],
      ],
    ])('should coerce %s', (_, schema, [input, expected]) => {
      expect(coerceBySchema(input, schema)).toEqual(expected);
    });
  });

  describe('object branches', () => {
    const action = {
      oneOf: [
        {
          type: 'object',
          properties: { kind: { type: 'string', const: 'move' }, dx: NUMBER },
          required: ['kind', 'dx'],
          additionalProperties: false,
        },
        {
          type: 'object',
          properties: { kind: { type: 'string', const: 'say' }, loud: BOOLEAN, times: INTEGER },
          required: ['kind', 'loud'],
          additionalProperties: false,
        },
      ],
    };
    const byKeys = {
      anyOf: [
        { type: 'object', properties: { a: NUMBER }, required: ['a'] },
        { type: 'object', properties: { b: BOOLEAN }, required: ['b'] },
      ],
    };
    const closed = {
      anyOf: [
        { type: 'object', properties: { a: NUMBER }, additionalProperties: false },
        { type: 'object', properties: { b: STRING }, additionalProperties: false },
      ],
    };
    const numericTag = {
      anyOf: [
        { type: 'object', properties: { v: { const: 1 }, x: NUMBER } },
        { type: 'object', properties: { v: { const: 2 }, x: BOOLEAN } },
      ],
    };

    it.each<[string, unknown, Case]>([
      [
        'the second discriminated branch',
        action,
        [
          { kind: 'say', loud: 'true' },
          { kind: 'say', loud: true },
        ],
      ],
      [
        'the first discriminated branch',
        action,
        [
          { kind: 'move', dx: '2' },
          { kind: 'move', dx: 2 },
        ],
      ],
      [
        'a discriminated branch from JSON text',
        action,
        [
          '{"kind": " say ", "loud": "false", "times": "2"}',
          { kind: 'say', loud: false, times: 2 },
        ],
      ],
      [
        'no branch for an unknown tag',
        action,
        [
          { kind: 'jump', dx: '1' },
          { kind: 'jump', dx: '1' },
        ],
      ],
      ['a branch by required keys', byKeys, [{ b: 'true' }, { b: true }]],
      [
        'the first branch when both keys exist',
        byKeys,
        [
          { a: '1', b: 'true' },
          { a: 1, b: 'true' },
        ],
      ],
      ['a closed branch by its keys', closed, [{ b: 5 }, { b: '5' }]],
      [
        'a numeric tag written as a string',
        numericTag,
        [
          { v: '2', x: 'true' },
          { v: 2, x: true },
        ],
      ],
    ])('should pick %s', (_, schema, [input, expected]) => {
      expect(coerceBySchema(input, schema)).toEqual(expected);
    });
  });

  describe('enum and const', () => {
    it.each<[string, unknown, Case]>([
      [
        'a trimmed member',
        { type: 'string', enum: ['celsius', 'kelvin'] },
        [' celsius\n', 'celsius'],
      ],
      ['no member', { type: 'string', enum: ['celsius', 'kelvin'] }, ['rankine', 'rankine']],
      ['a member spelled as a number', { type: 'integer', enum: [1, 2, 3] }, ['3', 3]],
      ['a number outside the enum', { type: 'integer', enum: [1, 2, 3] }, ['4', 4]],
      ['an untyped numeric enum', { enum: [1, 2, 3] }, ['3', 3]],
      ['an untyped enum without a match', { enum: [1, 2, 3] }, ['[4]', '[4]']],
      ['a number for a string member', { enum: ['1', '2'] }, [1, '1']],
      ['a boolean member', { enum: [true, 'auto'] }, ['true', true]],
      ['a null member', { enum: ['a', null] }, ['null', null]],
      ['a mixed enum keeps exact matches', { enum: ['1', 1] }, ['1', '1']],
      ['an object member', { enum: [{ a: 1 }] }, [{ a: 1 }, { a: 1 }]],
      ['a coerced value that lands on a member', { type: 'number', enum: ['1'] }, ['1.0', '1']],
      ['const', { const: 'search' }, [' search ', 'search']],
      ['numeric const', { const: 5 }, ['5', 5]],
      ['const without a match, typed by its member', { const: 5 }, ['6', 6]],
      ['const null', { const: null }, ['null', null]],
      ['enum branch of a union', { anyOf: [NUMBER, { const: 'auto' }] }, ['auto', 'auto']],
      ['number branch before an enum branch', { anyOf: [{ const: 'auto' }, NUMBER] }, ['5', 5]],
      [
        'an enum branch that does not match',
        { anyOf: [{ type: 'string', enum: ['a'] }, { type: 'string' }] },
        ['b', 'b'],
      ],
    ])('should handle %s', (_, schema, [input, expected]) => {
      expect(coerceBySchema(input, schema)).toEqual(expected);
    });
  });

  describe('allOf', () => {
    const parts = {
      allOf: [
        { type: 'object', properties: { a: NUMBER } },
        { type: 'object', properties: { b: BOOLEAN, s: STRING } },
      ],
    };

    it.each<[string, unknown, Case]>([
      [
        'each part to its properties',
        parts,
        [
          { a: '1', b: 'true', s: '[1]' },
          { a: 1, b: true, s: '[1]' },
        ],
      ],
      [
        'properties no part declares like open ones',
        parts,
        [
          { a: '1', c: '[1]' },
          { a: 1, c: [1] },
        ],
      ],
      ['a JSON string', parts, ['{"a": "2", "b": "false"}', { a: 2, b: false }]],
      ['a scalar part', { allOf: [INTEGER, {}] }, ['3', 3]],
      [
        'own keywords with parts',
        { type: 'object', properties: { a: NUMBER }, allOf: [{ properties: { b: BOOLEAN } }] },
        [
          { a: '1', b: 'true' },
          { a: 1, b: true },
        ],
      ],
      [
        'parts that are references',
        { $defs: { n: NUMBER }, allOf: [{ $ref: '#/$defs/n' }] },
        ['4', 4],
      ],
      ['a union inside a part', { allOf: [{ anyOf: [NUMBER, NULL] }] }, ['null', null]],
      ['an untyped allOf like no schema', { allOf: [{}] }, ['[1]', [1]]],
      [
        'the first typed part when parts disagree',
        { allOf: [{ items: { items: STRING } }, { items: STRING }] },
        ['-', '-'],
      ],
      [
        'the first part that declares a property',
        { allOf: [{ properties: { a: STRING } }, { properties: { a: NUMBER } }] },
        [{ a: 1 }, { a: '1' }],
      ],
      [
        'a closed part for keys no part declares',
        { allOf: [{ properties: { a: NUMBER } }, { additionalProperties: false }] },
        [
          { a: '1', z: '[1]' },
          { a: 1, z: '[1]' },
        ],
      ],
    ])('should apply %s', (_, schema, [input, expected]) => {
      expect(coerceBySchema(input, schema)).toEqual(expected);
    });
  });

  describe('cyclic compositions', () => {
    const viaAllOf = {
      anyOf: [{ allOf: [{ $ref: '#' }, NUMBER] }, { allOf: [{ $ref: '#' }, NUMBER] }, STRING],
    };
    const selfUnion = { anyOf: [{ $ref: '#' }, { $ref: '#' }, { allOf: [{ $ref: '#' }] }, NUMBER] };

    it.each<[string, unknown, Case]>([
      ['a union whose branches lead back to it', viaAllOf, ['x', 'x']],
      ['a union of references to itself', selfUnion, ['5', 5]],
    ])('should stop on %s', (_, schema, [input, expected]) => {
      expect(coerceBySchema(input, schema)).toEqual(expected);
    });
  });
});
