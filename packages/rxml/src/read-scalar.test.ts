import { coerceScalar } from '@tool/coercion';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { leafText } from './element-value';
import { readScalar } from './read-scalar';
import type { ScalarPlan } from './schema-info';

const PLANS: ScalarPlan[] = ['integer', 'number', 'boolean', 'null'];

describe('readScalar', () => {
  it.each<[string, ScalarPlan, unknown]>([
    ['120', 'integer', 120],
    ['-7', 'number', -7],
    ['-0', 'number', -0],
    ['007', 'integer', 7],
    ['1.5', 'number', 1.5],
    ['1e3', 'number', 1000],
    [' 42 ', 'integer', 42],
    ['&#52;2', 'integer', 42],
    ['1234567890123456789', 'number', Number('1234567890123456789')],
    ['1234567890123456789', 'integer', '1234567890123456789'],
    ['-', 'number', '-'],
    ['', 'integer', ''],
    ['1,2', 'number', '1,2'],
    ['true', 'boolean', true],
    ['False', 'boolean', false],
    ['yes', 'boolean', 'yes'],
    ['null', 'null', null],
  ])('should read %j by the %s plan as %j', (text, plan, expected) => {
    expect(readScalar(`<a>${text}</a>`, 3, 3 + text.length, plan)).toBe(expected);
  });

  it('should give what coerceScalar gives the leaf text, for any text', () => {
    const text = fc.oneof(
      fc.stringMatching(/^-?[0-9]{0,18}$/),
      fc.stringMatching(/^[-+]?[0-9]{0,3}(\.[0-9]{0,3})?([eE][-+]?[0-9]{0,4})?$/),
      fc.constantFrom('true', 'false', 'TRUE', 'null', ' 1', '1 ', '+1', '.5', '5.', '&amp;'),
      fc.string({ maxLength: 6 }),
      fc.stringMatching(/^-?[0-9]{1,18}(\.[0-9]{1,18})?([eE][-+]?[0-9]{1,3})?$/),
      fc.double().map(String),
      // Up to 15 digits with a point anywhere and a small exponent: the in-place arithmetic.
      fc
        .tuple(
          fc.bigInt({ min: 0n, max: 999_999_999_999_999n }),
          fc.nat(15),
          fc.integer({ min: -30, max: 30 }),
        )
        .map(([m, dot, e]) => {
          const d = String(m);
          const p = Math.min(dot, d.length - 1);
          return `${d.slice(0, d.length - p)}${p > 0 ? `.${d.slice(d.length - p)}` : ''}e${e}`;
        }),
      fc.double({ min: -1e6, max: 1e6, noNaN: true }).map((x) => x.toFixed(x > 0 ? 3 : 7)),
    );
    fc.assert(
      fc.property(text, fc.constantFrom(...PLANS), (t, plan) => {
        const xml = `<v>${t}</v>`;
        const read = readScalar(xml, 3, 3 + t.length, plan);
        const coerced = coerceScalar(leafText(t), plan);
        // Object.is: the very same double (and -0 apart from 0).
        expect(Object.is(read, coerced), `${t} as ${plan}: ${String(read)}`).toBe(true);
      }),
      { numRuns: 20_000 },
    );
  });
});
