import { describe, expect, it } from 'vitest';
import { yamlLiteral } from './yaml-literal';

describe('yamlLiteral', () => {
  it.each([
    ['scalars', { a: 1, b: true, c: null, d: 'yes' }, 'a: 1\nb: true\nc: null\nd: "yes"'],
    ['quotes and colons', { s: 'say "hi": now' }, 's: "say \\"hi\\": now"'],
    [
      'a code block',
      { code: 'def f():\n    return "<x> & y"\n' },
      'code: |\n  def f():\n      return "<x> & y"',
    ],
    ['a block without a final newline', { t: 'a\nb' }, 't: |-\n  a\n  b'],
    ['blank lines in a block', { t: 'a\n\nb' }, 't: |-\n  a\n\n  b'],
    ['text that a block cannot hold', { t: '  indented\nnext' }, 't: "  indented\\nnext"'],
    [
      'lists and nested objects',
      { tags: ['x'], to: { city: 'Oslo', n: [1, 2] } },
      'tags:\n  - "x"\nto:\n  city: "Oslo"\n  n:\n    - 1\n    - 2',
    ],
    ['objects in a list', { items: [{ sku: 'A', q: 2 }] }, 'items:\n  -\n    sku: "A"\n    q: 2'],
    ['empty containers', { a: [], o: {} }, 'a: []\no: {}'],
    ['keys that need quotes', { 'my key': 1 }, '"my key": 1'],
  ])('should write %s', (_name, args, yaml) => {
    expect(yamlLiteral(args)).toBe(yaml);
  });

  it('should refuse values that are not finite', () => {
    expect(() => yamlLiteral({ n: Number.NaN })).toThrow(RangeError);
  });
});
