import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseNumberText } from './parse-number-text';

describe('parseNumberText', () => {
  it.each<[string, number | undefined]>([
    ['0', 0],
    ['42', 42],
    ['-3.5', -3.5],
    ['+7', 7],
    ['.5', 0.5],
    ['5.', 5],
    ['1e3', 1000],
    ['1E-2', 0.01],
    ['2.5e+1', 25],
    ['007', 7],
    ['1e999', undefined],
    ['', undefined],
    ['.', undefined],
    ['-', undefined],
    ['+', undefined],
    ['e5', undefined],
    ['1e', undefined],
    ['1e+', undefined],
    ['0x10', undefined],
    ['0b1', undefined],
    ['Infinity', undefined],
    ['NaN', undefined],
    [' 1', undefined],
    ['1 ', undefined],
    ['1_000', undefined],
    ['1,5', undefined],
    ['--1', undefined],
    ['1.2.3', undefined],
  ])('should read %j as %j', (text, expected) => {
    expect(parseNumberText(text)).toBe(expected);
  });

  it('should read plain digit strings of any length as Number does', () => {
    // Up to 15 digits the value is summed while reading; longer ones go through Number.
    const digits = fc.string({
      unit: fc.constantFrom(...'0123456789'),
      minLength: 1,
      maxLength: 22,
    });
    fc.assert(
      fc.property(digits, (text) => {
        expect(parseNumberText(text)).toBe(Number(text));
      }),
      { numRuns: 5_000 },
    );
    expect(parseNumberText('999999999999999')).toBe(999_999_999_999_999);
    expect(parseNumberText('9007199254740993')).toBe(Number('9007199254740993'));
  });
});
