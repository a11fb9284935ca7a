import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createXmlStreamScanner } from './create-xml-stream-scanner';
import { RXML } from './rxml';
import { RXMLError } from './rxml-error';

/** fast-check runs per property; `pnpm fuzz` raises it through FUZZ_RUNS. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 100);

/** Text that breaks naive XML writers and readers. */
const hostileUnit = fc.oneof(
  fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }),
  fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code)),
  fc.constantFrom(
    '<',
    '>',
    '&',
    '&amp;',
    ']]>',
    '<![CDATA[',
    '</root>',
    '</s>',
    '<!--',
    '"',
    "'",
    '\\',
    '😀',
    '서울',
    'مرحبا',
    '\u202E',
    '\uFEFF',
    '\r\n',
  ),
);
const hostileText = fc.string({ unit: hostileUnit, maxLength: 10 });
const NAMES = ['s', 'n', 'list', '__proto__', 'constructor', 'prototype', 'toString', '값'];

interface Typed {
  schema: Record<string, unknown>;
  value: fc.Arbitrary<unknown>;
}

/** Schemas and values that fit them, prototype names as keys at every level. */
const typed: fc.Arbitrary<Typed> = fc.letrec<{ node: Typed }>((tie) => ({
  node: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.constantFrom<Typed>(
      { schema: { type: 'string' }, value: hostileText },
      { schema: { type: 'integer' }, value: fc.integer() },
      { schema: { type: 'number' }, value: fc.double({ noNaN: true, noDefaultInfinity: true }) },
      { schema: { type: 'boolean' }, value: fc.boolean() },
    ),
    tie('node').map((item) => ({
      schema: { type: 'array', items: item.schema },
      value: fc.array(item.value, { maxLength: 3 }),
    })),
    fc
      .uniqueArray(fc.tuple(fc.constantFrom(...NAMES), tie('node')), {
        selector: ([name]) => name,
        maxLength: 3,
      })
      .map(objectTyped),
  ),
})).node;

function defineOwn(target: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(target, key, {
    value,
    enumerable: true,
    writable: true,
    configurable: true,
  });
}

function objectTyped(entries: Array<[string, Typed]>): Typed {
  const properties: Record<string, unknown> = {};
  const values: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [name, t] of entries) {
    defineOwn(properties, name, t.schema);
    defineOwn(values, name, t.value);
  }
  return { schema: { type: 'object', properties }, value: fc.record(values, { requiredKeys: [] }) };
}

const tool = fc
  .uniqueArray(fc.tuple(fc.constantFrom(...NAMES), typed), {
    selector: ([name]) => name,
    minLength: 1,
    maxLength: 4,
  })
  .map(objectTyped)
  .chain(({ schema, value }) => value.map((v) => ({ schema, value: v })));

const chunkSizes = fc.array(fc.integer({ min: 1, max: 9 }), { minLength: 1, maxLength: 6 });

function chunked(text: string, sizes: readonly number[]): string[] {
  const chunks: string[] = [];
  for (let i = 0, k = 0; i < text.length; k++) {
    const size = sizes[k % sizes.length] as number;
    chunks.push(text.slice(i, i + size));
    i += size;
  }
  return chunks;
}

/**
 * The scanner's final value for `chunks`: with `rootTag`, the body after `<root>` up to its close
 * tag; without, everything pushed.
 */
function scanValue(schema: unknown, chunks: readonly string[], rootTag?: string): unknown {
  let value: unknown;
  const scanner = createXmlStreamScanner({
    schema,
    ...(rootTag === undefined ? {} : { rootTag }),
    onEvent: (event) => {
      if (event.type === 'end') value = event.value;
    },
  });
  for (const chunk of chunks) scanner.push(chunk);
  scanner.end();
  return value;
}

const prototypeNames = () => Reflect.ownKeys(Object.prototype).map(String).sort().join();

describe('RXML', () => {
  it('should give back every schema-typed value through stringify, parse and the scanner', () => {
    const before = prototypeNames();
    fc.assert(
      fc.property(tool, chunkSizes, fc.boolean(), ({ schema, value }, sizes, format) => {
        const xml = RXML.stringify('root', value, { format });
        const empty = xml.startsWith('<root/>');
        const inner = empty ? '' : xml.slice('<root>'.length, xml.length - '</root>'.length);
        expect(RXML.parse(inner, schema)).toEqual(value);
        const body = empty ? '</root>' : xml.slice('<root>'.length);
        expect(scanValue(schema, chunked(body, sizes), 'root')).toEqual(value);
        expect(prototypeNames()).toBe(before);
      }),
      { numRuns: RUNS * 5 },
    );
  });

  it('should only ever return a value or throw RXMLError on markup soup, in any chunking', () => {
    const before = prototypeNames();
    const soup = fc
      .array(
        fc.oneof(
          hostileUnit,
          fc.constantFrom(...NAMES).map((n) => `<${n}>`),
          fc.constantFrom(...NAMES).map((n) => `</${n}>`),
          fc.constantFrom('<s/>', '<n x="1">', '<?xml?>', '<!DOCTYPE x>', '-->', '42', 'true'),
        ),
        { maxLength: 40 },
      )
      .map((pieces) => pieces.join(''));
    const schema = fc.oneof(
      fc.constant(undefined),
      tool.map((t) => t.schema),
    );
    fc.assert(
      fc.property(soup, schema, chunkSizes, (text, s, sizes) => {
        const outcome = (run: () => unknown) => {
          try {
            return { value: run() };
          } catch (error) {
            // Anything but a typed RXML error is a bug.
            if (!RXMLError.isInstance(error)) throw error;
            return { code: error.code };
          }
        };
        const whole = outcome(() => RXML.parse(text, s));
        const streamed = outcome(() => scanValue(s, chunked(text, sizes)));
        if ('value' in whole && 'value' in streamed) expect(streamed.value).toEqual(whole.value);
        expect(prototypeNames()).toBe(before);
        expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      }),
      { numRuns: RUNS * 10 },
    );
  });
});
