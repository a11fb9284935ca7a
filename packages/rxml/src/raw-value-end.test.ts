import { describe, expect, it } from 'vitest';
import { rawEnd, rawValueEnd } from './raw-value-end';

const known = ['path', 'content', 'mode'];
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
});
