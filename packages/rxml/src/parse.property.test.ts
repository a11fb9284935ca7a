import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { coerceArguments } from './coerce-arguments';
import { createXmlStreamScanner } from './create-xml-stream-scanner';
import { parse } from './parse';
import { parseSimple } from './parse-simple';
import { readFully } from './read-fully';
import { resolveRootSchema } from './resolve-root-schema';
import { RXMLError } from './rxml-error';

/** fast-check runs per property; `pnpm fuzz` raises it through FUZZ_RUNS. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 100);

// Arrays as models write them, with declared arguments after them: every argument must come out
// with its own value, whichever way the array is written and whatever its items are — in the
// full reader, in the fast path (where it answers) and in the streaming scanner.

type Writing = 'item' | 'index' | 'repeated';
type ItemKind = 'string' | 'number' | 'object' | 'untyped';

const ITEM_SCHEMAS: Record<ItemKind, Record<string, unknown> | undefined> = {
  string: { type: 'string' },
  number: { type: 'number' },
  object: {
    type: 'object',
    properties: { name: { type: 'string' }, n: { type: 'integer' } },
  },
  untyped: undefined,
};

/** The call's arguments: `list` (the array), declared siblings around it, and `box`, an object
 * argument holding an array of its own (`box.list`) with a sibling (`box.level`) after it. */
function toolSchema(kind: ItemKind): Record<string, unknown> {
  const items = ITEM_SCHEMAS[kind];
  const list = items === undefined ? { type: 'array' } : { type: 'array', items };
  return {
    type: 'object',
    properties: {
      head: { type: 'string' },
      list,
      id: { type: 'integer' },
      note: { type: 'string' },
      box: { type: 'object', properties: { list, level: { type: 'integer' } } },
    },
  };
}

/** String-value text with markup a string keeps (no tag that could be structure here). */
const rawText = fc
  .array(
    fc.constantFrom('a', 'b', ' ', '\n', '&', '&amp;', ' < ', '<b>', '</b>', 'x>y', '</p>', '서'),
    { maxLength: 6 },
  )
  .map((units) => units.join(''));
/** Text of an array-typed element (repeated tags): trimmed, entities decoded, so none of those. */
const plainText = fc
  .array(fc.constantFrom('a', 'b', ' ', '&', ' < ', 'x>y', '서'), { maxLength: 5 })
  .map((units) => `v${units.join('')}w`);
const word = fc.stringMatching(/^[a-e]{1,5}$/);

/** One item: how it is written inside its element, and the value it must come out as. */
interface Item {
  xml: string;
  value: unknown;
}

const space = fc.constantFrom('', '', '\n', ' ', '\n  ');

function itemArb(kind: ItemKind, writing: Writing): fc.Arbitrary<Item> {
  switch (kind) {
    case 'string':
      return (writing === 'repeated' ? plainText : rawText).map((s) => ({ xml: s, value: s }));
    case 'number':
      return fc.integer({ min: -999, max: 99_999 }).map((n) => ({ xml: String(n), value: n }));
    case 'untyped':
      return word.map((w) => ({ xml: w, value: w }));
    case 'object':
      return fc
        .tuple(rawText, fc.integer({ min: 0, max: 99 }), fc.boolean(), space)
        .map(([name, n, nameFirst, ws]) => {
          const parts = [`<name>${name}</name>`, `<n>${n}</n>`];
          if (!nameFirst) parts.reverse();
          return { xml: parts.join(ws), value: { name, n } };
        });
  }
}

/** An array argument `<tag>` written one of the three ways; `closed: false` forgets its last
 * close tag (only where a declared argument follows, which must still come out on its own). */
function writeArray(
  tag: string,
  items: readonly Item[],
  writing: Writing,
  order: readonly number[],
  ws: string,
  closed: boolean,
): string {
  const close = closed ? `</${tag}>` : '';
  switch (writing) {
    case 'item':
      return `<${tag}>${ws}${items.map((i) => `<item>${i.xml}</item>`).join(ws)}${ws}${close}`;
    case 'index':
      // Index-keyed children, in any order: the index, not the order, places them.
      return `<${tag}>${ws}${order.map((k) => `<${k}>${items[k]?.xml}</${k}>`).join(ws)}${ws}${close}`;
    case 'repeated': {
      const all = items.map((i) => `<${tag}>${i.xml}</${tag}>`).join(ws);
      return closed ? all : all.slice(0, all.length - `</${tag}>`.length);
    }
  }
}

interface Call {
  schema: Record<string, unknown>;
  xml: string;
  expected: Record<string, unknown>;
}

const call: fc.Arbitrary<Call> = fc
  .record({
    kind: fc.constantFrom<ItemKind>('string', 'number', 'object', 'untyped'),
    writing: fc.constantFrom<Writing>('item', 'index', 'repeated'),
    inBox: fc.boolean(),
  })
  .chain(({ kind, writing, inBox }) =>
    fc.record({
      kind: fc.constant(kind),
      writing: fc.constant(writing),
      inBox: fc.constant(inBox),
      // Repeated tags need two occurrences to read as a list on their own.
      items: fc.array(itemArb(kind, writing), {
        minLength: writing === 'repeated' ? 2 : 1,
        maxLength: 4,
      }),
      seed: fc.integer(),
      ws: space,
      closed: fc.oneof({ weight: 4, arbitrary: fc.constant(true) }, fc.constant(false)),
      head: fc.option(rawText, { nil: undefined }),
      id: fc.integer({ min: 0, max: 9999 }),
      note: fc.option(rawText, { nil: undefined }),
      level: fc.integer({ min: 0, max: 9 }),
    }),
  )
  .map((c) => {
    const order = shuffled(
      c.items.map((_, k) => k),
      c.seed,
    );
    const values = c.items.map((i) => i.value);
    const expected: Record<string, unknown> = {};
    const parts: string[] = [];
    if (c.head !== undefined) {
      parts.push(`<head>${c.head}</head>`);
      expected.head = c.head;
    }
    if (c.inBox) {
      // The inner array's forgotten close tag is followed by the box's declared `level`.
      const list = writeArray('list', c.items, c.writing, order, c.ws, c.closed);
      parts.push(`<box>${c.ws}${list}${c.ws}<level>${c.level}</level>${c.ws}</box>`);
      expected.box = { list: values, level: c.level };
    } else {
      parts.push(writeArray('list', c.items, c.writing, order, c.ws, c.closed));
      expected.list = values;
    }
    parts.push(`<id>${c.id}</id>`);
    expected.id = c.id;
    if (c.note !== undefined) {
      parts.push(`<note>${c.note}</note>`);
      expected.note = c.note;
    }
    return { schema: toolSchema(c.kind), xml: parts.join(c.ws), expected };
  });

/** A deterministic shuffle (fast-check shrinks the seed with the rest). */
function shuffled(list: number[], seed: number): number[] {
  const out = list.slice();
  let s = seed >>> 0;
  for (let i = out.length - 1; i > 0; i--) {
    s = (Math.imul(s, 1_103_515_245) + 12_345) >>> 0;
    const j = s % (i + 1);
    [out[i], out[j]] = [out[j] as number, out[i] as number];
  }
  return out;
}

/** The full tolerant reader alone (what `parse` runs when the fast path gives up). */
const readAll = (xml: string, schema: unknown) => readFully(xml, resolveRootSchema(schema), {});

/** The streaming scanner's `end` value for the call body cut into `sizes`-long chunks. */
function scan(schema: unknown, body: string, sizes: readonly number[]): unknown {
  let value: unknown;
  const scanner = createXmlStreamScanner({
    schema,
    rootTag: 'call',
    onEvent: (event) => {
      if (event.type === 'end') value = event.value;
    },
  });
  for (let i = 0, k = 0; i < body.length; k++) {
    const size = sizes[k % sizes.length] as number;
    scanner.push(body.slice(i, i + size));
    i += size;
  }
  scanner.end();
  return value;
}

const chunkSizes = fc.array(fc.integer({ min: 1, max: 9 }), { minLength: 1, maxLength: 5 });

describe('parse with arrays followed by declared arguments', () => {
  it('should give every declared argument its own value in the full reader, the fast path and the scanner', () => {
    fc.assert(
      fc.property(call, chunkSizes, ({ schema, xml, expected }, sizes) => {
        expect(readAll(xml, schema)).toEqual(expected);
        expect(parse(xml, schema)).toEqual(expected);
        const root = resolveRootSchema(schema);
        const fast = parseSimple(xml, root, '#text', 256);
        if (fast !== undefined) {
          expect(coerceArguments(fast, root.rootInfo, root.resolver, xml.length)).toEqual(expected);
        }
        expect(scan(schema, `${xml}</call>`, sizes)).toEqual(expected);
      }),
      { numRuns: RUNS * 5 },
    );
  });
});

// A string argument whose own element never ends where it should (its close tag forgotten, or
// text after it) before declared arguments: the reader must either still give each of those its
// own value or say that it cannot, with a typed error — never return a value that swallowed them.
const damagedCall = fc
  .record({
    order: fc.shuffledSubarray(['s', 'id', 'note'] as const, { minLength: 2, maxLength: 3 }),
    s: rawText,
    id: fc.integer({ min: 0, max: 9999 }),
    note: rawText,
    damage: fc.constantFrom('no close tag', 'text after the close tag'),
    tail: fc.constantFrom(' and more', '\nDone.', ' x'),
    ws: space,
  })
  .map(({ order, damage, tail, ws, ...values }) => {
    const parts = order.map((name) => `<${name}>${values[name]}</${name}>`);
    const first = order[0] as 's' | 'id' | 'note';
    const damaged = first === 'id' ? 's' : first;
    const at = order.indexOf(damaged);
    parts[at] =
      damage === 'no close tag' ? `<${damaged}>${values[damaged]}` : `${parts[at]}${tail}`;
    return { xml: parts.join(ws), after: order.slice(at + 1), values };
  });

const damagedSchema = {
  type: 'object',
  properties: { s: { type: 'string' }, id: { type: 'integer' }, note: { type: 'string' } },
};

describe('parse with a string argument that does not end before declared arguments', () => {
  it('should give the arguments after it their own values or throw UNCLOSED_STRING_VALUE', () => {
    fc.assert(
      fc.property(damagedCall, chunkSizes, ({ xml, after, values }, sizes) => {
        for (const read of [
          () => parse(xml, damagedSchema),
          () => readAll(xml, damagedSchema),
          () => scan(damagedSchema, `${xml}</call>`, sizes),
        ]) {
          let result: Record<string, unknown>;
          try {
            result = read() as Record<string, unknown>;
          } catch (error) {
            expect(RXMLError.isInstance(error) && error.code).toBe('UNCLOSED_STRING_VALUE');
            continue;
          }
          for (const name of after) expect(result[name]).toEqual(values[name]);
        }
      }),
      { numRuns: RUNS * 5 },
    );
  });
});
