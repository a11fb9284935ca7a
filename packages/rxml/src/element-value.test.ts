import { describe, expect, it } from 'vitest';
import {
  appendCData,
  appendText,
  ChildKind,
  contentText,
  type ElementContent,
  type ElementMode,
  elementValue,
  textValue,
} from './element-value';

function content(
  mode: ElementMode,
  children: [string, unknown, ChildKind?][] = [],
  text = '',
): ElementContent {
  return {
    mode,
    text,
    parts: undefined,
    blocks: undefined,
    hasText: /\S/.test(text),
    names: children.map(([name]) => name),
    values: children.map(([, value]) => value),
    kinds: children.map(([, , kind]) => kind ?? ChildKind.Plain),
  };
}

describe('elementValue', () => {
  it.each<[string, ElementContent, unknown]>([
    ['raw text kept', content('raw', [], ' a &amp; <b> '), ' a &amp; <b> '],
    ['leaf trimmed and decoded', content('leaf', [], ' a &amp; b '), 'a & b'],
    ['encoded edge space kept', content('leaf', [], '&#32;x'), ' x'],
    ['auto number', content('auto', [], ' 12 '), 12],
    ['auto non-number', content('auto', [], '012'), '012'],
    ['empty object', content('object', [], '  '), {}],
    ['object from text', content('object', [], ' {"a":1} '), '{"a":1}'],
    ['empty array', content('array'), []],
    [
      'array items',
      content('array', [
        ['x', 1],
        ['y', 2],
      ]),
      [1, 2],
    ],
    [
      'array by index',
      content('array', [
        ['1', 'b'],
        ['0', 'a'],
        ['1', 'c'],
      ]),
      ['a', 'b', 'c'],
    ],
    [
      'auto item list',
      content('auto', [
        ['item', 1],
        ['item', 2],
      ]),
      [1, 2],
    ],
    [
      'auto index list',
      content('auto', [
        ['2', 'c'],
        ['0', 'a'],
      ]),
      ['a', 'c'],
    ],
    [
      'auto object',
      content('auto', [
        ['a', 1],
        ['b', 2],
        ['a', 3],
      ]),
      { a: [1, 3], b: 2 },
    ],
    ['mixed text', content('object', [['a', 1]], ' note '), { a: 1, '#text': 'note' }],
    ['leaf with children', content('leaf', [['a', 1]]), { a: 1 }],
    [
      'list occurrences concatenated',
      content('object', [
        ['t', ['a'], ChildKind.List],
        ['t', ['b', 'c'], ChildKind.List],
        ['t', 'd'],
      ]),
      { t: ['a', 'b', 'c', 'd'] },
    ],
    [
      'one item occurrence wrapped',
      content('object', [['f', { n: 1 }, ChildKind.Item]]),
      { f: [{ n: 1 }] },
    ],
    [
      'item occurrences collected',
      content('object', [
        ['f', { n: 1 }, ChildKind.Item],
        ['f', { n: 2 }, ChildKind.Item],
      ]),
      { f: [{ n: 1 }, { n: 2 }] },
    ],
  ])('should read %s', (_name, input, expected) => {
    expect(elementValue(input, '#text')).toEqual(expected);
  });

  it('should store __proto__ children as own data', () => {
    const value = elementValue(
      content('auto', [
        ['__proto__', 1],
        ['x', 2],
      ]),
      '#text',
    ) as object;
    expect(Object.hasOwn(value, '__proto__')).toBe(true);
    expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
  });
});

describe('textValue', () => {
  it.each<[ElementMode, string, unknown]>([
    ['raw', ' x ', ' x '],
    ['leaf', ' x ', 'x'],
    ['auto', '-1.5', -1.5],
    ['object', '', {}],
    ['array', ' ', []],
  ])('%s %j → %j', (mode, text, expected) => {
    expect(textValue(mode, text)).toEqual(expected);
  });
});

describe('appendText', () => {
  it('should join many pieces in order', () => {
    const target = content('raw');
    const pieces = Array.from({ length: 1000 }, (_, i) => `${i},`);
    for (const piece of pieces) appendText(target, piece);
    expect(contentText(target)).toBe(pieces.join(''));
    expect(contentText(target)).toBe(pieces.join(''));
  });

  it('should escape & in CDATA so that decoding gives it back', () => {
    const target = content('leaf');
    appendText(target, 'a ');
    appendCData(target, '&amp; <x>');
    expect(elementValue(target, '#text')).toBe('a &amp; <x>');
  });
});
