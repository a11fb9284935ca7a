import { describe, expect, it } from 'vitest';
import {
  hexValue,
  isDigit,
  isHexDigit,
  isIdContinue,
  isIdStart,
  isLineTerminator,
  isWhitespace,
  isWordPart,
  smartQuoteCloser,
} from './char-predicates';

const code = (s: string) => s.codePointAt(0) as number;

describe('isWhitespace', () => {
  it.each([...'\t\n\v\f\r \u00a0\ufeff\u2028\u2029\u1680\u2000\u2005\u200a\u202f\u205f\u3000'])(
    'should accept JSON5 whitespace %j',
    (c) => {
      expect(isWhitespace(code(c))).toBe(true);
    },
  );

  it.each([...'a0_\u200b\u0085\u180e\u00ad'])('should reject %j', (c) => {
    expect(isWhitespace(code(c))).toBe(false);
  });
});

describe('isIdStart', () => {
  it.each([
    ['a', true],
    ['Z', true],
    ['$', true],
    ['_', true],
    ['ü', true],
    ['한', true],
    ['𝑥', true],
    ['ⸯ', true],
    ['0', false],
    ['-', false],
    ['\u200c', false],
    ['😀', false],
  ])('should classify %j as %s', (c, expected) => {
    expect(isIdStart(code(c))).toBe(expected);
  });
});

describe('isIdContinue', () => {
  it.each([
    ['a', true],
    ['0', true],
    ['\u0301', true],
    ['\u200c', true],
    ['\u200d', true],
    ['٣', true],
    ['-', false],
    [' ', false],
    ['😀', false],
  ])('should classify %j as %s', (c, expected) => {
    expect(isIdContinue(code(c))).toBe(expected);
  });
});

describe('digit predicates', () => {
  it.each([
    ['0', true, true, 0],
    ['9', true, true, 9],
    ['a', false, true, 10],
    ['F', false, true, 15],
    ['g', false, false, -1],
    ['٣', false, false, -1],
  ])('should classify %j (digit %s, hex %s, value %i)', (c, digit, hex, value) => {
    expect(isDigit(code(c))).toBe(digit);
    expect(isHexDigit(code(c))).toBe(hex);
    expect(hexValue(code(c))).toBe(value);
  });
});

describe('isLineTerminator', () => {
  it.each([
    ['\n', true],
    ['\r', true],
    ['\u2028', true],
    ['\u2029', true],
    ['\t', false],
    ['\u0085', false],
  ])('should classify %j as %s', (c, expected) => {
    expect(isLineTerminator(code(c))).toBe(expected);
  });
});

describe('smartQuoteCloser', () => {
  it.each([
    ['“', '”'],
    ['”', '”'],
    ['‘', '’'],
    ['’', '’'],
    ['"', ''],
    ['«', ''],
  ])('should close %j with %j', (c, closer) => {
    expect(smartQuoteCloser(code(c))).toBe(closer === '' ? 0 : code(closer));
  });
});

describe('isWordPart', () => {
  it.each([
    ['a', true],
    ['1', true],
    ['.', true],
    ['+', true],
    ['-', true],
    ['_', true],
    [',', false],
    [']', false],
    [' ', false],
    ['"', false],
    ['/', false],
  ])('should classify %j as %s', (c, expected) => {
    expect(isWordPart(code(c))).toBe(expected);
  });
});
