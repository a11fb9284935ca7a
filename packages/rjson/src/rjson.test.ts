import { describe, expect, it } from 'vitest';
import { parse } from './parse';
import { RJSON } from './rjson';
import { stringify } from './stringify';

describe('RJSON', () => {
  it('should expose parse and stringify like the global JSON', () => {
    expect(RJSON.parse).toBe(parse);
    expect(RJSON.stringify).toBe(stringify);
    expect(RJSON.parse('{a: [1, 2,],}')).toEqual({ a: [1, 2] });
    expect(RJSON.stringify({ a: [1, 2] }, { space: 1 })).toBe('{\n "a": [\n  1,\n  2\n ]\n}');
  });

  it('should be frozen', () => {
    expect(Object.isFrozen(RJSON)).toBe(true);
  });
});
