import fc from 'fast-check';
import JSON5 from 'json5';
import { describe, expect, it } from 'vitest';
import { parse } from './parse';
import { json5ValueArbitrary, renderJson5 } from './test/documents';
import { expectSame } from './test/expect-same';

describe('parse', () => {
  it('should give what JSON.parse gives for generated JSON, minified and pretty', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.constantFrom(undefined, 2, '\t'), (value, space) => {
        const text = JSON.stringify(value, null, space);
        expectSame(parse(text), JSON.parse(text));
        // the same text through the tolerant scanner instead of the JSON.parse fast path
        expectSame(parse(`/**/${text}`), JSON.parse(text));
      }),
      { numRuns: 500 },
    );
  });

  it('should read every JSON number form exactly as JSON.parse does', () => {
    const digits = (min: number, max: number) =>
      fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: min, maxLength: max });
    const numberText = fc
      .tuple(
        fc.constantFrom('', '-'),
        fc.oneof(
          fc.constant('0'),
          fc.tuple(fc.constantFrom(...'123456789'), digits(0, 22)).map(([a, b]) => a + b),
        ),
        fc.option(
          digits(1, 22).map((d) => `.${d}`),
          { nil: '' },
        ),
        fc.option(
          fc
            .tuple(fc.constantFrom('e', 'E'), fc.constantFrom('', '+', '-'), digits(1, 4))
            .map((p) => p.join('')),
          { nil: '' },
        ),
      )
      .map((parts) => parts.join(''));
    fc.assert(
      fc.property(
        fc.array(
          fc.oneof(numberText, fc.double({ noDefaultInfinity: true, noNaN: true }).map(String)),
          {
            minLength: 1,
            maxLength: 8,
          },
        ),
        (numbers) => {
          const text = `[${numbers.join(',')}]`;
          expectSame(parse(`/**/${text}`), JSON.parse(text));
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('should give what json5.parse gives for generated JSON5 documents', () => {
    fc.assert(
      fc.property(json5ValueArbitrary, fc.integer(), (value, seed) => {
        const text = renderJson5(value, seed);
        const expected = JSON5.parse(text);
        expectSame(parse(text), expected);
      }),
      { numRuns: 1000 },
    );
  });

  it('should report no repairs for JSON5 without unknown escapes or raw control characters', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const repairs: string[] = [];
        const text = JSON5.stringify(value, null, 2);
        expectSame(parse(text, { onRepair: (r) => repairs.push(r.code) }), JSON5.parse(text));
        expect(repairs).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });
});
