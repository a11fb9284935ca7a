import { describe, expect, it } from 'vitest';
import { LineIndex } from './line-index';

describe('LineIndex', () => {
  const index = new LineIndex('ab\ncd\n\nef');
  it.each([
    [0, { line: 1, column: 1 }],
    [2, { line: 1, column: 3 }],
    [3, { line: 2, column: 1 }],
    [4, { line: 2, column: 2 }],
    [6, { line: 3, column: 1 }],
    [7, { line: 4, column: 1 }],
    [9, { line: 4, column: 3 }],
  ])('should place offset %i at %j', (offset, expected) => {
    expect(index.locate(offset)).toEqual(expected);
  });

  it('should treat a text without newlines as one line', () => {
    expect(new LineIndex('abc').locate(2)).toEqual({ line: 1, column: 3 });
  });
});
