import { describe, expect, it } from 'vitest';
import { coerceBySchema } from './coerce-by-schema';

type Case = [input: unknown, expected: unknown];

const NUMBER = { type: 'number' };
const STRING = { type: 'string' };
const BOOLEAN = { type: 'boolean' };
const NUMBERS = { type: 'array', items: NUMBER };
const STRINGS = { type: 'array', items: STRING };

describe('coerceBySchema (arrays)', () => {
  describe('array<number>', () => {
    it.each<Case>([
      [
        ['1', 2, ' 3 '],
        [1, 2, 3],
      ],
      ['[1, 2, 3]', [1, 2, 3]],
      ['["1", "2"]', [1, 2]],
      ["['1', '2',]", [1, 2]],
      ['```json\n[1, "2"]\n```', [1, 2]],
      ['1, 2, 3', [1, 2, 3]],
      ['1,2,3', [1, 2, 3]],
      ['1\n2\n3\n', [1, 2, 3]],
      ['1, , 2,', [1, 2]],
      ['[1, two]', [1, 'two']],
      ['5', [5]],
      ['', []],
      ['  ', []],
      [5, [5]],
      [null, [null]],
      [true, [true]],
      [[], []],
      [{ item: ['1', '2'] }, [1, 2]],
      [{ item: '1' }, [1]],
      [{ 0: '1', 1: '2' }, [1, 2]],
      [{ 1: 'b', 0: 'a', 2: '3' }, ['a', 'b', 3]],
      [{ 1: '10', 2: '20' }, [10, 20]],
      [{ values: ['1', '2'] }, [1, 2]],
      ['{"item": ["1", "2"]}', [1, 2]],
      [{ a: '1', b: '2' }, [{ a: '1', b: '2' }]],
      [{}, [{}]],
    ])('should coerce %j to %j', (input, expected) => {
      expect(coerceBySchema(input, NUMBERS)).toEqual(expected);
    });
  });

  describe('array<string>', () => {
    it.each<Case>([
      ['a, b', ['a', 'b']],
      ['Paris, France\nBerlin, Germany', ['Paris, France', 'Berlin, Germany']],
      ['[a, b]', ['a', 'b']],
      ['hello', ['hello']],
      ['["02134", "true"]', ['02134', 'true']],
      [
        [1, true, null],
        ['1', 'true', null],
      ],
      [7, ['7']],
      [{ item: 'x' }, ['x']],
    ])('should coerce %j to %j', (input, expected) => {
      expect(coerceBySchema(input, STRINGS)).toEqual(expected);
    });
  });

  describe('array<object>', () => {
    const people = {
      type: 'array',
      items: { type: 'object', properties: { name: STRING, age: NUMBER } },
    };
    const wrapped = {
      type: 'array',
      items: { type: 'object', properties: { item: STRING } },
    };
    const tagged = {
      type: 'array',
      items: { type: 'object', properties: { tags: STRINGS } },
    };

    it.each<[string, object, Case]>([
      [
        'a lone object becomes one item',
        people,
        [{ name: 'x', age: '3' }, [{ name: 'x', age: 3 }]],
      ],
      ['a JSON object string becomes one item', people, ['{"age": "4"}', [{ age: 4 }]]],
      [
        'JSON escaped once more is unescaped and read (GLM, issue 25)',
        people,
        ['[{\\"name\\": \\"a, b\\", \\"age\\": 4}]', [{ name: 'a, b', age: 4 }]],
      ],
      [
        'text with an unescaped quote beside escaped ones is not unescaped',
        STRINGS,
        ['[\\"a\\", "b"]', ['\\"a\\"', '"b"']],
      ],
      [
        'XML item wrappers still unwrap',
        people,
        [{ item: [{ age: '1' }, { age: '2' }] }, [{ age: 1 }, { age: 2 }]],
      ],
      ['an item that declares "item" is not unwrapped', wrapped, [{ item: 'x' }, [{ item: 'x' }]]],
      [
        'an item that declares the single key is not unwrapped',
        tagged,
        [{ tags: ['a'] }, [{ tags: ['a'] }]],
      ],
    ])('should read %s', (_, schema, [input, expected]) => {
      expect(coerceBySchema(input, schema)).toEqual(expected);
    });
  });

  describe('tuples', () => {
    const prefix = { type: 'array', prefixItems: [NUMBER, BOOLEAN] };
    const prefixRest = { type: 'array', prefixItems: [NUMBER, BOOLEAN], items: STRING };
    const draft07 = { type: 'array', items: [NUMBER, BOOLEAN], additionalItems: NUMBER };

    it.each<[string, object, Case]>([
      [
        'prefixItems by position',
        prefix,
        [
          ['1', 'true'],
          [1, true],
        ],
      ],
      ['prefixItems from a string', prefix, ['1, false', [1, false]]],
      ['prefixItems when the length differs (no items)', prefix, [['1'], ['1']]],
      [
        'items when the length differs',
        prefixRest,
        [
          ['1', 'true', 3],
          ['1', 'true', '3'],
        ],
      ],
      [
        'draft-07 tuple items by position',
        draft07,
        [
          ['1', 'true'],
          [1, true],
        ],
      ],
      [
        'draft-07 additionalItems when the length differs',
        draft07,
        [
          ['1', '2', '3'],
          [1, 2, 3],
        ],
      ],
      ['a scalar as a one-item array', prefixRest, ['x', ['x']]],
    ])('should apply %s', (_, schema, [input, expected]) => {
      expect(coerceBySchema(input, schema)).toEqual(expected);
    });
  });

  it('should detect an array schema from items or prefixItems without type', () => {
    expect(coerceBySchema('1, 2', { items: NUMBER })).toEqual([1, 2]);
    expect(coerceBySchema(['1', 'x'], { prefixItems: [NUMBER, STRING] })).toEqual([1, 'x']);
  });

  it('should coerce nested arrays from XML-shaped objects', () => {
    const matrix = { type: 'array', items: NUMBERS };
    expect(coerceBySchema({ item: [{ item: ['1', '2'] }, { item: '3' }] }, matrix)).toEqual([
      [1, 2],
      [3],
    ]);
    expect(coerceBySchema('[[1, "2"], "3, 4"]', matrix)).toEqual([
      [1, 2],
      [3, 4],
    ]);
  });

  it('should leave items unconstrained when the schema has no items', () => {
    expect(coerceBySchema('a, [1]', { type: 'array' })).toEqual(['a', [1]]);
  });

  it('should keep undefined as it is', () => {
    expect(coerceBySchema(undefined, NUMBERS)).toBeUndefined();
  });

  describe('wrapping', () => {
    const recursive = { type: 'array', items: { $ref: '#' } };
    const nested = { type: 'array', items: NUMBERS };
    const itemUnion = { type: 'array', items: { anyOf: [NUMBERS, NUMBER] } };
    const nullableRecursive = {
      type: 'array',
      items: { anyOf: [{ $ref: '#' }, { type: 'null' }] },
    };

    it.each<[string, unknown, Case]>([
      ['a scalar for a recursive array', recursive, [5, 5]],
      ['a word for a recursive array', recursive, ['a', 'a']],
      ['a list for a recursive array', recursive, ['a, b', ['a', 'b']]],
      ['a lone object for a recursive array', recursive, [{ a: 1 }, { a: 1 }]],
      [
        'nested arrays for a recursive array',
        recursive,
        [
          [[1], []],
          [[1], []],
        ],
      ],
      ['a scalar for array<array<number>>', nested, ['5', '5']],
      ['a list for array<array<number>>', nested, ['1, 2', [[1], [2]]]],
      ['a scalar whose item union takes it', itemUnion, ['5', [5]]],
      ['a scalar for a nullable recursive array', nullableRecursive, ['null', [null]]],
      ['a word for a nullable recursive array', nullableRecursive, ['x', 'x']],
    ])('should handle %s', (_, schema, [input, expected]) => {
      expect(coerceBySchema(input, schema)).toEqual(expected);
      expect(coerceBySchema(coerceBySchema(input, schema), schema)).toEqual(expected);
    });
  });
});
