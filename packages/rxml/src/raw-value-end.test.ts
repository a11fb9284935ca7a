import { describe, expect, it } from 'vitest';
import { rawEnd, rawValueEnd } from './raw-value-end';
import { StringValueEnd } from './string-value-end';

const names = ['path', 'content', 'mode'];
const known = new StringValueEnd(new Set(names), names, false);
const items = new StringValueEnd(new Set(), [], true);
/** The value of `<content>` in `xml`, as the fast path would cut it, or undefined. */
function value(xml: string): string | undefined {
  const start = '<content>'.length;
  const end = rawValueEnd(xml, xml.indexOf('<', start), 'content', known);
  return end === -1 ? undefined : xml.slice(start, end);
}

describe('rawValueEnd', () => {
  it('should end at the own close tag before the end, a close tag or a declared sibling', () => {
    expect(value('<content>a</content>')).toBe('a');
    expect(value('<content>a</content>\n')).toBe('a');
    expect(value('<content>a</content></call>')).toBe('a');
    expect(value('<content>a</content>\n<mode>1</mode>')).toBe('a');
  });

  it('should hand the matched sibling to the caller', () => {
    const xml = '<content>a</content>\n<mode>1</mode>';
    rawValueEnd(xml, xml.indexOf('<', 9), 'content', known);
    expect(rawEnd).toEqual({ sibling: 'mode', siblingAt: xml.indexOf('<mode>') });
  });

  it('should keep raw < and stray close tags followed by text as text', () => {
    expect(value('<content>if (a < b) x = "</p>";</content>')).toBe('if (a < b) x = "</p>";');
    expect(value('<content>a</content> b</content>')).toBe('a</content> b');
  });

  it('should leave what needs judgement to the full reader', () => {
    expect(value('<content>a<content>b</content></content>')).toBeUndefined();
    expect(value('<content><![CDATA[x]]></content>')).toBeUndefined();
    expect(value('<content>a</ content>')).toBeUndefined();
    expect(value('<content>a</content><zzz>')).toBeUndefined();
    expect(value('<content>a</p><mode>1</mode>')).toBeUndefined();
    expect(value('<content>a')).toBeUndefined();
  });

  it('should end an array item before the next item, by name or index', () => {
    const item = (xml: string, name: string) => {
      const start = name.length + 2;
      const end = rawValueEnd(xml, xml.indexOf('<', start), name, items);
      return end === -1 ? undefined : xml.slice(start, end);
    };
    expect(item('<1>b</1><0>a</0>', '1')).toBe('b');
    expect(item('<item>a</item>\n<item>b</item>', 'item')).toBe('a');
    expect(item('<item>a</item><7>b</7>', 'item')).toBe('a');
    expect(item('<1>b</1><01>a</01>', '1')).toBeUndefined();
    expect(item('<1>b</1><path>a</path>', '1')).toBeUndefined();
  });
});
