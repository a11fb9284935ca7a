import fc from 'fast-check';
import JSON5 from 'json5';
import { describe, expect, it } from 'vitest';
import { parse } from './parse';
import { RJSONParseError } from './rjson-parse-error';
import { chunkSizesArbitrary, json5ValueArbitrary, renderJson5 } from './test/documents';
import { expectSame } from './test/expect-same';
import { pushInChunks, splitText } from './test/push-in-chunks';

/** fast-check runs per property; `pnpm fuzz` raises it through FUZZ_RUNS. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 100);

/** Lone surrogates, a pair, Korean, right-to-left, a BOM, NUL and line separators. */
const hostileUnit = fc.oneof(
  fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }),
  fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code)),
  fc.constantFrom('😀', '서울', 'مرحبا', '\u202E', '\uFEFF', '\u0000', '\u2028', '"', '\\'),
);
const hostileString = fc.string({ unit: hostileUnit, maxLength: 10 });
const prototypeKey = fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString', 'a');

/** JSON values whose keys are often prototype names and whose strings are hostile Unicode. */
const { value: hostileJsonValue } = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.constantFrom(null, true, false, 0, -0, 1e21, -1.5e-7),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
    hostileString,
    fc.array(tie('value'), { maxLength: 4 }),
    fc
      .array(fc.tuple(fc.oneof(prototypeKey, hostileString), tie('value')), { maxLength: 4 })
      .map((entries) => {
        // Own data properties only, as JSON.parse makes them (`__proto__` included).
        const object: Record<string, unknown> = {};
        for (const [key, value] of entries)
          Object.defineProperty(object, key, {
            value,
            enumerable: true,
            writable: true,
            configurable: true,
          });
        return object;
      }),
  ),
}));

/**
 * A JSON string literal that escapes only what JSON requires (quote, backslash, control
 * characters) and writes everything else raw — lone surrogates included, unlike JSON.stringify.
 */
function rawJsonString(text: string): string {
  let out = '"';
  for (const c of text) {
    const code = c.charCodeAt(0);
    out += c === '"' || c === '\\' || code < 0x20 ? `\\u${code.toString(16).padStart(4, '0')}` : c;
  }
  return `${out}"`;
}

/** Torn JSON and JSON5: the pieces prose, cut-off output and attacks are made of. */
const garbage = fc
  .array(
    fc.oneof(
      fc.constantFrom(
        ...'{}[]:,"\'`\\/*+-.eE0123456789 \n\t'.split(''),
        'true',
        'Tru',
        'None',
        'NaN',
        'Infinity',
        '0x',
        '\\u',
        '\\uD83D',
        '//',
        '/*',
        '*/',
        '```json\n',
        '“',
        '”',
        '__proto__',
        '"__proto__":',
      ),
      hostileUnit,
    ),
    { maxLength: 40 },
  )
  .map((pieces) => pieces.join(''));

describe('parse', () => {
  it('should give what JSON.parse gives on generated JSON with hostile strings and keys', () => {
    fc.assert(
      fc.property(hostileJsonValue, fc.constantFrom(undefined, 2), (value, space) => {
        const text = JSON.stringify(value, null, space);
        const expected = JSON.parse(text);
        expectSame(parse(text), expected);
        // the tolerant scanner, not the JSON.parse fast path
        expectSame(parse(`/**/${text}`), expected);
      }),
      { numRuns: RUNS * 5 },
    );
  });

  it('should give what JSON.parse gives when lone surrogates are written raw', () => {
    fc.assert(
      fc.property(fc.array(hostileString, { maxLength: 5 }), (strings) => {
        // JSON.stringify escapes lone surrogates; a model writes them raw.
        const text = `[${strings.map(rawJsonString).join(',')}]`;
        expectSame(parse(`/**/${text}`), JSON.parse(text));
      }),
      { numRuns: RUNS * 5 },
    );
  });

  it('should give what json5.parse gives on generated JSON5, whole and pushed in any chunks', () => {
    fc.assert(
      fc.property(json5ValueArbitrary, fc.integer(), chunkSizesArbitrary, (value, seed, sizes) => {
        const text = renderJson5(value, seed);
        const expected = JSON5.parse(text);
        expectSame(parse(text), expected);
        const pushed = pushInChunks(splitText(text, sizes), undefined, false);
        expect(pushed.error).toBeUndefined();
        expectSame(pushed.value, expected);
      }),
      { numRuns: RUNS * 5 },
    );
  });

  it('should only ever return a value or throw RJSONParseError on garbage, in any chunking', () => {
    fc.assert(
      fc.property(garbage, chunkSizesArbitrary, (text, sizes) => {
        let whole: { error?: RJSONParseError } = {};
        try {
          parse(text);
        } catch (error) {
          if (!RJSONParseError.isInstance(error)) throw error;
          expect(error.position).toBeGreaterThanOrEqual(0);
          expect(error.position).toBeLessThanOrEqual(text.length);
          expect(error.message).toMatch(/line \d+, column \d+/);
          whole = { error };
        }
        // pushInChunks rethrows anything that is not an RJSONParseError.
        const pushed = pushInChunks(splitText(text, sizes));
        if (pushed.error !== undefined) {
          expect(pushed.error.position).toBeGreaterThanOrEqual(0);
          expect(pushed.error.position).toBeLessThanOrEqual(text.length);
        }
        if (whole.error === undefined && pushed.consumed === text.length)
          expect(pushed.error).toBeUndefined();
      }),
      { numRuns: RUNS * 10 },
    );
  });

  it('should leave Object.prototype untouched by prototype keys at every level', () => {
    const before = Reflect.ownKeys(Object.prototype).map(String).sort().join();
    fc.assert(
      fc.property(hostileJsonValue, chunkSizesArbitrary, (value, sizes) => {
        const text = JSON5.stringify(value);
        const parsed = parse(text);
        expectSame(parsed, JSON5.parse(text));
        expectSame(pushInChunks(splitText(text, sizes)).value, parsed);
        expect(({} as Record<string, unknown>).polluted).toBeUndefined();
        expect(Reflect.ownKeys(Object.prototype).map(String).sort().join()).toBe(before);
      }),
      { numRuns: RUNS * 3 },
    );
  });
});
