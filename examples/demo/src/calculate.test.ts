import { describe, expect, it } from 'vitest';
import { calculate } from './calculate';
import { CalculationError } from './calculation-error';

describe('calculate', () => {
  it.each([
    { expression: '(21 + 18) / 2', expected: 19.5 },
    { expression: '1 + 2 * 3', expected: 7 },
    { expression: '(1 + 2) * 3', expected: 9 },
    { expression: '10 - 4 - 3', expected: 3 },
    { expression: '8 / 4 / 2', expected: 1 },
    { expression: '2 ^ 3 ^ 2', expected: 512 },
    { expression: '-2 ^ 2', expected: -4 },
    { expression: '(-2) ^ 2', expected: 4 },
    { expression: '2 ^ -1', expected: 0.5 },
    { expression: '--3', expected: 3 },
    { expression: '+4', expected: 4 },
    { expression: '.5 + 0.25', expected: 0.75 },
    { expression: '1e3 + 2.5E-1', expected: 1000.25 },
    { expression: ' \t42\n', expected: 42 },
    { expression: '3 * -2', expected: -6 },
  ])('should evaluate $expression to $expected', ({ expression, expected }) => {
    expect(calculate(expression)).toBe(expected);
  });

  it.each([
    { expression: '', code: 'UNEXPECTED_END', position: 0 },
    { expression: '1 +', code: 'UNEXPECTED_END', position: 3 },
    { expression: '(1 + 2', code: 'UNEXPECTED_END', position: 6 },
    { expression: '1 + x', code: 'UNEXPECTED_CHARACTER', position: 4 },
    { expression: '2 3', code: 'UNEXPECTED_CHARACTER', position: 2 },
    { expression: 'process.exit()', code: 'UNEXPECTED_CHARACTER', position: 0 },
    { expression: '.', code: 'UNEXPECTED_CHARACTER', position: 0 },
    { expression: '1e', code: 'UNEXPECTED_CHARACTER', position: 1 },
    { expression: '1 / (2 - 2)', code: 'DIVISION_BY_ZERO', position: 2 },
    { expression: '10 ^ 400', code: 'NOT_FINITE', position: 0 },
    { expression: `${'('.repeat(200)}1${')'.repeat(200)}`, code: 'TOO_DEEP', position: 100 },
    { expression: `${'-'.repeat(5000)}1`, code: 'TOO_DEEP', position: 100 },
    { expression: `2${' ^ 2'.repeat(150)}`, code: 'TOO_DEEP', position: 402 },
  ])('should reject $expression with $code at $position', ({ expression, code, position }) => {
    let caught: unknown;
    try {
      calculate(expression);
    } catch (error) {
      caught = error;
    }
    expect(CalculationError.isInstance(caught)).toBe(true);
    expect(caught).toMatchObject({ code, position });
  });

  it('should not recognise other errors as CalculationError', () => {
    expect(CalculationError.isInstance(new Error('x'))).toBe(false);
    expect(CalculationError.isInstance(undefined)).toBe(false);
  });
});
