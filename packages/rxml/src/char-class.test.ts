import { describe, expect, it } from 'vitest';
import { charClass } from './char-class';

const code = (s: string) => s.charCodeAt(0);

describe('charClass', () => {
  it.each([' ', '\n', '\t', '\r'])('should see %j as whitespace', (c) => {
    expect(charClass.isWhitespace(code(c))).toBe(true);
  });

  it.each(['a', '\u00a0', '\u2003', '<'])('should not see %j as whitespace', (c) => {
    expect(charClass.isWhitespace(code(c))).toBe(false);
  });

  it.each([
    ['a', true, true],
    ['Z', true, true],
    ['_', true, true],
    [':', true, true],
    ['0', true, true],
    ['-', false, true],
    ['.', false, true],
    ['한', true, true],
    ['日', true, true],
    ['é', true, true],
    ['\ud83d', true, true],
    ['\u00b7', false, true],
    ['\u0301', false, true],
    ['+', false, false],
    ['=', false, false],
    ['>', false, false],
    ['/', false, false],
    [' ', false, false],
    ['"', false, false],
    ['\u00d7', false, false],
    ['\u201c', false, false],
  ])('%j: name start %s, name char %s', (c, start, name) => {
    expect(charClass.isNameStart(code(c))).toBe(start);
    expect(charClass.isName(code(c))).toBe(name);
  });

  it.each<[string, boolean]>([
    ['city', true],
    ['a-b.c', true],
    ['0', true],
    ['ns:tag', true],
    ['café', true],
    ['', false],
    ['my key', false],
    ['-a', false],
    ['a>b', false],
  ])('%j reads as one tag name: %s', (name, expected) => {
    expect(charClass.isTagName(name)).toBe(expected);
  });

  it.each<[string, boolean]>([
    ['0', true],
    ['7', true],
    ['123456789', true],
    ['1234567890', false],
    ['01', false],
    ['', false],
    ['1a', false],
    ['-1', false],
    ['item', false],
  ])('%j reads as an array index: %s', (name, expected) => {
    expect(charClass.isIndexName(name)).toBe(expected);
  });
});
