import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { TypedArguments } from './note-argument';
import { parse } from './parse';
import { parseSimple } from './parse-simple';
import { readFully } from './read-fully';
import { resolveRootSchema } from './resolve-root-schema';

/** fast-check runs per property; `pnpm fuzz` raises it through FUZZ_RUNS. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 100);

const array = (items: unknown) => ({ type: 'array', items });
const [string, integer, number, boolean] = ['string', 'integer', 'number', 'boolean'].map(
  (type) => ({ type }),
);

// Every kind of list models write as repeated tags, as arguments and inside array items.
const schema = {
  type: 'object',
  properties: {
    title: string,
    nums: array(number),
    ints: array(integer),
    flags: array(boolean),
    words: array(string),
    objs: array({
      type: 'object',
      properties: {
        name: string,
        size: integer,
        ok: boolean,
        tags: array(string),
        ws: array(number),
      },
    }),
    limit: integer,
  },
};
const root = resolveRootSchema(schema);

/** What reading gives: the value, or the error's name and code. */
function outcome(read: () => Record<string, unknown>): unknown {
  try {
    const value = read();
    // Key order too: arguments come out in the order they were written.
    return { value, json: JSON.stringify(value) };
  } catch (error) {
    return { error: (error as Error).name, code: (error as { code?: unknown }).code };
  }
}

/** Whether `parse`'s fast path answers (as `parse` runs it). */
function fastAnswers(xml: string): boolean {
  const typed: TypedArguments = { names: [], infos: [], undeclared: false, lists: undefined };
  return parseSimple(xml, root, '#text', 256, typed) !== undefined;
}

describe('repeatedLeaves (through parse)', () => {
  it.each<[string, Record<string, unknown>]>([
    ['<nums>1</nums>\n<nums>2.5</nums>\n<limit>3</limit>', { nums: [1, 2.5], limit: 3 }],
    ['<ints>7</ints>', { ints: [7] }],
    // A lone text is read as a list by coercion: split, parsed, or kept as text.
    ['<ints>1, 2</ints>', { ints: [1, 2] }],
    ['<nums>[1, 2]</nums>', { nums: [1, 2] }],
    ['<words>a, b</words>', { words: ['a', 'b'] }],
    ['<words>a</words>', { words: ['a'] }],
    ['<words>["a"]</words>', { words: ['a'] }],
    ['<words>[a]</words>', { words: ['a'] }],
    ['<words>a\nb</words>', { words: ['a', 'b'] }],
    ['<ints>x</ints>', { ints: ['x'] }],
    // Among several, each occurrence is one item.
    ['<ints>1, 2</ints><ints>3</ints>', { ints: ['1, 2', 3] }],
    ['<words>a, b</words><words> c </words>', { words: ['a, b', 'c'] }],
    // An empty occurrence adds nothing; entities are decoded; text between items is dropped.
    ['<nums>1</nums><nums></nums><nums>&#50;</nums>', { nums: [1, 2] }],
    ['<flags>true</flags> and <flags>FALSE</flags>', { flags: [true, false] }],
    // Occurrences apart are still one list.
    ['<ints>1</ints><limit>2</limit><ints>3</ints>', { ints: [1, 3], limit: 2 }],
    [
      '<objs><name>a</name><tags>x</tags><tags>y</tags><size>1</size></objs>\n<objs><name>b</name><ws>0.5</ws></objs>',
      {
        objs: [
          { name: 'a', tags: ['x', 'y'], size: 1 },
          { name: 'b', ws: [0.5] },
        ],
      },
    ],
    ['<objs><name>a</name><tags>x, y</tags></objs>', { objs: [{ name: 'a', tags: ['x', 'y'] }] }],
  ])('should read %j as %j', (xml, expected) => {
    expect(parse(xml, schema)).toStrictEqual(expected);
    expect(readFully(xml, root, {})).toStrictEqual(expected);
  });

  it('should read the usual runs on the fast path', () => {
    for (const xml of [
      '<nums>1</nums>\n<nums>2.5</nums>\n<limit>3</limit>',
      '<ints>7</ints>',
      '<words>a</words><words>b</words>',
      '<objs><name>a</name><tags>x</tags><tags>y</tags></objs><objs><name>b</name></objs>',
    ]) {
      expect(fastAnswers(xml), xml).toBe(true);
    }
  });
});

// Texts of an occurrence or a field: plain ones, and each thing the fast path must not guess at.
const leafText = fc.constantFrom(
  '12',
  '-3.5',
  '1e3',
  '007',
  '0.25',
  ' 4 ',
  '\n5\n',
  '99999999999999999999',
  '1.5',
  '+1',
  '-',
  '',
  ' ',
  '1,2',
  '1, 2',
  'a\nb',
  '[1,2]',
  '["a"]',
  '[a]',
  '`a`',
  '```["a"]```',
  '{"a":1}',
  '```x```',
  '&#52;',
  '&amp;',
  '&lt;b&gt;',
  'a &amp; b',
  'true',
  'TRUE',
  'false',
  'null',
  'yes',
  'word',
  'two words',
  'x < y',
  '<![CDATA[5]]>',
  '<![CDATA[a,b]]>',
  '<item>3</item><item>4</item>',
  '<!-- c -->7',
);
const between = fc.constantFrom(
  '',
  '',
  '\n',
  '\n',
  ' ',
  '\n  ',
  'text',
  '<!-- c -->',
  '\n<!---->\n',
);
const openTag = (name: string) =>
  fc.constantFrom(`<${name}>`, `<${name}>`, `<${name}>`, `<${name} a="1">`, `<${name} >`);

/** One occurrence of `name` holding `inner`, sometimes self-closed or wrapped in `<item>`. */
const occurrence = (name: string, inner: fc.Arbitrary<string>) =>
  fc
    .tuple(openTag(name), inner, fc.nat(19))
    .map(([open, text, shape]) =>
      shape === 0
        ? `<${name}/>`
        : shape === 1
          ? `${open}<item>${text}</item></${name}>`
          : `${open}${text}</${name}>`,
    );

const field = fc.oneof(
  fc.tuple(fc.constantFrom('name', 'size', 'ok', 'tags', 'ws', 'zzz'), leafText),
  // Lists inside an object, as repeated tags (sometimes apart).
  fc.tuple(fc.constantFrom('tags', 'ws'), fc.array(leafText, { minLength: 2, maxLength: 3 })),
);
const objectText = fc
  .tuple(fc.array(field, { minLength: 1, maxLength: 5 }), between)
  .map(([fields, ws]) =>
    fields
      .map(([name, text]) =>
        typeof text === 'string'
          ? `<${name}>${text}</${name}>`
          : text.map((t) => `<${name}>${t}</${name}>`).join(ws),
      )
      .join(ws),
  );

const call = fc
  .record({
    list: fc.constantFrom('nums', 'ints', 'flags', 'words', 'objs'),
    // One occurrence alone is read differently (as a list by coercion): often chosen.
    count: fc.oneof(fc.constant(1), fc.integer({ min: 1, max: 5 })),
    title: fc.option(fc.constantFrom('T', 'a & b', 'x < y'), { nil: undefined }),
    limit: fc.option(fc.constantFrom('3', ' 4 ', 'x'), { nil: undefined }),
    // Where the other arguments go: before the list, between its occurrences, after it.
    at: fc.nat(9),
  })
  .chain(({ list, count, title, limit, at }) =>
    fc
      .tuple(
        fc.array(occurrence(list, list === 'objs' ? objectText : leafText), {
          minLength: count,
          maxLength: count,
        }),
        fc.array(between, { minLength: count + 2, maxLength: count + 2 }),
      )
      .map(([occurrences, gaps]) => {
        const others = [
          title === undefined ? '' : `<title>${title}</title>`,
          limit === undefined ? '' : `<limit>${limit}</limit>`,
        ];
        const parts: string[] = [...occurrences];
        parts.splice(Math.min(at, parts.length), 0, ...others);
        return parts.map((part, k) => `${gaps[k % gaps.length]}${part}`).join('');
      }),
  );

/** Plain calls only: what the fast path must answer. */
const plainCall = fc
  .record({
    list: fc.constantFrom('nums', 'ints', 'flags', 'words', 'objs'),
    items: fc.array(fc.nat(99), { minLength: 1, maxLength: 6 }),
    ws: fc.constantFrom('', '\n', '\n  '),
    title: fc.boolean(),
  })
  .map(({ list, items, ws, title }) => {
    const text = (n: number) =>
      list === 'flags'
        ? String(n % 2 === 0)
        : list === 'words'
          ? `w${n}`
          : list === 'objs'
            ? `${ws}<name>n${n}</name>${ws}<size>${n}</size>${ws}<tags>t${n}</tags>${ws}<tags>u</tags>${ws}<ws>${n / 4}</ws>${ws}`
            : String(list === 'nums' ? n / 8 - 3 : n);
    const body = items.map((n) => `<${list}>${text(n)}</${list}>`).join(ws);
    return title ? `<title>T</title>${ws}${body}${ws}<limit>2</limit>` : body;
  });

describe('parse on arrays written as repeated tags, against the full reader', () => {
  it("should give the full reader's answer (or its error) for every call, odd or plain", () => {
    let fast = 0;
    fc.assert(
      fc.property(call, (xml) => {
        if (fastAnswers(xml)) fast++;
        expect(outcome(() => parse(xml, schema))).toStrictEqual(
          outcome(() => readFully(xml, root, {})),
        );
      }),
      { numRuns: RUNS * 30 },
    );
    // The property must reach the fast path often, not only the full reader.
    expect(fast).toBeGreaterThan(RUNS);
  });

  it("should answer plain calls on the fast path, with the full reader's answer", () => {
    fc.assert(
      fc.property(plainCall, (xml) => {
        expect(fastAnswers(xml), xml).toBe(true);
        expect(outcome(() => parse(xml, schema))).toStrictEqual(
          outcome(() => readFully(xml, root, {})),
        );
      }),
      { numRuns: RUNS * 10 },
    );
  });
});
