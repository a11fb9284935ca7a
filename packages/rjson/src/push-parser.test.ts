import { describe, expect, it } from 'vitest';
import { parse } from './parse';
import { createPushParser } from './push-parser';
import { RJSONParseError } from './rjson-parse-error';
import { expectSame } from './test/expect-same';
import { eventsToValue, mergeChunks, pushInChunks, splitText } from './test/push-in-chunks';
import type { RJSONEvent, RJSONRepair } from './types';

function collect(): { events: RJSONEvent[]; onEvent: (event: RJSONEvent) => void } {
  const events: RJSONEvent[] = [];
  return { events, onEvent: (event) => events.push(event) };
}

function thrown(run: () => unknown): RJSONParseError {
  try {
    run();
  } catch (error) {
    if (RJSONParseError.isInstance(error)) return error;
    throw error;
  }
  throw new Error('expected an RJSONParseError');
}

describe('createPushParser', () => {
  it('should emit the structure as events', () => {
    const { events } = pushInChunks(['{"a": [1, "x", true, null], b: {}, "c": ""}']);
    expect(events).toEqual([
      { type: 'object-start' },
      { type: 'key', key: 'a' },
      { type: 'array-start' },
      { type: 'primitive', value: 1 },
      { type: 'string-start' },
      { type: 'string-chunk', text: 'x' },
      { type: 'string-end' },
      { type: 'primitive', value: true },
      { type: 'primitive', value: null },
      { type: 'array-end' },
      { type: 'key', key: 'b' },
      { type: 'object-start' },
      { type: 'object-end' },
      { type: 'key', key: 'c' },
      { type: 'string-start' },
      { type: 'string-end' },
      { type: 'object-end' },
      { type: 'end' },
    ]);
  });

  describe('chunk boundaries', () => {
    // `|` marks where the text is cut
    const cases: string[] = [
      '[tr|ue, fal|se, nu|ll]',
      '[No|ne, Tr|ue, Fa|lse]',
      '[12|34, 5|.|5, 1|e|5, -|1, +|.5, 0|x|1F]',
      '[-|Infinity, +|Inf|inity, -|NaN, Na|N]',
      '"\\u00|41\\u|0042\\x4|3"',
      '"\\|n\\|t\\|\\|"',
      '"a\\|\r|\nb"',
      '"a\r|\nb"',
      '"\\ud83d|\\ude00"',
      '"\ud83d|\ude00 raw pair"',
      '"x\ud83d|"',
      '/|/ comment\n|1',
      '/|* comment *|/ 1',
      '/* star *|*|/ 2',
      '[1 /|**|/]',
      '“|smart|”',
      '{“ke|y”: ‘va|lue’}',
      '{"ke|y": 1}',
      '{ke|y: 1, ü|ber: 2}',
      '{\ud835|\udc65: 1}',
      '{\\u00|61: 1, a\\|u0062|: 2}',
      '{"a": 1|\n"b": 2}',
      '[1|\n|2]',
      '[True|]',
      '{"a": [1, 2|',
      '\uFEFF| |[1]',
      '"C:\\|dir"',
      '{"items": [1, 2, 3|}',
      '{"items": [1, 2, 3|}|',
      '[{"a": 1|]',
      '{"a": {"b": [1, |2}',
      '[[{"x": [1|}|]',
      '{"a": [{"b": 1}|}',
      '{"a": [1, |}',
      '[{a: 1, |]|',
      '{"a": 1|]|}',
      '[1, 2|}|',
    ];

    it.each(cases)('should give the same as parse when cut as %j', (marked) => {
      const text = marked.replaceAll('|', '');
      const cut = pushInChunks(marked.split('|'));
      const whole = pushInChunks([text]);
      const chars = pushInChunks(splitText(text, [1]));
      const repairs: RJSONRepair[] = [];
      expectSame(cut.value, parse(text, { onRepair: (r) => repairs.push(r) }));
      expect(mergeChunks(cut.events)).toEqual(mergeChunks(whole.events));
      expect(mergeChunks(chars.events)).toEqual(mergeChunks(whole.events));
      expect(cut.repairs).toEqual(repairs);
      expect(chars.repairs).toEqual(repairs);
      // without onRepair, strings take the indexOf path
      expectSame(pushInChunks(marked.split('|'), undefined, false).value, cut.value);
    });

    it('should find escapes in repeated identical chunks', () => {
      const piece = '"a\\nb", "c", ';
      const pieces = ['[', piece, piece, piece, '"end"]'];
      const expected = ['a\nb', 'c', 'a\nb', 'c', 'a\nb', 'c', 'end'];
      expect(pushInChunks(pieces, undefined, false).value).toEqual(expected);
      expect(parse(pieces.join(''))).toEqual(expected);
    });

    it('should never end a string chunk with a high surrogate whose low half may follow', () => {
      const text = '["😀a😀", "\\ud83d\\ude00", "\ud83d"]';
      for (const sizes of [[1], [2], [3], [1, 2, 3, 5]]) {
        const { events } = pushInChunks(splitText(text, sizes));
        events.forEach((event, k) => {
          if (event.type !== 'string-chunk') return;
          const last = event.text.charCodeAt(event.text.length - 1);
          if (last >= 0xd800 && last <= 0xdbff)
            expect(events[k + 1]).toEqual({ type: 'string-end' });
        });
        expect(eventsToValue(events)).toEqual(['😀a😀', '😀', '\ud83d']);
      }
    });
  });

  describe('push', () => {
    it('should consume everything until the top-level value is complete', () => {
      const { onEvent } = collect();
      const parser = createPushParser({ onEvent });
      expect(parser.push('  {"a"')).toBe(6);
      expect(parser.done).toBe(false);
      expect(parser.push(': 1} and then')).toBe(4);
      expect(parser.done).toBe(true);
      expect(parser.position).toBe(10);
      expect(parser.push('more')).toBe(0);
    });

    it.each([
      ['{"a":1} rest', 7],
      ['[1]]', 3],
      ['"s"x', 3],
      ['true ', 4],
      ['12,', 2],
      ['NaN\n', 3],
      ['{}{}', 2],
    ])('should return the index just after the value in %j', (chunk, consumed) => {
      const parser = createPushParser({ onEvent: () => {} });
      expect(parser.push(chunk)).toBe(consumed);
      expect(parser.done).toBe(true);
    });

    it('should complete a top-level number only when a delimiter follows', () => {
      const { events, onEvent } = collect();
      const parser = createPushParser({ onEvent });
      expect(parser.push('12')).toBe(2);
      expect(parser.push('34')).toBe(2);
      expect(events).toEqual([]);
      expect(parser.push(' ')).toBe(0);
      expect(parser.done).toBe(true);
      expect(events).toEqual([{ type: 'primitive', value: 1234 }, { type: 'end' }]);
    });

    it('should complete a pending top-level number or keyword at end()', () => {
      for (const [text, value] of [
        ['-12.5e1', -125],
        ['None', null],
        ['0x10', 16],
      ] as const) {
        const { events, onEvent } = collect();
        const parser = createPushParser({ onEvent });
        parser.push(text);
        parser.end();
        expect(events).toEqual([{ type: 'primitive', value }, { type: 'end' }]);
        expect(parser.done).toBe(true);
      }
    });

    it('should skip leading whitespace, a BOM and comments', () => {
      const parser = createPushParser({ onEvent: () => {} });
      expect(parser.push('\uFEFF \n// note\n')).toBe(11);
      expect(parser.done).toBe(false);
      expect(parser.push('[1]')).toBe(3);
      expect(parser.done).toBe(true);
    });

    it('should report inString, depth and position as it goes', () => {
      const parser = createPushParser({ onEvent: () => {} });
      const seen: [boolean, number, number][] = [];
      for (const piece of ['{"na', 'me": [', '"a</tool_call>', 'b"', ', 1', ']', '}']) {
        parser.push(piece);
        seen.push([parser.inString, parser.depth, parser.position]);
      }
      expect(seen).toEqual([
        [true, 1, 4],
        [false, 2, 10],
        [true, 2, 24],
        [false, 2, 26],
        [false, 2, 29],
        [false, 1, 30],
        [false, 0, 31],
      ]);
    });

    it('should not count a comment as a string', () => {
      const parser = createPushParser({ onEvent: () => {} });
      parser.push('[1, /* "');
      expect(parser.inString).toBe(false);
      parser.push('*/ "');
      expect(parser.inString).toBe(true);
    });

    it('should emit string chunks as a long string value arrives', () => {
      const events: RJSONEvent[] = [];
      let chunkEvents = 0;
      const parser = createPushParser({
        onEvent: (event) => {
          events.push(event);
          if (event.type === 'string-chunk') chunkEvents++;
        },
      });
      const body = 'abcdefgh'.repeat(12_800); // 100 KB
      const text = `{"content": "${body}"}`;
      let chunksBeforeEnd = 0;
      for (const piece of splitText(text, [4])) {
        parser.push(piece);
        if (!parser.done) chunksBeforeEnd = chunkEvents;
      }
      parser.end();
      expect(chunksBeforeEnd).toBeGreaterThan(25_000);
      expect(eventsToValue(events)).toEqual({ content: body });
    });

    it('should emit the string start and first text in the chunk that opens it', () => {
      const { events, onEvent } = collect();
      const parser = createPushParser({ onEvent });
      parser.push('["hel');
      expect(events).toEqual([
        { type: 'array-start' },
        { type: 'string-start' },
        { type: 'string-chunk', text: 'hel' },
      ]);
    });

    it('should not accept a Markdown fence (framing is for parse only)', () => {
      const parser = createPushParser({ onEvent: () => {} });
      expect(thrown(() => parser.push('```json\n{}')).code).toBe('NO_JSON');
    });
  });

  describe('errors', () => {
    it('should throw as soon as the input can no longer be JSON', () => {
      const parser = createPushParser({ onEvent: () => {} });
      expect(thrown(() => parser.push('Hello')).code).toBe('NO_JSON');
      const other = createPushParser({ onEvent: () => {} });
      other.push('I');
      expect(thrown(() => other.push(' cannot')).code).toBe('NO_JSON');
    });

    it('should give absolute positions with line and column across chunks', () => {
      const parser = createPushParser({ onEvent: () => {} });
      parser.push('[\n1,\n');
      parser.push('  2,');
      const error = thrown(() => parser.push(' x]'));
      expect([error.code, error.position, error.line, error.column]).toEqual([
        'UNEXPECTED_CHARACTER',
        10,
        3,
        6,
      ]);
    });

    it('should reject bad arguments with a TypeError', () => {
      expect(() => createPushParser({ onEvent: () => {}, maxDepth: -1 })).toThrow(TypeError);
      const parser = createPushParser({ onEvent: () => {} });
      expect(() => parser.push(undefined as unknown as string)).toThrow(TypeError);
    });

    it('should stay failed after a throw', () => {
      const parser = createPushParser({ onEvent: () => {} });
      const first = thrown(() => parser.push('[1 @'));
      expect(thrown(() => parser.push('2]'))).toBe(first);
      expect(thrown(() => parser.end())).toBe(first);
    });

    it.each([
      ['', 'EMPTY_INPUT', 0],
      ['  ', 'EMPTY_INPUT', 2],
      ['{"a":', 'UNEXPECTED_END', 5],
      ['{"a"', 'UNEXPECTED_END', 4],
      ['[1,', 'UNEXPECTED_END', 3],
      ['"abc', 'UNTERMINATED_STRING', 4],
      ['{"ab', 'UNTERMINATED_STRING', 4],
      ['tru', 'UNEXPECTED_END', 3],
      ['[1] /', 'UNEXPECTED_END', 5],
    ])('should throw at end() when the value is incomplete: %j', (text, code, position) => {
      for (const sizes of [[1], [Number.MAX_SAFE_INTEGER]]) {
        const outcome = pushInChunks(splitText(text, sizes));
        if (text === '[1] /') {
          // the value is complete before the comment; the rest is the caller's
          expect(outcome.error).toBeUndefined();
          continue;
        }
        expect([outcome.error?.code, outcome.error?.position]).toEqual([code, position]);
      }
    });

    it('should close containers left open after a complete value at end()', () => {
      const repairs: string[] = [];
      const { events, onEvent } = collect();
      const parser = createPushParser({ onEvent, onRepair: (r) => repairs.push(r.code) });
      parser.push('{"a": [1, {"b": "c"}');
      expect(events.at(-1)).toEqual({ type: 'object-end' });
      parser.end();
      expect(events.slice(-3)).toEqual([
        { type: 'array-end' },
        { type: 'object-end' },
        { type: 'end' },
      ]);
      expect(repairs).toEqual(['UNCLOSED_CONTAINER', 'UNCLOSED_CONTAINER']);
      expect(parser.done).toBe(true);
    });

    it('should close the containers inside the one a wrong closer fits, when it arrives', () => {
      const repairs: string[] = [];
      const seen: Array<[string, number]> = [];
      const parser = createPushParser({
        onEvent: (event) => seen.push([event.type, parser.position]),
        onRepair: (r) => repairs.push(r.code),
      });
      parser.push('{"a": {"b": [1, 2');
      seen.length = 0;
      // the closer in a chunk of its own: the array and the object around it end at once
      expect(parser.push('}')).toBe(1);
      expect(seen).toEqual([
        ['primitive', 17],
        ['array-end', 17],
        ['object-end', 18],
      ]);
      expect([parser.done, parser.depth]).toEqual([false, 1]);
      expect(repairs).toEqual(['MISMATCHED_CLOSER']);
      // partial: the outer object is closed at the end of input
      parser.end();
      expect(seen.slice(3)).toEqual([
        ['object-end', 18],
        ['end', 18],
      ]);
      expect(repairs).toEqual(['MISMATCHED_CLOSER', 'UNCLOSED_CONTAINER']);
    });

    it('should stop at the closer that completes the value and leave the rest to the caller', () => {
      const parser = createPushParser({ onEvent: () => {} });
      expect(parser.push('{"a": [1, 2')).toBe(11);
      expect(parser.push('}} and prose')).toBe(1);
      expect(parser.done).toBe(true);
    });

    it('should drop a closer that fits no open container and keep the container open', () => {
      const repairs: string[] = [];
      const { events, onEvent } = collect();
      const parser = createPushParser({ onEvent, onRepair: (r) => repairs.push(r.code) });
      parser.push('[1, 2');
      parser.push('}');
      expect([parser.done, parser.depth]).toEqual([false, 1]);
      parser.push(', 3]');
      expect(eventsToValue(events)).toEqual([1, 2, 3]);
      expect(repairs).toEqual(['MISMATCHED_CLOSER']);
    });

    it('should fail 200,000 nested [ with DEPTH_LIMIT in any chunking', () => {
      const text = '['.repeat(200_000);
      for (const sizes of [[4], [Number.MAX_SAFE_INTEGER]]) {
        const outcome = pushInChunks(splitText(text, sizes));
        expect([outcome.error?.code, outcome.error?.position]).toEqual(['DEPTH_LIMIT', 10_000]);
      }
    });

    it('should honour maxDepth', () => {
      const outcome = pushInChunks(['[[[1]]]'], 2);
      expect([outcome.error?.code, outcome.error?.position]).toEqual(['DEPTH_LIMIT', 2]);
      expect(pushInChunks(['[[1]]'], 2).value).toEqual([[1]]);
    });
  });
});

describe('createPushParser position', () => {
  it('should give the offset just after the bracket during container events, under any chunking', () => {
    const text = ' [{"a": 1}, {"b": [2]}]';
    const expected = [
      ['array-start', 2],
      ['object-start', 3],
      ['object-end', 10],
      ['object-start', 13],
      ['array-start', 19],
      ['array-end', 21],
      ['object-end', 22],
      ['array-end', 23],
    ];
    for (const size of [1, 2, 3, 5, text.length]) {
      const seen: Array<[string, number]> = [];
      const parser = createPushParser({
        onEvent: (event) => {
          if (event.type.endsWith('-start') || event.type.endsWith('-end')) {
            if (!event.type.startsWith('string')) seen.push([event.type, parser.position]);
          }
        },
      });
      for (let i = 0; i < text.length; i += size) parser.push(text.slice(i, i + size));
      parser.end();
      expect(seen).toEqual(expected);
      expect(parser.position).toBe(text.length);
    }
  });

  it('should give the end of input for containers closed by the truncation repair', () => {
    const seen: number[] = [];
    const parser = createPushParser({
      onEvent: (event) => {
        if (event.type === 'object-end') seen.push(parser.position);
      },
    });
    parser.push('{"a": {"b": 1}');
    parser.end();
    expect(seen).toEqual([14, 14]);
  });
});
