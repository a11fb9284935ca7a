import { isDeclaredProperty } from '@tool/coercion';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RUNS } from '../test-utils/fuzz-settings';
import { UnknownArgumentFilter } from './unknown-argument-filter';

const schema = {
  type: 'object',
  properties: { city: { type: 'string' }, days: { type: 'integer' }, opts: { type: 'object' } },
  additionalProperties: false,
};

function run(json: string, drop: boolean, pieces: readonly string[] = [json]) {
  const unknown: string[] = [];
  const filter = new UnknownArgumentFilter(isDeclaredProperty, schema, drop, (name) =>
    unknown.push(name),
  );
  const out = pieces.map((piece) => filter.write(piece)).join('');
  return { out, unknown };
}

describe('UnknownArgumentFilter', () => {
  it.each<[string, string, string, string[]]>([
    ['nothing unknown', '{"city":"Oslo","days":3}', '{"city":"Oslo","days":3}', []],
    ['an unknown last key', '{"city":"Oslo","mood":"sunny"}', '{"city":"Oslo"}', ['mood']],
    ['an unknown first key', '{"mood":"sunny","city":"Oslo"}', '{"city":"Oslo"}', ['mood']],
    ['only unknown keys', '{"a":1,"b":[1,{"c":"}"}]}', '{}', ['a', 'b']],
    [
      'a kept object value with braces and quotes in strings',
      '{"x":"a\\"},","opts":{"k":"}\\\\"},"y":null}',
      '{"opts":{"k":"}\\\\"}}',
      ['x', 'y'],
    ],
    ['whitespace between tokens', '{ "mood" : 1 , "city" : "P" }', '{"city": "P" }', ['mood']],
    ['an escaped key', '{"ci\\u0074y":"P","m\\"x":2}', '{"ci\\u0074y":"P"}', ['m"x']],
    ['an empty object', '{}', '{}', []],
  ])('should drop %s', (_case, json, dropped, unknown) => {
    expect(run(json, true)).toEqual({ out: dropped, unknown });
    expect(run(json, false)).toEqual({ out: json, unknown });
  });

  it('should give the same output however the JSON is cut', () => {
    const key = fc.constantFrom('city', 'days', 'opts', 'mood', 'x"y', '\\', '}');
    const value = fc.jsonValue({ maxDepth: 2 });
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.tuple(key, value), { selector: ([k]) => k, maxLength: 5 }),
        fc.array(fc.nat({ max: 6 }), { minLength: 1, maxLength: 10 }),
        (entries, sizes) => {
          const object = Object.fromEntries(entries);
          const json = JSON.stringify(object);
          const pieces: string[] = [];
          for (let i = 0, k = 0; i < json.length; k++) {
            const size = (sizes[k % sizes.length] ?? 0) + 1;
            pieces.push(json.slice(i, i + size));
            i += size;
          }
          const whole = run(json, true);
          expect(run(json, true, pieces)).toEqual(whole);
          const known = entries.filter(([k]) => k === 'city' || k === 'days' || k === 'opts');
          // Compared through JSON, which writes -0 as 0.
          expect(whole.out).toBe(JSON.stringify(Object.fromEntries(known)));
          expect(whole.unknown).toEqual(
            entries.map(([k]) => k).filter((k) => !known.some(([n]) => n === k)),
          );
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('should pass on input that is not one JSON object', () => {
    expect(run('not json', true)).toEqual({ out: 'not json', unknown: [] });
  });
});
