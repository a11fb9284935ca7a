import { describe, expect, it } from 'vitest';
import { boundedCache } from './bounded-cache';

describe('boundedCache', () => {
  it('should make each value once and drop the least recently used beyond the limit', () => {
    const made: string[] = [];
    const get = boundedCache(2, (key) => {
      made.push(key);
      return { key };
    });
    const a = get('a');
    expect(get('a')).toBe(a);
    get('b');
    get('a');
    get('c');
    expect(get('a')).toBe(a);
    get('b');
    expect(made).toEqual(['a', 'b', 'c', 'b']);
  });
});
