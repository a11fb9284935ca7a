import { describe, expect, it } from 'vitest';
import { parse } from './parse';
import { RXML } from './rxml';
import { stringify } from './stringify';

describe('RXML', () => {
  it('should expose parse and stringify', () => {
    expect(RXML.parse).toBe(parse);
    expect(RXML.stringify).toBe(stringify);
    const schema = { type: 'object', properties: { a: { type: 'integer' } } };
    expect(RXML.parse(RXML.stringify('call', { a: 1 }).slice(6, -7), schema)).toEqual({ a: 1 });
  });
});
