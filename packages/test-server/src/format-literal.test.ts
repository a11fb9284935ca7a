import { describe, expect, it } from 'vitest';
import { formatLiteral } from './format-literal';

describe('formatLiteral', () => {
  const value = { city: "Seo'ul", days: 3, metric: true, extra: null, tags: ['a', 'b'] };

  it.each([
    {
      dialect: 'json' as const,
      layout: 'inline' as const,
      expected: '{"city": "Seo\'ul", "days": 3, "metric": true, "extra": null, "tags": ["a", "b"]}',
    },
    {
      dialect: 'json' as const,
      layout: 'compact' as const,
      expected: '{"city":"Seo\'ul","days":3,"metric":true,"extra":null,"tags":["a","b"]}',
    },
    {
      dialect: 'python' as const,
      layout: 'inline' as const,
      expected:
        "{'city': 'Seo\\'ul', 'days': 3, 'metric': True, 'extra': None, 'tags': ['a', 'b']}",
    },
    {
      dialect: 'json' as const,
      layout: 'pretty' as const,
      expected: JSON.stringify(value, null, 2),
    },
  ])('should write $dialect $layout', ({ dialect, layout, expected }) => {
    expect(formatLiteral(value, { dialect, layout })).toBe(expected);
  });

  it.each([
    { input: 'a\nb\t"c"\\', expected: '\'a\\nb\\t"c"\\\\\'' },
    { input: '\u0001', expected: "'\\u0001'" },
    { input: false, expected: 'False' },
    { input: [], expected: '[]' },
    { input: {}, expected: '{}' },
  ])('should write the Python literal of $input', ({ input, expected }) => {
    expect(formatLiteral(input, { dialect: 'python', layout: 'inline' })).toBe(expected);
  });

  it('should write JSON that JSON.parse reads back to the same value', () => {
    const tricky = { content: '<b>a && b</b>\n"quoted" \\ end', n: -1.5e-7 };
    for (const layout of ['inline', 'pretty', 'compact'] as const) {
      expect(JSON.parse(formatLiteral(tricky, { dialect: 'json', layout }))).toEqual(tricky);
    }
  });

  it.each([
    { input: Number.NaN, error: RangeError },
    { input: () => 1, error: TypeError },
  ])('should refuse $input', ({ input, error }) => {
    expect(() => formatLiteral(input, { dialect: 'json', layout: 'inline' })).toThrow(error);
  });

  it('should refuse values nested past the depth limit instead of overflowing the stack', () => {
    let deep: unknown = 1;
    for (let i = 0; i < 100; i++) deep = [deep];
    expect(() => formatLiteral(deep, { dialect: 'json', layout: 'compact' })).toThrow(RangeError);
  });
});
