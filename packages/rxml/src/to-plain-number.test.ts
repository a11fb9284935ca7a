import { describe, expect, it } from 'vitest';
import { toPlainNumber } from './to-plain-number';

describe('toPlainNumber', () => {
  it.each<[string, number | undefined]>([
    ['0', 0],
    ['-0', -0],
    ['42', 42],
    ['-3.25', -3.25],
    ['1e3', 1000],
    ['2.5E-2', 0.025],
    ['9007199254740991', 9007199254740991],
    ['02134', undefined],
    ['00', undefined],
    ['+1', undefined],
    ['.5', undefined],
    ['5.', undefined],
    ['1,000', undefined],
    ['0x10', undefined],
    ['Infinity', undefined],
    ['NaN', undefined],
    ['1e400', undefined],
    ['9007199254740993', undefined],
    ['', undefined],
    ['-', undefined],
    ['12a', undefined],
    [' 1', undefined],
  ])('%j → %j', (input, expected) => {
    expect(toPlainNumber(input)).toBe(expected);
  });
});
