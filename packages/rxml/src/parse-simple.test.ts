import { describe, expect, it } from 'vitest';
import { parseSimple } from './parse-simple';
import { resolveRootSchema } from './resolve-root-schema';

const schema = {
  type: 'object',
  properties: {
    city: { type: 'string' },
    days: { type: 'integer' },
    tags: { type: 'array', items: { type: 'string' } },
    opts: { type: 'object', properties: { a: { type: 'integer' }, b: { type: 'string' } } },
    files: { type: 'array', items: { type: 'object', properties: { name: { type: 'string' } } } },
  },
};
const root = resolveRootSchema(schema);
const read = (xml: string, maxDepth = 256) => parseSimple(xml, root, '#text', maxDepth);

describe('parseSimple', () => {
  it.each<[string, Record<string, unknown>]>([
    ['', {}],
    ['<city>Seoul</city><days> 3 </days>', { city: 'Seoul', days: '3' }],
    ['\n<city> a &amp; b </city>\n', { city: ' a &amp; b ' }],
    ['<tags><item>a</item><item>b</item></tags>', { tags: ['a', 'b'] }],
    ['<opts><a>1</a><b>x</b></opts><city>c</city>', { opts: { a: '1', b: 'x' }, city: 'c' }],
    ['<files><item><name>n</name></item></files>', { files: [{ name: 'n' }] }],
    ['<other><x>1</x><x>2</x></other>', { other: { x: [1, 2] } }],
    ['<tags></tags><opts></opts>', { tags: [], opts: {} }],
  ])('should read the well-formed %j', (xml, expected) => {
    expect(read(xml)).toEqual(expected);
  });

  it.each([
    ['a string value with markup', '<city>a<b>c</b></city>'],
    ['a literal close tag', '<city>a</city> b</city>'],
    ['an unknown tag after a string', '<city>a</city><zzz>1</zzz>'],
    ['a repeated argument', '<days>1</days><days>2</days>'],
    ['a repeated string in an object', '<opts><b>1</b><b>2</b></opts>'],
    ['a mismatched close tag', '<opts><a>1</x></opts>'],
    ['a missing close tag', '<opts><a>1</a>'],
    ['a stray close tag', '</x><days>1</days>'],
    ['attributes', '<days n="1">1</days>'],
    ['a self-closing tag', '<days/>'],
    ['a comment', '<!-- x --><days>1</days>'],
    ['CDATA', '<city><![CDATA[x]]></city>'],
    ['a raw <', '<other>a < b</other>'],
    ['an undeclared name in a typed object', '<opts><zzz>1</zzz></opts>'],
    ['an item of an array of objects written bare', '<files><name>n</name></files>'],
    ['children in a typed leaf', '<days><x>1</x></days>'],
    ['nesting past maxDepth', '<opts><a>1</a></opts>'],
  ])('should leave %s to the full reader', (_name, xml) => {
    expect(read(xml, xml.includes('<opts><a>1</a></opts>') ? 1 : 256)).toBeUndefined();
  });
});

describe('parseSimple with argument names that look like its own fields', () => {
  it.each(['info', 'obj', 'names', 'values', 'mode', 'text'])(
    'should store an argument named %s',
    (name) => {
      const own = resolveRootSchema({
        type: 'object',
        properties: { [name]: { type: 'string' }, n: { type: 'integer' } },
      });
      expect(parseSimple(`<${name}>v</${name}><n>1</n>`, own, '#text', 256)).toEqual({
        [name]: 'v',
        n: '1',
      });
      expect(parseSimple(`<o><${name}>v</${name}></o>`, own, '#text', 256)).toEqual({
        o: { [name]: 'v' },
      });
    },
  );
});
