import { describe, expect, it } from 'vitest';
import { AfterClose, StringValueEnd } from './string-value-end';

const args = new StringValueEnd(new Set(['path', 'my key']), ['path'], false);
const items = new StringValueEnd(new Set(), [], true);

describe('StringValueEnd', () => {
  it('should take declared names as followers of an object, items and indexes of an array', () => {
    expect(args.has('path')).toBe(true);
    expect(args.has('item')).toBe(false);
    expect(args.has('0')).toBe(false);
    expect(items.has('item')).toBe(true);
    expect(items.has('0')).toBe(true);
    expect(items.has('12')).toBe(true);
    expect(items.has('01')).toBe(false);
    expect(items.has('path')).toBe(false);
    expect(StringValueEnd.NONE.has('path')).toBe(false);
  });

  it.each<[keyof typeof AfterClose, boolean, boolean, boolean]>([
    // what follows | own close | mismatched close | mismatched, nothing follows
    ['End', true, false, false],
    ['CloseTag', true, false, false],
    ['CutOffTag', true, false, false],
    ['FollowerTag', true, true, false],
    ['Other', false, false, false],
  ])(
    'should decide a close tag before %s: own %s, mismatched %s (%s without followers)',
    (after, own, mismatched, bare) => {
      expect(args.endsAt(true, AfterClose[after])).toBe(own);
      expect(args.endsAt(false, AfterClose[after])).toBe(mismatched);
      expect(StringValueEnd.NONE.endsAt(false, AfterClose[after])).toBe(bare);
    },
  );

  it("should find a follower's plain open tag for the fast path", () => {
    expect(args.tagAt('x<path>', 1)).toBe('path');
    expect(args.tagAt('x<path x="1">', 1)).toBeUndefined();
    expect(args.tagAt('x<item>', 1)).toBeUndefined();
    expect(items.tagAt('<item>', 0)).toBe('item');
    expect(items.tagAt('<7>', 0)).toBe('7');
    expect(items.tagAt('<1234567890>', 0)).toBeUndefined();
    expect(items.tagAt('<07>', 0)).toBeUndefined();
    expect(items.tagAt('<items>', 0)).toBeUndefined();
  });

  it('should add the names of an object farther out', () => {
    const outer = new StringValueEnd(new Set(['id', 'a b']), ['id'], false);
    const inner = items.with(outer);
    expect(inner.has('id')).toBe(true);
    expect(inner.has('item')).toBe(true);
    expect(inner.tagAt('<id>', 0)).toBe('id');
    expect(inner.longest).toBe(9);
    expect(args.with(StringValueEnd.NONE)).toBe(args);
  });
});
