import { describe, expect, it } from 'vitest';
import { parse } from './parse';
import { RXMLCoercionError } from './rxml-coercion-error';
import { RXMLDuplicateStringTagError } from './rxml-duplicate-string-tag-error';
import { RXMLParseError } from './rxml-parse-error';

const weather = {
  type: 'object',
  properties: {
    city: { type: 'string' },
    days: { type: 'integer' },
    unit: { type: 'string', enum: ['celsius', 'fahrenheit'] },
  },
};

const file = {
  type: 'object',
  properties: {
    path: { type: 'string' },
    content: { type: 'string' },
    zip: { type: 'string' },
    overwrite: { type: 'boolean' },
    mode: { type: 'integer' },
    ratio: { type: 'number' },
    tags: { type: 'array', items: { type: 'string' } },
    sizes: { type: 'array', items: { type: 'integer' } },
    options: {
      type: 'object',
      properties: { dryRun: { type: 'boolean' }, label: { type: 'string' } },
    },
    files: {
      type: 'array',
      items: {
        type: 'object',
        properties: { name: { type: 'string' }, size: { type: 'integer' } },
      },
    },
  },
};

type Case = [input: string, expected: Record<string, unknown>];

describe('parse', () => {
  describe('should unwrap, repeat and type values', () => {
    it.each<Case>([
      ['<city>Seoul</city><days>3</days>', { city: 'Seoul', days: 3 }],
      ['\n  <city>Seoul</city>\n  <days>3</days>\n', { city: 'Seoul', days: 3 }],
      ['<days> 3 </days>', { days: 3 }],
      ['<unit>celsius</unit>', { unit: 'celsius' }],
      ['<sizes>1</sizes><sizes>2</sizes>', { sizes: [1, 2] }],
      ['<tags><item>a</item><item>b</item></tags>', { tags: ['a', 'b'] }],
      ['<sizes><item>1</item><item> 2 </item></sizes>', { sizes: [1, 2] }],
      ['<sizes><1>20</1><0>10</0><2>30</2></sizes>', { sizes: [10, 20, 30] }],
      ['<sizes>[4, 5]</sizes>', { sizes: [4, 5] }],
      ['<tags></tags>', { tags: [] }],
      [
        '<options><dryRun>true</dryRun><label> x </label></options>',
        { options: { dryRun: true, label: ' x ' } },
      ],
      ['<options>{"dryRun": "false"}</options>', { options: { dryRun: false } }],
      ['<options></options>', { options: {} }],
      [
        '<files><item><name>a.txt</name><size>1</size></item><item><name>b</name><size>2</size></item></files>',
        {
          files: [
            { name: 'a.txt', size: 1 },
            { name: 'b', size: 2 },
          ],
        },
      ],
      ['<files><name>a.txt</name><size>1</size></files>', { files: [{ name: 'a.txt', size: 1 }] }],
      [
        '<files><name>a</name><size>1</size></files><files><name>b</name><size>2</size></files>',
        {
          files: [
            { name: 'a', size: 1 },
            { name: 'b', size: 2 },
          ],
        },
      ],
      ['<ratio>0.5</ratio><mode>0644</mode>', { ratio: 0.5, mode: 644 }],
    ])('%j → %j', (input, expected) => {
      expect(
        parse(input, input.includes('<city') || input.includes('<unit') ? weather : file),
      ).toEqual(expected);
    });
  });

  describe('should type values without a schema only when plainly numeric', () => {
    it.each<Case>([
      ['<a>3</a><b>-1.5e3</b><c>0</c>', { a: 3, b: -1500, c: 0 }],
      ['<zip>02134</zip>', { zip: '02134' }],
      [
        '<a>true</a><b>null</b><c>1,000</c><d>+1</d><e>0x10</e>',
        { a: 'true', b: 'null', c: '1,000', d: '+1', e: '0x10' },
      ],
      [
        '<big>12345678901234567890</big><inf>1e400</inf>',
        { big: '12345678901234567890', inf: '1e400' },
      ],
      ['<list><item>1</item><item>x</item></list>', { list: [1, 'x'] }],
      ['<list><0>a</0><1>b</1></list>', { list: ['a', 'b'] }],
      ['<r><a>1</a><a>2</a><b>x</b></r>', { r: { a: [1, 2], b: 'x' } }],
      ['<r>note <a>1</a> tail</r>', { r: { a: 1, '#text': 'note  tail' } }],
      ['<empty></empty><self/>', { empty: '', self: '' }],
      ['<a>x</a><a>y</a>', { a: ['x', 'y'] }],
    ])('%j → %j', (input, expected) => {
      expect(parse(input, undefined)).toEqual(expected);
    });
  });

  describe('should keep string-typed values exactly as written', () => {
    it.each<Case>([
      ['<zip>02134</zip>', { zip: '02134' }],
      ['<content>\n  line 1\n  line 2\n</content>', { content: '\n  line 1\n  line 2\n' }],
      ['<content><div class="x">hi</div></content>', { content: '<div class="x">hi</div>' }],
      [
        '<content>if (a<b && c) { s = "</p>"; }</content>',
        { content: 'if (a<b && c) { s = "</p>"; }' },
      ],
      [
        '<content>Tom &amp; Jerry &lt;3 &#38; &nbsp;</content>',
        { content: 'Tom &amp; Jerry &lt;3 &#38; &nbsp;' },
      ],
      [
        '<content>Press <Ctrl+C> then <중요> and </div></content>',
        { content: 'Press <Ctrl+C> then <중요> and </div>' },
      ],
      ['<content>x</content> more</content>', { content: 'x</content> more' }],
      // Issue 25: an element after the value's own close tag is a sibling argument, declared or not.
      ['<content>x</content><b>bold</b>', { content: 'x', b: 'bold' }],
      ['<content>x</content>\n<days>3</days>', { content: 'x', days: 3 }],
      ['<content>x</content>\n<path>p</path>', { content: 'x', path: 'p' }],
      ['<content>x</content> </options>', { content: 'x' }],
      ['<content>x</content>  ', { content: 'x' }],
      ['<content><content>inner</content></content>', { content: '<content>inner</content>' }],
      ['<content><content/>x</content>', { content: '<content/>x' }],
      ['<content><content a="1">i</content></content>', { content: '<content a="1">i</content>' }],
      ['<content><![CDATA[a </content> & b]]></content>', { content: 'a </content> & b' }],
      ['<content>x<![CDATA[<y>]]>z</content>', { content: 'x<y>z' }],
      ['<content><!-- keep --></content>', { content: '<!-- keep -->' }],
      ['<content></content>', { content: '' }],
      ['<content/>', { content: '' }],
      ['<content />', { content: '' }],
      ['<content>日本語 🙂 한국어</content>', { content: '日本語 🙂 한국어' }],
      ['<content>a < b</content>', { content: 'a < b' }],
      ['<content>a <</content>', { content: 'a <' }],
      ['<content>x</ content ><path>p</path>', { content: 'x', path: 'p' }],
    ])('%j → %j', (input, expected) => {
      expect(parse(input, file)).toEqual(expected);
    });
  });

  describe('should tolerate what models write', () => {
    it.each<[string, string, unknown, Record<string, unknown>]>([
      ['raw < and & in text', '<note>a < b & c</note>', undefined, { note: 'a < b & c' }],
      [
        'unknown entity',
        '<note>&nbsp;&amp;&#x41;&#65;&bogus;</note>',
        undefined,
        { note: '&nbsp;&AA&bogus;' },
      ],
      [
        'space in close tags',
        '<city>Seoul</ city><days>3</days >',
        weather,
        { city: 'Seoul', days: 3 },
      ],
      ['self-closing', '<a/><b /><c x="1"/>', undefined, { a: '', b: '', c: '' }],
      ['left open at the end', '<city>Seoul', weather, { city: 'Seoul' }],
      ['left open, nested', '<options><dryRun>true', file, { options: { dryRun: true } }],
      ['truncated close tag', '<city>Seoul</ci', weather, { city: 'Seoul' }],
      ['truncated open tag', '<days>3</days><cit', weather, { days: 3 }],
      [
        'mismatched close, string',
        '<city>Seoul</town><days>3</days>',
        weather,
        { city: 'Seoul', days: 3 },
      ],
      ['mismatched close, structural', '<a>1</b><c>2</c>', undefined, { a: 1, c: 2 }],
      [
        'mismatched close inside object',
        '<options><dryRun>true</dry><label>x</label></options>',
        file,
        { options: { dryRun: true, label: 'x' } },
      ],
      [
        'close of an ancestor',
        '<options><dryRun>true</options><mode>1</mode>',
        file,
        { options: { dryRun: true }, mode: 1 },
      ],
      [
        'duplicated close',
        '<city>Seoul</city></city><days>3</days></days>',
        weather,
        { city: 'Seoul', days: 3 },
      ],
      [
        'duplicated close, nested',
        '<options><dryRun>true</dryRun></dryRun><label>x</label></options>',
        file,
        { options: { dryRun: true, label: 'x' } },
      ],
      ['stray close at the top', '</x><days>3</days>', weather, { days: 3 }],
      [
        'forgotten close, sibling known',
        '<days>3<city>Seoul</city>',
        weather,
        { days: 3, city: 'Seoul' },
      ],
      [
        'forgotten close in object',
        '<options><dryRun>true<mode>3</mode>',
        file,
        { options: { dryRun: true }, mode: 3 },
      ],
      ['comments', '<!-- c --><days><!-- x -->3</days>', weather, { days: 3 }],
      [
        'processing instruction and doctype',
        '<?xml version="1.0"?><!DOCTYPE x><days>3</days>',
        weather,
        { days: 3 },
      ],
      [
        'CDATA in a value',
        '<note><![CDATA[a < b && c]]></note>',
        undefined,
        { note: 'a < b && c' },
      ],
      ['CDATA keeps &amp;', '<note><![CDATA[&amp;]]></note>', undefined, { note: '&amp;' }],
      ['attributes ignored', '<days unit="d" x=\'1\' y=2 flag>3</days>', weather, { days: 3 }],
      ['> inside a quoted attribute', '<days a="x>y">3</days>', weather, { days: 3 }],
      ['attributes on a string tag', '<city lang="ko">서울</city>', weather, { city: '서울' }],
      [
        'Korean and emoji names',
        '<도시>서울</도시><🙂>ok</🙂>',
        undefined,
        { 도시: '서울', '🙂': 'ok' },
      ],
      [
        'HTML void names are ordinary',
        '<input>x</input><link>y</link><p>a<p>b</p></p>',
        undefined,
        { input: 'x', link: 'y', p: { '#text': 'a', p: 'b' } },
      ],
      ['a < b in structural text', '<n>a < b</n>', undefined, { n: 'a < b' }],
      ['<Ctrl+C> in structural text', '<n>press <Ctrl+C></n>', undefined, { n: 'press <Ctrl+C>' }],
      ['undeclared prefix', '<fn:call>1</fn:call>', undefined, { 'fn:call': 1 }],
      ['mixed case kept', '<City>a</City><city>b</city>', undefined, { City: 'a', city: 'b' }],
      ['prose around the arguments', 'Sure! <days>3</days> Done.', weather, { days: 3 }],
      ['empty input', '', weather, {}],
      ['only text', 'hello', weather, {}],
    ])('%s', (_name, input, schema, expected) => {
      expect(parse(input, schema)).toEqual(expected);
    });
  });

  describe('should store prototype-sensitive names as own data', () => {
    it.each([
      ['<__proto__>1</__proto__>', '__proto__', 1],
      ['<constructor>x</constructor>', 'constructor', 'x'],
      ['<prototype>y</prototype>', 'prototype', 'y'],
      [
        '<r><__proto__><polluted>1</polluted></__proto__></r>',
        'r',
        { ['__proto__']: { polluted: 1 } },
      ],
    ])('%j', (input, key, value) => {
      const result = parse(input, undefined);
      expect(Object.hasOwn(result, key)).toBe(true);
      expect(result[key]).toStrictEqual(
        typeof value === 'object'
          ? JSON.parse(JSON.stringify(value).replace('"__proto__"', '"__proto__"'))
          : value,
      );
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      expect(Object.getPrototypeOf(result)).toBe(Object.prototype);
    });

    it('should keep declared prototype-sensitive properties typed by the schema', () => {
      const schema = {
        type: 'object',
        properties: {
          __proto__: { type: 'integer' },
          constructor: { type: 'string' },
        },
      };
      // A JSON-parsed schema has an own `__proto__` property, as a tool schema would.
      const realSchema = JSON.parse(
        JSON.stringify(schema).replace(
          '"properties":{',
          '"properties":{"__proto__":{"type":"integer"},',
        ),
      );
      const result = parse('<__proto__>7</__proto__><constructor><b></constructor>', realSchema);
      expect(Object.getOwnPropertyDescriptor(result, '__proto__')?.value).toBe(7);
      expect(result.constructor).toBe('<b>');
      expect(Object.getPrototypeOf(result)).toBe(Object.prototype);
    });
  });

  describe('should end a value where its own element ends (issue 22)', () => {
    const listOf = (items: unknown) => ({
      type: 'object',
      properties: { t: { type: 'array', items }, x: { type: 'integer' } },
    });
    it.each<[string, unknown, Record<string, unknown>]>([
      ['<t><1>b</1><0>a</0></t><x>1</x>', { type: 'string' }, { t: ['a', 'b'], x: 1 }],
      ['<t><1>b</1><0>a</0></t><x>1</x>', { type: 'number' }, { t: ['a', 'b'], x: 1 }],
      ['<t>\n <0>a</0>\n <1></1>\n</t>\n<x>1</x>', { type: 'string' }, { t: ['a', ''], x: 1 }],
      ['<t><item>a</item><7>b</7></t><x>1</x>', { type: 'string' }, { t: ['a', 'b'], x: 1 }],
      ['<t><item>a</item><x>1</x>', { type: 'string' }, { t: ['a'], x: 1 }],
      ['<t><item>2</item><x>1</x>', { type: 'number' }, { t: [2], x: 1 }],
      ['<t><0><n>a</n></0><x>1</x>', { type: 'object' }, { t: [{ n: 'a' }], x: 1 }],
      ['<t>a</t><t>b<x>1</x>', { type: 'string' }, { t: ['a', 'b'], x: 1 }],
      ['<t><0>a</0><x>1</x>', undefined, { t: ['a'], x: 1 }],
      // a mismatched close tag ends an item before the next one, as it ends a property
      ['<t><item>a</itm><item>b</item></t>', { type: 'string' }, { t: ['a', 'b'] }],
      // an item name of the array stays an item
      ['<t><item>a</item><t>b</t></t><x>1</x>', { type: 'string' }, { t: ['a', 'b'], x: 1 }],
    ])('%j (items %j) → %j', (input, items, expected) => {
      expect(parse(input, listOf(items))).toEqual(expected);
    });

    it('should end a string inside an object before an argument whose close tags were forgotten', () => {
      const schema = {
        type: 'object',
        properties: {
          o: { type: 'object', properties: { s: { type: 'string' } } },
          x: { type: 'integer' },
        },
      };
      expect(parse('<o><s>a</s><x>1</x>', schema)).toEqual({ o: { s: 'a' }, x: 1 });
    });

    it.each([
      ['<content>a<path>p</path>', 10],
      ['<content>a</content> more <path>p</path>', 26],
      ['<content><path>p</path><mode>1</mode>', 9],
    ])(
      'should throw UNCLOSED_STRING_VALUE for %j rather than swallow the argument',
      (input, at) => {
        const error = catchError(() => parse(input, file));
        expect(RXMLParseError.isInstance(error)).toBe(true);
        expect(error).toMatchObject({ code: 'UNCLOSED_STRING_VALUE', position: at });
        expect((error as Error).message).toContain('<content>');
        expect((error as Error).message).toContain('<path>');
      },
    );

    it.each<[string, Record<string, unknown>]>([
      ['<content>see <path>p</path></content>', { content: 'see <path>p</path>' }],
      ['<content>a<b>c</b>', { content: 'a<b>c</b>' }],
      ['<content>a</content> more', { content: 'a</content> more' }],
      // its own close tag cut off at the end closes it, as a cut-off tag always does
      ['<content>a<path>p</path></content', { content: 'a<path>p</path>' }],
    ])(
      'should keep a declared name inside a closed value, and text in an unclosed one: %j',
      (input, expected) => {
        expect(parse(input, file)).toEqual(expected);
      },
    );
  });

  describe('should report errors with code and position', () => {
    it('should throw RXMLDuplicateStringTagError for a repeated string property', () => {
      const input = '<city>a</city><city>b</city>';
      const error = catchError(() => parse(input, weather));
      expect(RXMLDuplicateStringTagError.isInstance(error)).toBe(true);
      expect(error).toMatchObject({ code: 'DUPLICATE_STRING_TAG', tagName: 'city', position: 14 });
      expect((error as Error).message).toContain('<city>');
    });

    it('should throw for a repeated string property inside an object', () => {
      const input = '<options><label>a</label><label>b</label></options>';
      expect(catchError(() => parse(input, file))).toMatchObject({
        code: 'DUPLICATE_STRING_TAG',
        tagName: 'label',
        position: 25,
      });
    });

    it('should keep the first occurrence when duplicates are allowed', () => {
      expect(
        parse('<city>a</city><days>1</days><city>b<x></city>', weather, {
          throwOnDuplicateStringTags: false,
        }),
      ).toEqual({ city: 'a', days: 1 });
    });

    it('should allow repeated string items in arrays', () => {
      expect(parse('<tags>a</tags><tags>b</tags>', file)).toEqual({ tags: ['a', 'b'] });
    });

    it.each([
      [3, '<a><b><c>1</c></b></a>', true],
      [2, '<a><b><c>1</c></b></a>', false],
      [0, '<a>1</a>', false],
    ])('should limit nesting to maxDepth %i', (maxDepth, input, ok) => {
      const run = () => parse(input, undefined, { maxDepth });
      if (ok) {
        expect(run()).toEqual({ a: { b: { c: 1 } } });
      } else {
        const error = catchError(run);
        expect(RXMLParseError.isInstance(error)).toBe(true);
        expect(error).toMatchObject({ code: 'MAX_DEPTH' });
      }
    });

    it('should give a typed error for 100,000 nested elements', () => {
      const input = `<data>${'<a>'.repeat(100_000)}x${'</a>'.repeat(100_000)}</data>`;
      expect(catchError(() => parse(input, undefined))).toMatchObject({
        name: 'RXMLParseError',
        code: 'MAX_DEPTH',
        position: 6 + 255 * 3,
      });
    });

    it('should read 100,000 nested elements inside a string argument as text', () => {
      const inner = `${'<a>'.repeat(100_000)}x${'</a>'.repeat(100_000)}`;
      expect(parse(`<content>${inner}</content>`, file)).toEqual({ content: inner });
    });

    it('should count same-name nesting inside a string argument without a stack', () => {
      const inner = `${'<content>'.repeat(100_000)}x${'</content>'.repeat(100_000)}`;
      expect(parse(`<content>${inner}</content>`, file)).toEqual({ content: inner });
    });

    it('should raise a nesting error deep inside structure without a schema', () => {
      const input = `${'<a>'.repeat(100_000)}`;
      expect(catchError(() => parse(input, undefined))).toMatchObject({ code: 'MAX_DEPTH' });
    });

    it('should reject a non-string input', () => {
      expect(catchError(() => parse(42 as unknown as string, weather))).toMatchObject({
        name: 'RXMLParseError',
        code: 'INVALID_INPUT',
        position: 0,
      });
    });

    it.each([{ type: 'string' }, { type: 'array', items: {} }, { type: 'number' }])(
      'should reject the non-object schema %j',
      (schema) => {
        const error = catchError(() => parse('<a>1</a>', schema));
        expect(RXMLCoercionError.isInstance(error)).toBe(true);
        expect(error).toMatchObject({ code: 'SCHEMA_NOT_OBJECT', position: 0 });
      },
    );

    it('should wrap a coercion failure in RXMLCoercionError', () => {
      let reads = 0;
      const schema = {
        type: 'object',
        properties: {
          get days() {
            // Schema inspection reads it first; coercion's later read throws.
            reads++;
            if (reads > 2) throw new Error('schema exploded');
            return { type: 'integer' };
          },
        },
      };
      const error = catchError(() => parse('<days>3</days><x>1</x>', schema));
      expect(RXMLCoercionError.isInstance(error)).toBe(true);
      expect(error).toMatchObject({ code: 'COERCION_FAILED' });
      expect((error as Error).cause).toBeInstanceOf(Error);
    });
  });

  describe('should accept schema forms', () => {
    it.each<[string, unknown, string, Record<string, unknown>]>([
      ['AI SDK wrapper', { jsonSchema: weather }, '<days>3</days>', { days: 3 }],
      [
        '$ref properties',
        {
          type: 'object',
          properties: { loc: { $ref: '#/$defs/loc' } },
          $defs: {
            loc: {
              type: 'object',
              properties: { zip: { type: 'string' }, n: { type: 'integer' } },
            },
          },
        },
        '<loc><zip>02134</zip><n>5</n></loc>',
        { loc: { zip: '02134', n: 5 } },
      ],
      [
        'nullable object',
        {
          type: 'object',
          properties: {
            o: {
              anyOf: [{ type: 'object', properties: { n: { type: 'integer' } } }, { type: 'null' }],
            },
          },
        },
        '<o><n>2</n></o>',
        { o: { n: 2 } },
      ],
      ['empty schema', {}, '<n>2</n>', { n: 2 }],
      [
        'undeclared property with a schema',
        weather,
        '<extra>02134</extra><n>2</n>',
        { extra: '02134', n: 2 },
      ],
      [
        'textNodeName',
        {
          type: 'object',
          properties: { o: { type: 'object', properties: { a: { type: 'integer' } } } },
        },
        '<o>note<a>1</a></o>',
        { o: { a: 1, '#text': 'note' } },
      ],
    ])('%s', (_name, schema, input, expected) => {
      expect(parse(input, schema)).toEqual(expected);
    });

    it('should use textNodeName for mixed content', () => {
      expect(parse('<r>note<a>1</a></r>', undefined, { textNodeName: '_' })).toEqual({
        r: { a: 1, _: 'note' },
      });
    });
  });
});

function catchError(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error('expected an error');
}
