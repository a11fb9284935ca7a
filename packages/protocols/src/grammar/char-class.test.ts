import { describe, expect, it } from 'vitest';
import { asciiNotIn, lowByteShadows, notIn } from './char-class';

describe('notIn', () => {
  it('is a plain negated class where no excluded character shadows an ASCII one', () => {
    expect(notIn(['<', '/', '▁'])).toBe('[^</▁]');
  });

  it('takes back the ASCII characters XGrammar refuses by low byte (`｜` U+FF5C → `\\`)', () => {
    expect(notIn(['<', '｜'])).toBe('( [^<｜] | "\\\\" )');
  });

  it('escapes what a class needs and puts `-` last', () => {
    expect(notIn(['-', ']', '\\', '^', '\n'])).toBe('[^\\]\\\\^\\n-]');
  });
});

describe('lowByteShadows', () => {
  it('names each ASCII character once, and none that is excluded anyway', () => {
    expect(lowByteShadows(['Ŕ', 'ŔŔ'.slice(0, 1), '｜', '\\', 'é'])).toEqual(['T']);
  });
});

describe('asciiNotIn', () => {
  it('writes the ASCII characters left as ranges', () => {
    expect(asciiNotIn(['<', '｜'])).toBe('[\\x00-\\x3b\\x3d-\\x7f]');
    expect(asciiNotIn([])).toBe('[\\x00-\\x7f]');
  });
});
