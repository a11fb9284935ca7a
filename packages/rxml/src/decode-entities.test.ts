import { describe, expect, it } from 'vitest';
import { decodeEntities } from './decode-entities';

describe('decodeEntities', () => {
  it.each([
    ['plain', 'plain'],
    ['&lt;a&gt; &amp; &quot;q&quot; &apos;s&apos;', `<a> & "q" 's'`],
    ['&#65;&#x42;&#X43;', 'ABC'],
    ['&#x1F600;', '😀'],
    ['Tom & Jerry', 'Tom & Jerry'],
    ['a && b; c', 'a && b; c'],
    ['&nbsp;&copy;', '&nbsp;&copy;'],
    ['&#0;&#xD800;&#x110000;&#xZZ;&#;&#x;', '&#0;&#xD800;&#x110000;&#xZZ;&#;&#x;'],
    ['&amp;amp;', '&amp;'],
    ['&verylongentityname;', '&verylongentityname;'],
    ['&constructor;&__proto__;', '&constructor;&__proto__;'],
    ['trailing &', 'trailing &'],
    ['&lt', '&lt'],
  ])('%j → %j', (input, expected) => {
    expect(decodeEntities(input)).toBe(expected);
  });
});
