import { describe, expect, it } from 'vitest';
import { calculate } from './calculate';

describe('calculate', () => {
  it.each([
    ['2 + 3 * 4', 14],
    ['(2 + 3) * 4', 20],
    ['-3 + 10 / 4', -0.5],
    ['17 % 5', 2],
    ['0.1 + 0.2', 0.3],
    ['--2', 2],
  ])('should evaluate %s to %s', (expression, value) => {
    expect(calculate(expression)).toBe(value);
  });

  it('should name where it stopped reading, and refuse a division by zero', () => {
    expect(() => calculate('2 + x')).toThrow(
      'cannot read "2 + x" at position 5: expected a number.',
    );
    expect(() => calculate('(1 + 2')).toThrow('expected ")"');
    expect(() => calculate('4 / (2 - 2)')).toThrow('division by zero');
    expect(() => calculate('1 2')).toThrow('unexpected character');
  });
});
