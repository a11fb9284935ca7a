import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parse } from './parse';
import { stringify } from './stringify';

describe('stringify', () => {
  it.each([
    [{ a: 1, b: [true, null, 'x'] }, undefined],
    [{ a: 1, b: [true, null, 'x'] }, 2],
    [{ a: { b: [] } }, '\t'],
    [[1, 'two', { three: 3 }], 4],
    ['quote " backslash \\ newline \n U+2028 \u2028 lone \ud800', undefined],
    [{ __proto__: null, constructor: 1 }, undefined],
    [-0, undefined],
    [1e21, undefined],
    [{ date: new Date(0) }, undefined],
    [{ nested: { toJSON: () => 'custom' } }, 1],
    [{}, 2],
    [[], 2],
    [{ a: 1 }, 20],
    [{ a: 1 }, '-----------------too long'],
  ])('should write what JSON.stringify writes for %j (space %j)', (value, space) => {
    expect(stringify(value, { space })).toBe(JSON.stringify(value, null, space));
  });

  it.each([
    [Number.NaN, 'null'],
    [Number.POSITIVE_INFINITY, 'null'],
    [[Number.NaN, Number.NEGATIVE_INFINITY, 1], '[null,null,1]'],
    [{ a: Number.NaN, b: undefined, c: () => 1 }, '{"a":null}'],
    [[undefined, () => 1, Symbol('s')], '[null,null,null]'],
  ])('should never write NaN or Infinity: %j → %s', (value, expected) => {
    expect(stringify(value)).toBe(expected);
  });

  it.each([undefined, () => 1, Symbol('s')])('should return "null" for a top-level %s', (value) => {
    expect(stringify(value)).toBe('null');
  });

  it('should round-trip JSON values through parse', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.constantFrom(undefined, 2), (value, space) => {
        expect(parse(stringify(value, { space }))).toEqual(JSON.parse(JSON.stringify(value)));
      }),
      { numRuns: 300 },
    );
  });

  it('should write what any JSON parser reads after a relaxed parse', () => {
    const text = stringify(
      parse("{name: 'get_weather', arguments: {city: “Seoul”, metric: True,},}"),
    );
    expect(JSON.parse(text)).toEqual({
      name: 'get_weather',
      arguments: { city: 'Seoul', metric: true },
    });
  });
});
