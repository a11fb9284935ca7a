import { describe, expect, it } from 'vitest';
import { chunkText, describeChunking } from './chunk-text';

describe('chunkText', () => {
  it.each([
    { text: 'abcdefghij', size: 4, expected: ['abcd', 'efgh', 'ij'] },
    { text: 'abc', size: 1, expected: ['a', 'b', 'c'] },
    { text: 'abc', size: 10, expected: ['abc'] },
    { text: '', size: 4, expected: [] },
    // A cut would fall between the two halves of 😀 (U+1F600): the chunk takes the whole character.
    { text: 'ab😀cd', size: 3, expected: ['ab😀', 'cd'] },
    { text: '😀😀', size: 1, expected: ['😀', '😀'] },
  ])('should cut $text into chunks of $size', ({ text, size, expected }) => {
    expect(chunkText(text, { kind: 'fixed', size })).toEqual(expected);
  });

  it('should repeat random chunks for the same seed and differ for another', () => {
    const text = 'The weather in Seoul is sunny; calling get_weather now.'.repeat(4);
    const first = chunkText(text, { kind: 'random', seed: 7, maxSize: 12 });
    const again = chunkText(text, { kind: 'random', seed: 7, maxSize: 12 });
    const other = chunkText(text, { kind: 'random', seed: 8, maxSize: 12 });
    expect(again).toEqual(first);
    expect(other).not.toEqual(first);
    expect(first.join('')).toBe(text);
    expect(first.every((chunk) => chunk.length >= 1 && chunk.length <= 12)).toBe(true);
    expect(new Set(first.map((chunk) => chunk.length)).size).toBeGreaterThan(3);
  });

  it('should keep surrogate pairs whole under random sizes', () => {
    const text = '😀'.repeat(50);
    const chunks = chunkText(text, { kind: 'random', seed: 3, maxSize: 5 });
    expect(chunks.join('')).toBe(text);
    for (const chunk of chunks) expect(chunk.length % 2).toBe(0);
  });
});

describe('describeChunking', () => {
  it.each([
    [{ kind: 'fixed' as const, size: 4 }, 'chunks of 4'],
    [{ kind: 'random' as const, seed: 9, maxSize: 12 }, 'random chunks of 1–12 (seed 9)'],
  ])('should describe %j', (chunking, expected) => {
    expect(describeChunking(chunking)).toBe(expected);
  });
});
