import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { coerceArguments } from './coerce-arguments';
import type { TypedArguments } from './note-argument';
import { parse } from './parse';
import { parseSimple } from './parse-simple';
import { readFully } from './read-fully';
import { type RootSchema, resolveRootSchema } from './resolve-root-schema';

const schema = {
  type: 'object',
  properties: {
    city: { type: 'string' },
    days: { type: 'integer' },
    tags: { type: 'array', items: { type: 'string' } },
    opts: { type: 'object', properties: { a: { type: 'integer' }, b: { type: 'string' } } },
    files: { type: 'array', items: { type: 'object', properties: { name: { type: 'string' } } } },
    // declared, but not a tag name: the full reader sees `<my` and an attribute
    'my key': { type: 'string' },
  },
};
/** fast-check runs per property; `pnpm fuzz` raises it through FUZZ_RUNS. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 100);

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
    ['<city>a</city> b</city>', { city: 'a</city> b' }],
    [
      '<city>if (a < b && c) s = "</p>";</city>\n<days>3</days>',
      { city: 'if (a < b && c) s = "</p>";', days: '3' },
    ],
    ['<days>644\n<city>x</city>', { days: '644', city: 'x' }],
    ['<opts><a>1<b>x</b></opts>', { opts: { a: '1', b: 'x' } }],
    ['<other>a < b</other><days><</days>', { other: 'a < b', days: '<' }],
    // arrays written as repeated tags, and array items written bare
    ['<tags>a</tags>\n<tags>b</tags>', { tags: ['a', 'b'] }],
    ['<tags><item>a</item></tags><tags>b</tags>', { tags: ['a', 'b'] }],
    ['<files><name>n</name></files>', { files: [{ name: 'n' }] }],
    [
      '<files><name>a</name></files><files><name>b</name></files>',
      { files: [{ name: 'a' }, { name: 'b' }] },
    ],
  ])('should read %j', (xml, expected) => {
    expect(read(xml)).toEqual(expected);
  });

  it.each([
    ['a string value with markup', '<city>a<b>c</b></city>'],
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
    ['a same-name tag in a string', '<city>a<city>b</city></city>'],
    ['CDATA in a string', '<city>a <![CDATA[x]]></city>'],
    ['a close tag with whitespace in a string', '<city>a</ city></city>'],
    ['a close tag followed by a tag in a string', '<city>a</b><days>1</days></city>'],
    ['a leaf closed by an undeclared name', '<days>1<zzz>2</zzz>'],
    ['a leaf left open at the end', '<days>1'],
    ['an undeclared name in a typed object', '<opts><zzz>1</zzz></opts>'],
    ['a repeated object argument', '<opts><a>1</a></opts><opts><a>2</a></opts>'],
    ['text before an item of objects written bare', '<files>x<name>n</name></files>'],
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

/** The full tolerant reader alone (what `parse` runs when the fast path gives up). */
const readAll = (xml: string, schemaRoot: RootSchema = root) => readFully(xml, schemaRoot, {});

describe('parseSimple with TypedArguments (as parse runs it)', () => {
  it('should convert plain scalars and keep plain string lists, leaving only the rest to coerce', () => {
    const typed: TypedArguments = { names: [], infos: [], undeclared: false, lists: undefined };
    const xml =
      '<city>Seoul</city><days> 3 </days><tags><item>a</item></tags><opts><a>1</a></opts>' +
      '<files><item><name>n</name></item></files>';
    expect(parseSimple(xml, root, '#text', 256, typed)).toEqual({
      city: 'Seoul',
      days: 3,
      tags: ['a'],
      // an object of plain leaves under a settled schema is final as read
      opts: { a: 1 },
      files: [{ name: 'n' }],
    });
    expect(typed).toMatchObject({ names: ['files'], undeclared: false });
    expect(typed.infos).toHaveLength(1);
  });

  it('should note an undeclared argument, and a converted scalar survives the whole-object path', () => {
    const typed: TypedArguments = { names: [], infos: [], undeclared: false, lists: undefined };
    const read = parseSimple('<days>3</days><zzz>1</zzz>', root, '#text', 256, typed);
    expect(typed.undeclared).toBe(true);
    expect(read).toEqual({ days: 3, zzz: 1 });
    const coerced = coerceArguments(
      read as Record<string, unknown>,
      root.rootInfo,
      root.resolver,
      0,
    );
    expect(coerced).toEqual(readAll('<days>3</days><zzz>1</zzz>'));
  });
});

describe('parseSimple with declared names that are not tag names', () => {
  const odd = resolveRootSchema({
    type: 'object',
    properties: { 'my key': { type: 'string' }, 'a-b': { type: 'string' }, n: { type: 'integer' } },
  });
  const readOdd = (xml: string) => {
    const fast = parseSimple(xml, odd, '#text', 256);
    return fast && coerceArguments(fast, odd.rootInfo, odd.resolver, xml.length);
  };
  const readOddFully = (xml: string) => readAll(xml, odd);

  it('should leave a name with a space to the full reader, which reads it differently', () => {
    const xml = '<my key>abc</my key>';
    expect(readOdd(xml)).toBeUndefined();
    expect(readOddFully(xml)).toEqual({ my: 'abc</my key>' });
  });

  it('should read a declared name made of tag-name characters', () => {
    const xml = '<a-b>abc</a-b><n>2</n>';
    expect(readOdd(xml)).toEqual({ 'a-b': 'abc', n: 2 });
    expect(readOddFully(xml)).toEqual({ 'a-b': 'abc', n: 2 });
  });
});

describe('parseSimple on lists of strings', () => {
  it.each<[string, string[]]>([
    ['<tags><item>a</item><item>b</item></tags>', ['a', 'b']],
    ['<tags>\n  <item>a</item>\n  <item>b</item>\n</tags>', ['a', 'b']],
    ['<tags><item> a &lt; b </item><item>x < y && z</item></tags>', [' a &lt; b ', 'x < y && z']],
  ])('should read %j as the full reader does', (xml, items) => {
    expect(read(xml)).toEqual({ tags: items });
    expect(readAll(xml)).toEqual({ tags: items });
  });

  it('should read an empty item as an empty string', () => {
    const xml = '<tags><item>a</item><item></item></tags>';
    expect(read(xml)).toEqual({ tags: ['a', ''] });
    expect(readAll(xml)).toEqual({ tags: ['a', ''] });
  });

  it.each([
    ['a list left open', '<tags><item>a</item><item>b</item>'],
    ['an item left open', '<tags><item>a</tags>'],
    ['a same-name tag inside an item', '<tags><item>a<item>b</item></item></tags>'],
    // an item's close tag followed by text or an undeclared tag may be part of the string
    ['text after an item', '<tags><item>a</item>stray text<item>b</item></tags>'],
    ['another tag after an item', '<tags><item>a</item><x>b</x></tags>'],
    ['a stray item close tag', '<tags><item>a</item></item> b</item></tags>'],
  ])('should leave %s to the full reader', (_name, xml) => {
    expect(read(xml)).toBeUndefined();
  });

  it('should respect maxDepth for the items', () => {
    expect(read('<tags><item>a</item></tags>', 1)).toBeUndefined();
    expect(read('<tags><item>a</item></tags>', 2)).toEqual({ tags: ['a'] });
  });
});

describe('parseSimple after an earlier call', () => {
  it('should not take the name a string value of an earlier call was followed by', () => {
    // The first call leaves "a string value ended before <a> at 9" behind; the second has its
    // first child at 9 as well, but that is <c>.
    const first = { type: 'object', properties: { s: { type: 'string' }, a: { type: 'integer' } } };
    const second = {
      type: 'object',
      properties: {
        object1: {
          type: 'object',
          properties: { c: { type: 'integer' }, a: { type: 'string' } },
        },
      },
    };
    expect(parse('<s>xx</s><a>1</a>', first)).toEqual({ s: 'xx', a: 1 });
    const xml = '<object1><c>v</a></object1>';
    expect(parse(xml, second)).toEqual(readFully(xml, resolveRootSchema(second), {}));
  });
});

describe('parseSimple against the full reader', () => {
  it("should give the full reader's answer whenever it answers", () => {
    const piece = fc.constantFrom(
      '<city>',
      '</city>',
      '<days>',
      '</days>',
      '<opts>',
      '</opts>',
      '<a>',
      '</a>',
      '<b>',
      '</b>',
      '<tags>',
      '</tags>',
      '<item>',
      '</item>',
      '<files>',
      '</files>',
      '<name>',
      '</name>',
      '<',
      '</',
      '</p>',
      '</ city>',
      '<!',
      '<![CDATA[x]]>',
      '<city ',
      '&',
      '&lt;',
      ' ',
      '\n',
      'x',
      '3',
      '"',
      '>',
      '</zzz>',
      '<zzz>',
      '<my key>',
      '</my key>',
    );
    let answered = 0;
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 24 }), (pieces) => {
        const xml = pieces.join('');
        const read = parseSimple(xml, root, '#text', 256);
        if (read === undefined) return;
        const fast = coerceArguments(read, root.rootInfo, root.resolver, xml.length);
        // as `parse` runs it: part of the coercion done while reading, the rest after
        const typed: TypedArguments = { names: [], infos: [], undeclared: false, lists: undefined };
        const noted = parseSimple(xml, root, '#text', 256, typed) as Record<string, unknown>;
        const { rootInfo, resolver } = root;
        const parsed = typed.undeclared
          ? coerceArguments(noted, rootInfo, resolver, xml.length)
          : coerceArguments(noted, rootInfo, resolver, xml.length, typed.names, typed.infos);
        answered++;
        let full: unknown;
        try {
          full = readAll(xml);
        } catch {
          // The full reader throws only on repeated string tags, which the fast path never reads.
          throw new Error(`the fast path answered where the full reader throws: ${xml}`);
        }
        expect(fast).toEqual(full);
        expect(parsed).toEqual(full);
      }),
      { numRuns: 20_000 },
    );
    // The property must actually compare something.
    expect(answered).toBeGreaterThan(500);
  });
});

describe('parseSimple on arrays written as repeated tags', () => {
  // Calls as models write lists: a four-argument call whose array argument is written as
  // repeated tags (or bare items, or <item> lists, mixed), of strings, numbers or objects. The
  // fast path must answer them (that is their speed) and give exactly the full reader's answer.
  const repeatedSchema = {
    type: 'object',
    properties: {
      title: { type: 'string' },
      tags: { type: 'array', items: { type: 'string' } },
      sizes: { type: 'array', items: { type: 'number' } },
      files: {
        type: 'array',
        items: {
          type: 'object',
          properties: { name: { type: 'string' }, size: { type: 'integer' } },
        },
      },
      urgent: { type: 'boolean' },
    },
  };
  const repeatedRoot = resolveRootSchema(repeatedSchema);
  const text = fc
    .array(fc.constantFrom('a', 'b', ' ', '&', '&amp;', ' < ', 'x>y', '서', '"'), { maxLength: 5 })
    .map((units) => `v${units.join('')}`);
  const space = fc.constantFrom('', '', '\n', ' ', '\n  ');
  const occurrence = (name: 'tags' | 'sizes' | 'files') => {
    const inner =
      name === 'tags'
        ? text
        : name === 'sizes'
          ? fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e6, max: 1e6 }).map(String)
          : fc
              .tuple(text, fc.integer({ min: 0, max: 999 }), space)
              .map(([n, s, ws]) => `${ws}<name>${n}</name>${ws}<size>${s}</size>${ws}`);
    const listed = fc
      .array(inner, { minLength: 1, maxLength: 3 })
      .map((items) => items.map((i) => `<item>${i}</item>`).join(''));
    // A repeated tag holds one item (bare), or a whole <item> list.
    return fc.oneof({ weight: 3, arbitrary: inner }, listed).map((x) => `<${name}>${x}</${name}>`);
  };
  const call = fc
    .record({
      array: fc.constantFrom<'tags' | 'sizes' | 'files'>('tags', 'sizes', 'files'),
      title: fc.option(text, { nil: undefined }),
      urgent: fc.option(fc.boolean(), { nil: undefined }),
      ws: space,
    })
    .chain(({ array, title, urgent, ws }) =>
      fc.array(occurrence(array), { minLength: 1, maxLength: 4 }).map((occurrences) => {
        const parts = [...occurrences];
        if (title !== undefined) parts.unshift(`<title>${title}</title>`);
        if (urgent !== undefined) parts.push(`<urgent>${urgent}</urgent>`);
        return parts.join(ws);
      }),
    );

  it('should read a run of bare objects as one list only where the parent keeps lists as lists', () => {
    const objects = {
      type: 'array',
      items: { type: 'object', properties: { n: { type: 'integer' } } },
    };
    const nested = {
      type: 'object',
      properties: {
        // each <g> is one item of `groups`, itself a list: a run of them is not one list
        groups: { type: 'array', items: objects },
        box: { type: 'object', properties: { files: objects, level: { type: 'integer' } } },
      },
    };
    const cases: [string, Record<string, unknown>][] = [
      ['<groups><g><n>1</n></g><g><n>2</n></g></groups>', { groups: [[{ n: 1 }], [{ n: 2 }]] }],
      [
        '<box><files><n>1</n></files>\n<files><n>2</n></files><level>3</level></box>',
        { box: { files: [{ n: 1 }, { n: 2 }], level: 3 } },
      ],
      [
        '<box><level>0</level><files><n>1</n></files><files><n>2</n></files></box>',
        { box: { level: 0, files: [{ n: 1 }, { n: 2 }] } },
      ],
    ];
    for (const [xml, expected] of cases) {
      expect(readFully(xml, resolveRootSchema(nested), {})).toStrictEqual(expected);
      expect(parse(xml, nested)).toStrictEqual(expected);
    }
  });

  it("should answer every such call, with the full reader's answer", () => {
    fc.assert(
      fc.property(call, (xml) => {
        const typed: TypedArguments = { names: [], infos: [], undeclared: false, lists: undefined };
        const noted = parseSimple(xml, repeatedRoot, '#text', 256, typed);
        expect(noted, xml).toBeDefined();
        const { rootInfo, resolver } = repeatedRoot;
        const parsed = coerceArguments(
          noted as Record<string, unknown>,
          rootInfo,
          resolver,
          xml.length,
          typed.names,
          typed.infos,
        );
        expect(parsed).toEqual(readFully(xml, repeatedRoot, {}));
        expect(parse(xml, repeatedSchema)).toEqual(parsed);
      }),
      { numRuns: RUNS * 20 },
    );
  });
});
