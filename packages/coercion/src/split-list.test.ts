import { describe, expect, it } from 'vitest';
import { splitList } from './split-list';

describe('splitList', () => {
  it.each<[string, string[]]>([
    ['1, 2, 3', ['1', '2', '3']],
    ['a,b', ['a', 'b']],
    ['one', ['one']],
    ['', []],
    [' , ,', []],
    ['a, b,', ['a', 'b']],
    ['x\ny\n', ['x', 'y']],
    ['a, b\r\nc, d', ['a, b', 'c, d']],
    ['[a, b]', ['a', 'b']],
    ['  [1]  ', ['1']],
    ['[', ['[']],
  ])('should split %j into %j', (text, expected) => {
    expect(splitList(text)).toEqual(expected);
  });
});
