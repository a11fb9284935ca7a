import { describe, expect, it } from 'vitest';
import { locateSegments } from './locate-segments';

describe('locateSegments', () => {
  const text = 'Hi <a>1</a> and <a>1</a>.';
  it.each([
    {
      segments: ['<a>1</a>', '<a>1</a>'],
      expected: [
        { start: 3, end: 11 },
        { start: 16, end: 24 },
      ],
    },
    { segments: ['<a>1</a>'], expected: [{ start: 3, end: 11 }] },
    { segments: ['<b>', '<a>1</a>'], expected: [undefined, { start: 3, end: 11 }] },
    { segments: ['', '.'], expected: [undefined, { start: 24, end: 25 }] },
    { segments: ['and', 'Hi'], expected: [{ start: 12, end: 15 }, undefined] },
    { segments: [], expected: [] },
  ])('should locate $segments', ({ segments, expected }) => {
    expect(locateSegments(text, segments)).toEqual(expected);
  });
});
