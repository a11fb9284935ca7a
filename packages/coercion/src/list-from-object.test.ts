import { describe, expect, it } from 'vitest';
import { listFromObject } from './list-from-object';

const nothingDeclared = () => false;

describe('listFromObject', () => {
  it.each<[string, Record<string, unknown>, unknown[] | undefined]>([
    ['repeated <item> children', { item: [1, 2] }, [1, 2]],
    ['one <item> child', { item: 1 }, [1]],
    ['index keys', { 0: 'a', 1: 'b' }, ['a', 'b']],
    ['index keys from 1 with a gap', { 1: 'a', 3: 'b' }, ['a', 'b']],
    ['large index keys in numeric order', { 5000000000: 'b', 4: 'a' }, ['a', 'b']],
    ['one key holding an array', { tags: ['x'] }, ['x']],
    ['one key holding a scalar', { tags: 'x' }, undefined],
    ['mixed keys', { 0: 'a', b: 'c' }, undefined],
    ['a leading zero', { '01': 'a' }, undefined],
    ['a negative index', { '-1': 'a' }, undefined],
    ['an empty object', {}, undefined],
  ])('should read %s', (_, object, expected) => {
    expect(listFromObject(object, nothingDeclared)).toEqual(expected);
  });

  it('should not unwrap a key the item schema declares', () => {
    expect(listFromObject({ item: 'x' }, (key) => key === 'item')).toBeUndefined();
    expect(listFromObject({ tags: ['x'] }, (key) => key === 'tags')).toBeUndefined();
  });
});
