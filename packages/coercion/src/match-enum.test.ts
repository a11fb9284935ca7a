import { describe, expect, it } from 'vitest';
import { matchEnum, NO_MATCH } from './match-enum';

describe('matchEnum', () => {
  it.each<[unknown, unknown[], unknown]>([
    ['a', ['a', 'b'], 'a'],
    [' a ', ['a', 'b'], 'a'],
    [' a ', [' a ', 'a'], ' a '],
    ['3', [1, 3], 3],
    [' 3.0 ', [3], 3],
    ['true', [true], true],
    ['FALSE', [false], false],
    ['null', [null], null],
    [3, ['3'], '3'],
    [true, ['true'], 'true'],
    [{ a: [1] }, [{ a: [1] }], { a: [1] }],
    [[1, 2], [[1, 2]], [1, 2]],
    ['c', ['a', 'b'], NO_MATCH],
    ['3', ['03'], NO_MATCH],
    [null, ['null'], NO_MATCH],
    [{ a: 1 }, [{ a: 2 }], NO_MATCH],
    [[1], [[1, 2]], NO_MATCH],
  ])('should match %j against %j', (value, members, expected) => {
    expect(matchEnum(value, members)).toEqual(expected);
  });
});
