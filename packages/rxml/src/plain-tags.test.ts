import { describe, expect, it } from 'vitest';
import { plainTags } from './plain-tags';

describe('plainTags', () => {
  it('should match the declared name followed by >, and only that', () => {
    const names = ['path', 'content', 'mode'];
    expect(plainTags.match('<mode>644', 1, names)).toBe('mode');
    expect(plainTags.match('<modes>644', 1, names)).toBeUndefined();
    expect(plainTags.match('<mod>644', 1, names)).toBeUndefined();
    expect(plainTags.match('<path x="1">', 1, names)).toBeUndefined();
  });

  it('should compare short and long names alike', () => {
    const long = 'a_rather_long_argument_name';
    expect(plainTags.spelledAt(`<${long}>`, 1, long)).toBe(true);
    expect(plainTags.spelledAt(`<${long.slice(0, -1)}x>`, 1, long)).toBe(false);
    expect(plainTags.spelledAt('<ab', 1, 'abc')).toBe(false);
  });

  it('should tell exact open and close tags', () => {
    expect(plainTags.isOpenTagOf('x<item>', 1, 'item')).toBe(true);
    expect(plainTags.isOpenTagOf('x<items>', 1, 'item')).toBe(false);
    expect(plainTags.isCloseTagOf('x</item>', 1, 'item')).toBe(true);
    expect(plainTags.isCloseTagOf('x</itex>', 1, 'item')).toBe(false);
    expect(plainTags.isCloseTagOf('x</item >', 1, 'item')).toBe(false);
    expect(plainTags.isCloseTagOf('</item>', -1, 'item')).toBe(false);
  });

  it('should find the next occurrence of a repeated tag after whitespace only', () => {
    expect(plainTags.repeatAt('</a>\n  <a>1</a>', 4, 'a')).toBe(7);
    expect(plainTags.repeatAt('</a><a>1</a>', 4, 'a')).toBe(4);
    expect(plainTags.repeatAt('</a> x <a>1</a>', 4, 'a')).toBe(-1);
    expect(plainTags.repeatAt('</a><b>1</b>', 4, 'a')).toBe(-1);
    expect(plainTags.repeatAt('</a><a x="1">', 4, 'a')).toBe(-1);
    expect(plainTags.repeatAt('</a>\n', 4, 'a')).toBe(-1);
  });

  it('should give the position of the declared name that matches', () => {
    expect(plainTags.matchIndex('<size>1', 1, ['name', 'size'])).toBe(1);
    expect(plainTags.matchIndex('<sizes>1', 1, ['name', 'size'])).toBe(-1);
  });

  it('should find the end of a plain open tag only', () => {
    expect(plainTags.openTagEnd('<city>', 0)).toBe(5);
    expect(plainTags.openTagEnd('<my key>', 0)).toBe(-1);
    expect(plainTags.openTagEnd('< city>', 0)).toBe(-1);
    expect(plainTags.openTagEnd('<city', 0)).toBe(-1);
  });
});
