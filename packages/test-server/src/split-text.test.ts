import { describe, expect, it } from 'vitest';
import { splitText } from './split-text';

describe('splitText', () => {
  it.each([
    { text: 'abcdefg', chunking: 3, expected: ['abc', 'def', 'g'] },
    { text: 'abc', chunking: 1, expected: ['a', 'b', 'c'] },
    { text: 'abc', chunking: 10, expected: ['abc'] },
    { text: 'abc', chunking: 'whole' as const, expected: ['abc'] },
    { text: '', chunking: 'random' as const, expected: [] },
    { text: 'a😀b', chunking: 2, expected: ['a😀', 'b'] },
  ])('should cut $text into $expected with chunking $chunking', ({ text, chunking, expected }) => {
    expect(splitText(text, chunking)).toEqual(expected);
  });

  it('should cut into random sizes of 1–8 characters that join back to the text', () => {
    const text = '<tool_call>{"name": "get_weather"}</tool_call>'.repeat(20);
    const pieces = splitText(text);
    expect(pieces.join('')).toBe(text);
    expect(Math.min(...pieces.map((p) => p.length))).toBe(1);
    expect(Math.max(...pieces.map((p) => p.length))).toBe(8);
  });

  it('should cut the same way for the same seed and differently for another seed', () => {
    const text = 'x'.repeat(200);
    expect(splitText(text, 'random', 7)).toEqual(splitText(text, 'random', 7));
    expect(splitText(text, 'random', 7)).not.toEqual(splitText(text, 'random', 8));
  });

  it('should respect min and max of an object chunking', () => {
    const pieces = splitText('y'.repeat(500), { min: 3, max: 5, seed: 1 });
    expect(pieces.slice(0, -1).every((p) => p.length >= 3 && p.length <= 5)).toBe(true);
    expect(pieces.join('')).toHaveLength(500);
  });

  it('should never split a surrogate pair', () => {
    const text = '😀'.repeat(100);
    for (const piece of splitText(text, 'random', 3)) {
      expect(piece.length % 2).toBe(0);
    }
  });

  it.each([
    { chunking: 0 },
    { chunking: 1.5 },
    { chunking: { min: 0, max: 3 } },
    { chunking: { min: 4, max: 3 } },
  ])('should reject chunking $chunking', ({ chunking }) => {
    expect(() => splitText('abc', chunking)).toThrow(RangeError);
  });
});
