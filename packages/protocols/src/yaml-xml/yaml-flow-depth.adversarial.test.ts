import { describe, expect, it } from 'vitest';
import { exceedsFlowDepth } from './yaml-flow-depth';

describe('exceedsFlowDepth', () => {
  it.each([
    { name: 'a flat body', body: 'city: Seoul\ndays: 3', limit: 2, expected: false },
    { name: 'flow collections at the limit', body: 'a: [[{b: 1}]]', limit: 3, expected: false },
    { name: 'one level past the limit', body: 'a: [[[{b: 1}]]]', limit: 3, expected: true },
    {
      name: 'brackets that close in between',
      body: 'a: [[]] b: [[]] c: [[]]',
      limit: 2,
      expected: false,
    },
    { name: 'stray closing brackets first', body: ']]]]]] a: [[1]]', limit: 2, expected: false },
    {
      name: '200,000 unclosed [',
      body: `filters: ${'['.repeat(200_000)}`,
      limit: 256,
      expected: true,
    },
    // Brackets inside scalars count too: the check can only overestimate.
    {
      name: 'brackets in a quoted scalar',
      body: `s: "${'['.repeat(300)}"`,
      limit: 256,
      expected: true,
    },
  ])('should tell $name', ({ body, limit, expected }) => {
    expect(exceedsFlowDepth(body, limit)).toBe(expected);
  });
});
