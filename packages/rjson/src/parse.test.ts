import JSON5 from 'json5';
import { describe, expect, it, vi } from 'vitest';
import { parse } from './parse';
import { RJSONParseError } from './rjson-parse-error';
import { expectSame } from './test/expect-same';
import { mergeChunks, pushInChunks, splitText } from './test/push-in-chunks';
import type { RJSONRepair, RJSONRepairCode } from './types';

function parseWithRepairs(text: string): { value: unknown; repairs: RJSONRepair[] } {
  const repairs: RJSONRepair[] = [];
  const value = parse(text, { onRepair: (r) => repairs.push(r) });
  return { value, repairs };
}

function errorOf(run: () => unknown): RJSONParseError {
  try {
    run();
  } catch (error) {
    if (RJSONParseError.isInstance(error)) return error;
    throw error;
  }
  throw new Error('expected an RJSONParseError');
}

describe('parse', () => {
  describe('JSON', () => {
    const cases: string[] = [
      '{"a":1}',
      '{"name":"get_weather","arguments":{"city":"Seoul","days":3}}',
      '[]',
      '{}',
      '  [1, 2, 3]  ',
      '"just a string"',
      '42',
      '-0',
      '1E400',
      '-1.5e-3',
      '12345678901234567890',
      '0.1',
      'true',
      'false',
      'null',
      '"\\u00e9\\n\\t\\"\\\\\\/\\b\\f\\r"',
      '"\\ud83d\\ude00 and a lone \\ud800"',
      '"😀 é 한국어"',
      '{"a":{"b":{"c":[1,{"d":[]}]}}}',
      '{"a":1,"a":2}',
      '{"2":"two","1":"one","b":"b","a":"a"}',
      '{\n  "pretty": [\n    1,\n    2\n  ],\n  "x": null\n}',
      '{"__proto__":{"polluted":1},"constructor":{"prototype":{"x":1}}}',
      '[1e5, 1E+5, 1e-5, 0, 0.0, -0.0]',
    ];

    it.each(cases)('should give what JSON.parse gives for %j', (text) => {
      expectSame(parse(text), JSON.parse(text));
    });

    it.each(cases)('should give the same on the tolerant path for %j', (text) => {
      // a leading comment keeps the input away from the JSON.parse fast path
      expectSame(parse(`/**/${text}`), JSON.parse(text));
    });

    it.each([
      ...cases,
      '{"a":[true]}',
      '{"a": false }',
      '[null]\n',
      '{"a":{}}',
      '[[], [ ]]',
      '{"a":"}"}',
    ])('should read %j with JSON.parse itself', (text) => {
      const expected = JSON.parse(text);
      const native = vi.spyOn(JSON, 'parse');
      try {
        expectSame(parse(text), expected);
        expect(native).toHaveBeenCalledWith(text);
      } finally {
        native.mockRestore();
      }
    });

    it.each([
      ['{"metric": True}', { metric: true }],
      ['{"a": [1, None]}', { a: [1, null] }],
      ['{"a": False }', { a: false }],
      ['{"a": [1,]}', { a: [1] }],
    ])('should not try JSON.parse on %j, whose end is not JSON', (text, expected) => {
      const native = vi.spyOn(JSON, 'parse');
      try {
        expectSame(parse(text), expected);
        expect(native).not.toHaveBeenCalled();
      } finally {
        native.mockRestore();
      }
    });

    it('should report no repairs for valid JSON', () => {
      expect(parseWithRepairs('{"a":[1,"x",true,null]}').repairs).toEqual([]);
      expect(parseWithRepairs('/**/{"a":[1,"x",true,null]}').repairs).toEqual([]);
    });
  });

  describe('JSON5', () => {
    const cases: string[] = [
      `{
        // comments
        unquoted: 'and you can quote me on that',
        singleQuotes: 'I can use "double quotes" here',
        lineBreaks: "Look, Mom! \\
No \\\\n's!",
        hexadecimal: 0xdecaf,
        leadingDecimalPoint: .8675309, andTrailing: 8675309.,
        positiveSign: +1,
        trailingComma: 'in objects', andIn: ['arrays',],
        "backwardsCompatible": "with JSON",
      }`,
      '// comment\n[1, /* inline */ 2]',
      '[Infinity, -Infinity, +Infinity, NaN, -NaN, +NaN]',
      '[0x0, 0XFF, -0xff, +0x1, 0xDeadBeef]',
      '[.5, 5., -.5, +5., 1e3, 1E-3, 1.e2, 0e0, -0, 0., -0.e1]',
      "'\\x41\\u0042\\v\\0\\'\\\"'",
      '"line\\\r\ncontinuation, \\\rCR and \\\u2028LS"',
      '"raw \u2028 and \u2029 separators"',
      '{$_: 1, _a$: 2, ùñî: 3, \\u0061b: 4, a\\u0062: 5, 𝑥: 6, ᚠ‍: 7, ⸯ: 8, a\u0301: 9}',
      '\uFEFF{a:1}',
      '\v\f\u00A0\u3000\u2000[1]\u2028\u2029\u205F',
      "{'a': 1, \"b\": 2, c: '3'}",
      '{a: {b: {c: []}}}',
      '[true, false, null]',
      '{null: 1, true: 2, Infinity: 3, NaN: 4, None: 5}',
      '1 // trailing comment',
      '/* leading */ "x" /* trailing */',
      '[1,2,]',
      '{"a":1,}',
      '"\\0"',
      "'tab\tinside'",
      '"\\a\\c\\d\\$\\%"',
      "{__proto__: {polluted: 1}, 'constructor': 2}",
      '+Infinity',
      '.5',
      "''",
    ];

    it.each(cases)('should give what json5.parse gives for %j', (text) => {
      expectSame(parse(text), JSON5.parse(text));
    });

    it.each(cases)('should give the same in one-character push chunks for %j', (text) => {
      const outcome = pushInChunks(splitText(text, [1]));
      expect(outcome.error).toBeUndefined();
      expectSame(outcome.value, JSON5.parse(text));
    });
  });

  describe('repairs', () => {
    const cases: [string, unknown, [RJSONRepairCode, number][]][] = [
      [
        '{"a": True, "b": False, "c": None}',
        { a: true, b: false, c: null },
        [
          ['PYTHON_LITERAL', 6],
          ['PYTHON_LITERAL', 17],
          ['PYTHON_LITERAL', 29],
        ],
      ],
      [
        '[True, None]',
        [true, null],
        [
          ['PYTHON_LITERAL', 1],
          ['PYTHON_LITERAL', 7],
        ],
      ],
      ['None', null, [['PYTHON_LITERAL', 0]]],
      ['"line\nbreak"', 'line\nbreak', [['RAW_CONTROL_CHARACTER', 5]]],
      [
        '"a\r\nb"',
        'a\r\nb',
        [
          ['RAW_CONTROL_CHARACTER', 2],
          ['RAW_CONTROL_CHARACTER', 3],
        ],
      ],
      ['"tab\there"', 'tab\there', [['RAW_CONTROL_CHARACTER', 4]]],
      ['{"k": "\u0001"}', { k: '\u0001' }, [['RAW_CONTROL_CHARACTER', 7]]],
      ['"C:\\dir"', 'C:dir', [['UNKNOWN_ESCAPE', 3]]],
      ['"cost \\$5"', 'cost $5', [['UNKNOWN_ESCAPE', 6]]],
      ['"\\1"', '1', [['UNKNOWN_ESCAPE', 1]]],
      ['“hello”', 'hello', [['SMART_QUOTES', 0]]],
      ['‘single’', 'single', [['SMART_QUOTES', 0]]],
      ['”right only”', 'right only', [['SMART_QUOTES', 0]]],
      ['"keeps “inner” quotes"', 'keeps “inner” quotes', []],
      [
        '“has \\” escaped”',
        'has ” escaped',
        [
          ['SMART_QUOTES', 0],
          ['UNKNOWN_ESCAPE', 5],
        ],
      ],
      [
        '{“name”: “get_weather”}',
        { name: 'get_weather' },
        [
          ['SMART_QUOTES', 1],
          ['SMART_QUOTES', 9],
        ],
      ],
      ['{"a": 1\n"b": 2}', { a: 1, b: 2 }, [['MISSING_COMMA', 7]]],
      ['{"a": "x" b: 2}', { a: 'x', b: 2 }, [['MISSING_COMMA', 9]]],
      ['[1\n2]', [1, 2], [['MISSING_COMMA', 2]]],
      [
        '[1 2 3]',
        [1, 2, 3],
        [
          ['MISSING_COMMA', 2],
          ['MISSING_COMMA', 4],
        ],
      ],
      ['[{"a":1} {"b":2}]', [{ a: 1 }, { b: 2 }], [['MISSING_COMMA', 8]]],
      ['["a" "b"]', ['a', 'b'], [['MISSING_COMMA', 4]]],
      ['```json\n{"a": 1}\n```', { a: 1 }, [['MARKDOWN_FENCE', 0]]],
      ['\n```\n[1]\n```\n', [1], [['MARKDOWN_FENCE', 1]]],
      ['```json {"a":1}```', { a: 1 }, [['MARKDOWN_FENCE', 0]]],
      ['```json5\n{a: 1,}\n```', { a: 1 }, [['MARKDOWN_FENCE', 0]]],
      ['```json\n{"a": 1}', { a: 1 }, [['MARKDOWN_FENCE', 0]]],
      [
        '{"a": [1, 2',
        { a: [1, 2] },
        [
          ['UNCLOSED_CONTAINER', 11],
          ['UNCLOSED_CONTAINER', 11],
        ],
      ],
      ['{"a": {"b": "c"}', { a: { b: 'c' } }, [['UNCLOSED_CONTAINER', 16]]],
      ['{"a": 1 // cut off', { a: 1 }, [['UNCLOSED_CONTAINER', 18]]],
      ['[1, 2, 3', [1, 2, 3], [['UNCLOSED_CONTAINER', 8]]],
      [
        '[{"a": True}',
        [{ a: true }],
        [
          ['PYTHON_LITERAL', 7],
          ['UNCLOSED_CONTAINER', 12],
        ],
      ],
      [
        '```json\n{"a": [1, 2\n```',
        { a: [1, 2] },
        [
          ['MARKDOWN_FENCE', 0],
          ['UNCLOSED_CONTAINER', 20],
          ['UNCLOSED_CONTAINER', 20],
        ],
      ],
    ];

    it.each(cases)('should repair %j', (text, expected, repairs) => {
      const result = parseWithRepairs(text);
      expectSame(result.value, expected);
      expect(result.repairs.map((r) => [r.code, r.position])).toEqual(repairs);
      for (const repair of result.repairs) expect(repair.message.length).toBeGreaterThan(0);
    });

    it('should not need a fence to be closed on its own line', () => {
      expect(parse('```json\n[1, 2]   \n```   \n')).toEqual([1, 2]);
    });
  });

  describe('closers of the wrong kind', () => {
    const M = 'MISMATCHED_CLOSER';
    const U = 'UNCLOSED_CONTAINER';
    const cases: [string, unknown, [RJSONRepairCode, number][]][] = [
      // a closer that fits a container further out closes the ones inside it first
      ['{"items": [1, 2, 3}', { items: [1, 2, 3] }, [[M, 18]]],
      ['[{"a": 1]', [{ a: 1 }], [[M, 8]]],
      ['{"a": [{"b": 1}}', { a: [{ b: 1 }] }, [[M, 15]]],
      [
        '{"a": [[1, 2}',
        { a: [[1, 2]] },
        [
          [M, 12],
          [M, 12],
        ],
      ],
      [
        '[{"a": {"b": 1]',
        [{ a: { b: 1 } }],
        [
          [M, 14],
          [M, 14],
        ],
      ],
      [
        '{"a": {"b": [1, 2}',
        { a: { b: [1, 2] } },
        [
          [M, 17],
          [U, 18],
        ],
      ],
      [
        '[[{"x": [1}]',
        [[{ x: [1] }]],
        [
          [M, 10],
          [U, 12],
        ],
      ],
      [
        '{"name": "f", "arguments": {"tags": ["x", "y"}}',
        { name: 'f', arguments: { tags: ['x', 'y'] } },
        [[M, 45]],
      ],
      ['[{"a": 1}, {"b": [2}, 3]', [{ a: 1 }, { b: [2] }, 3], [[M, 19]]],
      // after a trailing comma, or right after the opening bracket
      ['{"a": [1, }', { a: [1] }, [[M, 10]]],
      ['[{"a": 1, ]', [{ a: 1 }], [[M, 10]]],
      ['{"a": [}', { a: [] }, [[M, 7]]],
      ['[{]', [{}], [[M, 2]]],
      // whitespace, comments and relaxed syntax around and inside
      ['{\n  "items": [\n    1,\n    2 // two\n  }\n', { items: [1, 2] }, [[M, 37]]],
      ["{items: ['a', /* b */ 'b',\n}", { items: ['a', 'b'] }, [[M, 27]]],
      ['[ { a : 1 , b : [ 2 ] ] ', [{ a: 1, b: [2] }], [[M, 22]]],
      ["{a: [{b: 'x'} // c\n} ", { a: [{ b: 'x' }] }, [[M, 19]]],
      [
        '{"ok": [True, None}',
        { ok: [true, null] },
        [
          ['PYTHON_LITERAL', 8],
          ['PYTHON_LITERAL', 14],
          [M, 18],
        ],
      ],
      [
        '{"a": [1 2}',
        { a: [1, 2] },
        [
          ['MISSING_COMMA', 8],
          [M, 10],
        ],
      ],
      [
        '```json\n{"items": [1, 2}\n```',
        { items: [1, 2] },
        [
          ['MARKDOWN_FENCE', 0],
          [M, 23],
        ],
      ],
      // a closer that fits no open container is dropped
      ['{"a": 1]}', { a: 1 }, [[M, 7]]],
      ['[1, 2}]', [1, 2], [[M, 5]]],
      ['[{"a": 1}}]', [{ a: 1 }], [[M, 9]]],
      ['{"a": [1, 2]]}', { a: [1, 2] }, [[M, 12]]],
      ['[}]', [], [[M, 1]]],
      [
        '[1, 2}',
        [1, 2],
        [
          [M, 5],
          [U, 6],
        ],
      ],
      [
        '{"a": 1]',
        { a: 1 },
        [
          [M, 7],
          [U, 8],
        ],
      ],
      // and so is one after the complete value (parse only: the push parser stops there)
      ['{"a": 1}}', { a: 1 }, [[M, 8]]],
      [
        '[1, 2]] // x\n]',
        [1, 2],
        [
          [M, 6],
          [M, 13],
        ],
      ],
      [
        '{"name": "f", "arguments": {"tags": ["x", "y"}}}',
        { name: 'f', arguments: { tags: ['x', 'y'] } },
        [
          [M, 45],
          [M, 47],
        ],
      ],
    ];

    it.each(cases)('should repair %j', (text, expected, repairs) => {
      const result = parseWithRepairs(text);
      expectSame(result.value, expected);
      expect(result.repairs.map((r) => [r.code, r.position])).toEqual(repairs);
      for (const repair of result.repairs) expect(repair.message.length).toBeGreaterThan(0);
    });

    it.each(cases)('should read %j the same with the push parser, in any chunking', (text) => {
      const body = text.startsWith('```') ? text.slice(8, -4) : text;
      const whole = pushInChunks([body]);
      // every closer in a chunk of its own, one character at a time, and pieces of three
      const closersAlone = body.split(/([\]}])/).filter((piece) => piece.length > 0);
      for (const pieces of [closersAlone, splitText(body, [1]), splitText(body, [3])]) {
        const pushed = pushInChunks(pieces);
        expect(pushed.error).toBeUndefined();
        expectSame(pushed.value, whole.value);
        expect(mergeChunks(pushed.events)).toEqual(mergeChunks(whole.events));
        expect(pushed.repairs).toEqual(whole.repairs);
        expect(pushed.consumed).toBe(whole.consumed);
      }
      expectSame(whole.value, parse(text));
    });

    it.each([
      // the closer ends the object, so what follows it is text after the value
      ['{"a": [1, 2}, "b": 3}', 'UNEXPECTED_CHARACTER', 12],
      ['[{"a": 1], 2]', 'UNEXPECTED_CHARACTER', 9],
      // a missing value is not invented
      ['{"a": ]', 'MISSING_VALUE', 6],
      ['[{"a": ]', 'MISSING_VALUE', 7],
      ['[{"a"]', 'UNEXPECTED_CHARACTER', 5],
      // dropped, and then the input ends after a comma
      ['[1, }', 'UNEXPECTED_END', 5],
    ])('should still reject %j with %s at %i', (text, code, position) => {
      const error = errorOf(() => parse(text));
      expect([error.code, error.position]).toEqual([code, position]);
    });

    it('should stay linear on thousands of closers that fit nothing', () => {
      // every `}` would search the whole stack of 5,000 open arrays if it were not counted
      const text = `${'['.repeat(5_000)}1${'}'.repeat(200_000)}${']'.repeat(5_000)}`;
      const repairs: RJSONRepair[] = [];
      const value = parse(text, { onRepair: (r) => repairs.push(r) });
      let depth = 0;
      for (let v = value; Array.isArray(v); v = v[0]) depth++;
      expect(depth).toBe(5_000);
      expect(repairs.length).toBe(200_000);
    });
  });

  describe('rejections', () => {
    const cases: [string, string, number, number, number][] = [
      // input, code, position, line, column
      ['', 'EMPTY_INPUT', 0, 1, 1],
      ['   \n ', 'EMPTY_INPUT', 5, 2, 2],
      ['// only a comment', 'EMPTY_INPUT', 17, 1, 18],
      ['```json\n```', 'EMPTY_INPUT', 8, 2, 1],
      ['I cannot help with that.', 'NO_JSON', 0, 1, 1],
      ['Sure! {"a": 1}', 'NO_JSON', 0, 1, 1],
      ['nul l', 'NO_JSON', 0, 1, 1],
      ['\\', 'NO_JSON', 0, 1, 1],
      [']', 'NO_JSON', 0, 1, 1],
      ['{"a": 1} Hope this helps', 'UNEXPECTED_CHARACTER', 9, 1, 10],
      ['{"a": 1} {"b": 2}', 'UNEXPECTED_CHARACTER', 9, 1, 10],
      ['{"a":1}} x', 'UNEXPECTED_CHARACTER', 9, 1, 10],
      ['[1, 2]] ]x', 'UNEXPECTED_CHARACTER', 9, 1, 10],
      ['```json\n{"a": 1}\n``` trailing prose', 'UNEXPECTED_CHARACTER', 17, 3, 1],
      ['{"a" 1}', 'UNEXPECTED_CHARACTER', 5, 1, 6],
      ['[1 @]', 'UNEXPECTED_CHARACTER', 3, 1, 4],
      ['{"a" ]}', 'UNEXPECTED_CHARACTER', 5, 1, 6],
      ['[1 x]', 'UNEXPECTED_CHARACTER', 3, 1, 4],
      ['{"a": yes}', 'UNEXPECTED_CHARACTER', 6, 1, 7],
      ['{"a": tru}', 'UNEXPECTED_CHARACTER', 9, 1, 10],
      ['{"a": nullish}', 'UNEXPECTED_CHARACTER', 10, 1, 11],
      ['{,}', 'UNEXPECTED_CHARACTER', 1, 1, 2],
      ['{a-b: 1}', 'UNEXPECTED_CHARACTER', 2, 1, 3],
      ['{"a": 1 "b"}', 'UNEXPECTED_CHARACTER', 11, 1, 12],
      ['{"a": "x" "y"}', 'UNEXPECTED_CHARACTER', 13, 1, 14],
      ['/ {}', 'UNEXPECTED_CHARACTER', 1, 1, 2],
      ['{\n  "a": 1,\n  "b": ?\n}', 'UNEXPECTED_CHARACTER', 19, 3, 8],
      ['{"a":', 'UNEXPECTED_END', 5, 1, 6],
      ['{"a"', 'UNEXPECTED_END', 4, 1, 5],
      ['{a', 'UNEXPECTED_END', 2, 1, 3],
      ['{"a": 1,', 'UNEXPECTED_END', 8, 1, 9],
      ['{"a": 1, "b"', 'UNEXPECTED_END', 12, 1, 13],
      ['[1, 2,', 'UNEXPECTED_END', 6, 1, 7],
      ['[1, }', 'UNEXPECTED_END', 5, 1, 6],
      ['{"a": 1, ]', 'UNEXPECTED_END', 10, 1, 11],
      ['{', 'UNEXPECTED_END', 1, 1, 2],
      ['[', 'UNEXPECTED_END', 1, 1, 2],
      ['{"a": tr', 'UNEXPECTED_END', 8, 1, 9],
      ['tru', 'UNEXPECTED_END', 3, 1, 4],
      ['-', 'UNEXPECTED_END', 1, 1, 2],
      ['[1e', 'UNEXPECTED_END', 3, 1, 4],
      ['{"a": 1 /* unterminated', 'UNEXPECTED_END', 23, 1, 24],
      ['[1] /', 'UNEXPECTED_END', 5, 1, 6],
      ['{"a": "abc', 'UNTERMINATED_STRING', 10, 1, 11],
      ['"abc', 'UNTERMINATED_STRING', 4, 1, 5],
      ['{"ke', 'UNTERMINATED_STRING', 4, 1, 5],
      ['"ends in escape \\', 'UNTERMINATED_STRING', 17, 1, 18],
      ['{"a": }', 'MISSING_VALUE', 6, 1, 7],
      ['{"a": ,"b": 1}', 'MISSING_VALUE', 6, 1, 7],
      ['[1,,2]', 'MISSING_VALUE', 3, 1, 4],
      ['[,]', 'MISSING_VALUE', 1, 1, 2],
      ['{"a": 01}', 'INVALID_NUMBER', 7, 1, 8],
      ['{"a": 1e}', 'INVALID_NUMBER', 8, 1, 9],
      ['{"a": -}', 'INVALID_NUMBER', 7, 1, 8],
      ['[1.2.3]', 'INVALID_NUMBER', 4, 1, 5],
      ['[0x]', 'INVALID_NUMBER', 3, 1, 4],
      ['[1a]', 'INVALID_NUMBER', 2, 1, 3],
      ['[.]', 'INVALID_NUMBER', 2, 1, 3],
      ['"\\u12G4"', 'INVALID_ESCAPE', 5, 1, 6],
      ['"\\x4"', 'INVALID_ESCAPE', 4, 1, 5],
      ['{\\x61: 1}', 'INVALID_ESCAPE', 2, 1, 3],
      ['[[1]]', 'DEPTH_LIMIT', 1, 1, 2],
    ];

    it.each(cases)(
      'should reject %j with %s at %i (%i:%i)',
      (text, code, position, line, column) => {
        const error = errorOf(() => parse(text, { maxDepth: 1 }));
        expect({
          code: error.code,
          position: error.position,
          line: error.line,
          column: error.column,
        }).toEqual({
          code,
          position,
          line,
          column,
        });
        expect(error.message).toMatch(/^Expected|^The input ends|^Objects and arrays/);
        expect(error.message).toContain(`line ${line}, column ${column}`);
        expect(error).toBeInstanceOf(Error);
        expect(error.name).toBe('RJSONParseError');
      },
    );

    it('should say what was expected where', () => {
      expect(errorOf(() => parse('{"a": 1 @}')).message).toBe(
        `Expected ',' or '}' after an object member but found "@" at line 1, column 9.`,
      );
      expect(errorOf(() => parse('{"a":')).message).toBe(
        "Expected a value after ':', but the input ends at line 1, column 6.",
      );
    });

    it('should throw a TypeError for a non-string argument', () => {
      expect(() => parse(42 as unknown as string)).toThrow(TypeError);
    });

    it.each([-1, Number.NaN, '5' as unknown as number])(
      'should throw a TypeError for maxDepth %j',
      (maxDepth) => {
        expect(() => parse('[]', { maxDepth })).toThrow(/maxDepth must be a number/);
      },
    );
  });

  describe('safety', () => {
    it.each([
      '{"__proto__": {"polluted": 1}}',
      '/**/{"__proto__": {"polluted": 1}}',
      '{__proto__: {polluted: 1}}',
      "{'__proto__': {polluted: 1}, a: [{__proto__: {polluted: 2}}]}",
      '{"a": {"__proto__": {"polluted": 1}}',
    ])('should keep __proto__ an own data property for %j', (text) => {
      const value = parse(text) as Record<string, unknown>;
      const holder = (
        value.a === undefined ? value : Array.isArray(value.a) ? value.a[0] : value.a
      ) as Record<string, unknown>;
      expect(Object.getPrototypeOf(holder)).toBe(Object.prototype);
      expect(Object.hasOwn(holder, '__proto__')).toBe(true);
      expect(Object.getOwnPropertyDescriptor(holder, '__proto__')?.value).toEqual({
        polluted: expect.any(Number),
      });
      expect(holder.polluted).toBeUndefined();
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    });

    it.each([
      '{"constructor": {"prototype": {"polluted": 1}}, "prototype": {"polluted": 1}}',
      '/**/{"constructor": {"prototype": {"polluted": 1}}, "prototype": {"polluted": 1}}',
    ])('should keep constructor and prototype own properties for %j', (text) => {
      const value = parse(text) as Record<string, Record<string, unknown>>;
      expect(Object.hasOwn(value, 'constructor')).toBe(true);
      expect(Object.hasOwn(value, 'prototype')).toBe(true);
      expect(value.constructor?.prototype).toEqual({ polluted: 1 });
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      expect(Object.prototype.constructor).toBe(Object);
    });

    it('should leave Object.prototype untouched', () => {
      const before = Object.getOwnPropertyNames(Object.prototype).sort();
      parse('{"__proto__": {"x": 1}, "constructor": {"prototype": {"y": 2}}}');
      parse('/**/{__proto__: {x: 1}, constructor: {prototype: {y: 2}}}');
      pushInChunks(splitText('{__proto__: {x: 1}, constructor: {prototype: {y: 2}}}', [1]));
      expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(before);
      expect(Object.prototype).not.toHaveProperty('x');
      expect(Object.prototype).not.toHaveProperty('y');
    });

    it('should fail 200,000 nested [ with DEPTH_LIMIT, not a stack overflow', () => {
      const error = errorOf(() => parse('['.repeat(200_000)));
      expect([error.code, error.position]).toEqual(['DEPTH_LIMIT', 10_000]);
    });

    it('should fail 100,000 nested [{"": with DEPTH_LIMIT', () => {
      const error = errorOf(() => parse('[{"":'.repeat(100_000)));
      expect([error.code, error.position]).toEqual(['DEPTH_LIMIT', 25_000]);
    });

    it('should fail deep valid JSON (the JSON.parse path) with DEPTH_LIMIT', () => {
      const text = `${'['.repeat(20_000)}${']'.repeat(20_000)}`;
      const error = errorOf(() => parse(text));
      expect([error.code, error.position]).toEqual(['DEPTH_LIMIT', 10_000]);
      const inside = errorOf(() => parse(`[1,${text},2]`));
      expect([inside.code, inside.position]).toEqual(['DEPTH_LIMIT', 10_002]);
    });

    it.each([
      [
        'more [ than maxDepth at the start',
        `${'['.repeat(11)}1${']'.repeat(11)}`,
        'DEPTH_LIMIT',
        10,
      ],
      [
        'more closers than maxDepth at the end',
        `${'{"a":'.repeat(11)}1${'}'.repeat(11)}`,
        'DEPTH_LIMIT',
        50,
      ],
      ['an opening bracket at the end', '[1, 2, 3, [[[[[', 'UNEXPECTED_END', 15],
    ])('should not hand JSON.parse a text with %s', (_, text, code, position) => {
      const native = vi.spyOn(JSON, 'parse');
      try {
        const error = errorOf(() => parse(text, { maxDepth: 10 }));
        expect([error.code, error.position]).toEqual([code, position]);
        expect(native).not.toHaveBeenCalled();
      } finally {
        native.mockRestore();
      }
    });

    it.each([
      [1000, 1000, true],
      [1000, 1001, false],
      [300, 300, true],
      [300, 301, false],
      [10, 11, false],
    ])(
      'should check the depth of valid JSON from the fast path (maxDepth %i, depth %i)',
      (maxDepth, depth, ok) => {
        // padded so that the text is long enough to need the check, and inside `[0, …, 0]` so
        // that neither end shows the depth: the walk of the parsed value has to find it
        const pad = ' '.repeat(2 * maxDepth);
        const inner = depth - 1;
        const inputs = [
          `${'['.repeat(inner)}${']'.repeat(inner)}`,
          `${'{"a":'.repeat(inner)}1${'}'.repeat(inner)}`,
          `${'[{"a":'.repeat(inner >> 1)}${inner % 2 === 1 ? '[]' : '0'}${'}]'.repeat(inner >> 1)}`,
        ].map((deep) => `[0, ${deep}, 0]${pad}`);
        const native = vi.spyOn(JSON, 'parse');
        try {
          for (const input of inputs) {
            if (ok) expect(() => parse(input, { maxDepth })).not.toThrow();
            else expect(errorOf(() => parse(input, { maxDepth })).code).toBe('DEPTH_LIMIT');
          }
          expect(native).toHaveBeenCalledTimes(inputs.length);
        } finally {
          native.mockRestore();
        }
      },
    );

    it('should check the depth correctly when Object.prototype has enumerable additions', () => {
      // inside `[0, …, 0]`, so that the depth is found by the walk of the value JSON.parse built
      const text = `[0, ${'{"a":'.repeat(400)}1${'}'.repeat(400)}, 0]${' '.repeat(600)}`;
      Object.defineProperty(Object.prototype, 'rjsonTestAddition', {
        value: { nested: { deeper: {} } },
        enumerable: true,
        writable: true,
        configurable: true,
      });
      try {
        expect(errorOf(() => parse(text, { maxDepth: 300 })).code).toBe('DEPTH_LIMIT');
        expect(() => parse(text, { maxDepth: 401 })).not.toThrow();
      } finally {
        delete (Object.prototype as Record<string, unknown>).rjsonTestAddition;
      }
    });

    it.each([
      [3, '[[[1]]]', [[[1]]]],
      [3, '{"a":{"b":[1]}}', { a: { b: [1] } }],
    ])('should accept nesting up to maxDepth %i: %j', (maxDepth, text, expected) => {
      expect(parse(text, { maxDepth })).toEqual(expected);
    });

    it.each([
      [3, '[[[[1]]]]', 3],
      [3, '{"a":{"b":{"c":{}}}}', 15],
      [0, '[]', 0],
      [2, `${'['.repeat(10)}${']'.repeat(10)}`, 2],
    ])('should reject nesting deeper than maxDepth %i: %j', (maxDepth, text, position) => {
      const error = errorOf(() => parse(text, { maxDepth }));
      expect([error.code, error.position]).toEqual(['DEPTH_LIMIT', position]);
    });
  });
});
