import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectModesAgree } from '../test-utils/expect-modes-agree';
import { RUNS } from '../test-utils/fuzz-settings';
import { chunkBySizes } from '../test-utils/stream-helpers';
import type { FunctionTool } from '../types';
import { pythonicProtocol } from './pythonic-protocol';

// Issue 25, item 4: in a pythonic call list one bad call fails alone — its good siblings run,
// in a bare list and inside `<|python_start|>…<|python_end|>`; a non-finite number (1e999, inf,
// nan) fails its call instead of becoming a silent null; and a quote that never closes in a later
// call does not turn the rest of the list into plain text: the broken call's text runs to the
// list's `]` (read without quotes), the earlier calls run, and only what follows the list is text.

const protocol = pythonicProtocol();
const tools: FunctionTool[] = [
  {
    type: 'function',
    name: 'lookup',
    inputSchema: { type: 'object', properties: { id: { type: 'string' } } },
  },
  {
    type: 'function',
    name: 'get_weather',
    inputSchema: {
      type: 'object',
      properties: { city: { type: 'string' }, days: { type: 'number' } },
    },
  },
];

const splits: Array<[string, (text: string) => string[]]> = [
  ['whole', (text) => [text]],
  ['one character at a time', (text) => text.split('')],
  ['in chunks of 3 and 5', (text) => chunkBySizes(text, [3, 5])],
];

const oslo = { toolName: 'get_weather', input: '{"city":"Oslo"}' };
const rome = { toolName: 'get_weather', input: '{"city":"Rome"}' };

describe('pythonicProtocol with a bad call among good ones', () => {
  describe.each(splits)('split %s', (_name, split) => {
    it.each<[string, string, Array<typeof oslo>, string[]]>([
      [
        'a bytes literal (the issue)',
        "[lookup(id=b'x'), get_weather(city='Oslo')]",
        [oslo],
        ['INVALID_ARGUMENTS'],
      ],
      [
        'a bytes literal inside <|python_start|>',
        "<|python_start|>[lookup(id=b'x'), get_weather(city='Oslo')]<|python_end|>",
        [oslo],
        ['INVALID_ARGUMENTS'],
      ],
      [
        'bare calls inside <|python_start|>',
        "<|python_start|>lookup(id=b'x')\nget_weather(city='Oslo')<|python_end|>",
        [oslo],
        ['INVALID_ARGUMENTS'],
      ],
      [
        '1e999',
        "[get_weather(city='Oslo', days=1e999), get_weather(city='Rome')]",
        [rome],
        ['INVALID_ARGUMENTS'],
      ],
      [
        'inf',
        "[get_weather(city='Oslo', days=inf), get_weather(city='Rome')]",
        [rome],
        ['INVALID_ARGUMENTS'],
      ],
      [
        'nan',
        "[get_weather(city='Oslo', days=nan), get_weather(city='Rome')]",
        [rome],
        ['INVALID_ARGUMENTS'],
      ],
      [
        '-Infinity',
        "[get_weather(city='Rome'), get_weather(city='Oslo', days=-Infinity)]",
        [rome],
        ['INVALID_ARGUMENTS'],
      ],
      [
        'a positional argument in the middle',
        "[get_weather(city='Oslo'), lookup('x'), get_weather(city='Rome')]",
        [oslo, rome],
        ['INVALID_ARGUMENTS'],
      ],
      [
        'a bad value with brackets and quotes before its )',
        "[lookup(id=f('a)', [1, ')'])), get_weather(city='Oslo')]",
        [oslo],
        ['INVALID_ARGUMENTS'],
      ],
    ])('should keep the good calls: %s', async (_case, list, calls, codes) => {
      const text = `Checking. ${list} Done.`;
      const run = await expectModesAgree(protocol, tools, text, split(text));
      expect(run.summary.calls).toEqual(calls);
      expect(run.errors.map((error) => error.code)).toEqual(codes);
      expect(run.summary.text.endsWith(' Done.')).toBe(true);
    });

    it('should end a call with a quote that never closes at the list, in text mode', async () => {
      const broken = ", lookup(id='x), get_weather(city='Rome')]";
      const text = `Checking. [get_weather(city='Oslo')${broken} after`;
      const run = await expectModesAgree(protocol, tools, text, split(text));
      expect(run.summary.calls).toEqual([oslo]);
      expect(run.summary.text).toBe(`Checking. ${broken} after`);
      expect(run.errors).toEqual([
        { code: 'INVALID_ARGUMENTS', toolName: 'lookup', segment: broken, position: 35 },
      ]);
    });

    it('should send that call back with its text, and keep what follows the list as text', async () => {
      const broken = ", lookup(id='x), get_weather(city='Rome')]";
      const text = `Checking. [get_weather(city='Oslo')${broken} after`;
      const run = await expectModesAgree(protocol, tools, text, split(text), {
        options: { malformedCalls: 'feedback' },
      });
      expect(run.summary.calls).toEqual([oslo, { toolName: 'lookup', input: broken }]);
      expect(run.summary.text).toBe('Checking.  after');
    });
  });

  it('should run every good call of any list with bad calls among them, under any chunking', async () => {
    const good = fc
      .constantFrom('Oslo', 'Rome', 'a, b', "it's", 'x)y]')
      .map((city) => ({ text: `get_weather(city=${JSON.stringify(city)})`, city }));
    const bad = fc.constantFrom(
      "lookup(id=b'x')",
      'get_weather(days=1e999)',
      'get_weather(days=inf)',
      'get_weather(days=nan)',
      "lookup('positional')",
      'lookup(id=x.y)',
      "lookup(id='a' 'b')",
    );
    const entry = fc.oneof(
      good.map((g) => ({ ...g, good: true })),
      bad.map((text) => ({ text, city: '', good: false })),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.array(entry, { minLength: 1, maxLength: 5 }),
        fc.boolean(),
        fc.array(fc.integer({ min: 1, max: 9 }), { minLength: 1, maxLength: 4 }),
        async (entries, llama4, sizes) => {
          const list = `[${entries.map((e) => e.text).join(', ')}]`;
          const text = `Sure. ${llama4 ? `<|python_start|>${list}<|python_end|>` : list} Done.`;
          const run = await expectModesAgree(protocol, tools, text, chunkBySizes(text, sizes));
          expect(run.summary.calls).toEqual(
            entries
              .filter((e) => e.good)
              .map((e) => ({ toolName: 'get_weather', input: JSON.stringify({ city: e.city }) })),
          );
          expect(run.errors).toHaveLength(entries.filter((e) => !e.good).length);
          expect(run.summary.text.endsWith(' Done.')).toBe(true);
        },
      ),
      { numRuns: RUNS },
    );
  });
});
