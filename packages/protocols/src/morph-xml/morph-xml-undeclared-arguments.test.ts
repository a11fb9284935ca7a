import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectModesAgree } from '../test-utils/expect-modes-agree';
import { RUNS } from '../test-utils/fuzz-settings';
import { chunkBySizes } from '../test-utils/stream-helpers';
import type { FunctionTool, ProtocolOptions } from '../types';
import { morphXmlProtocol } from './morph-xml-protocol';

// Issue 25, item 0: an argument the schema does not declare, written after (or before) a string
// argument, is a sibling of it — never folded into its value — and the unknownArguments policy
// (issue 32, item 3) decides what becomes of it. In generate and stream mode, under any chunking.

const protocol = morphXmlProtocol();

const weather: FunctionTool = {
  type: 'function',
  name: 'get_weather',
  inputSchema: {
    type: 'object',
    properties: { city: { type: 'string' }, unit: { type: 'string' } },
    required: ['city'],
    additionalProperties: false,
  },
};

const splits: Array<[string, (text: string) => string[]]> = [
  ['whole', (text) => [text]],
  ['one character at a time', (text) => text.split('')],
  ['in chunks of 3 and 5', (text) => chunkBySizes(text, [3, 5])],
];

/** The calls with their inputs parsed: the order of the keys is the writer's, not the model's. */
function inputs(run: { summary: { calls: Array<{ toolName: string; input: string }> } }) {
  return run.summary.calls.map((call) => ({ ...call, input: JSON.parse(call.input) }));
}

async function read(text: string, split: (text: string) => string[], options?: ProtocolOptions) {
  return expectModesAgree(protocol, [weather], text, split(text), { options });
}

describe('morphXmlProtocol with arguments the schema does not declare', () => {
  describe.each(splits)('split %s', (_name, split) => {
    it.each<[string, string, Record<string, unknown>]>([
      [
        'a string sibling (the issue)',
        '<get_weather><city>Paris</city><mood>sunny</mood></get_weather>',
        { city: 'Paris', mood: 'sunny' },
      ],
      [
        'a number sibling on its own line',
        '<get_weather>\n<city>Paris</city>\n<days>3</days>\n</get_weather>',
        { city: 'Paris', days: 3 },
      ],
      [
        'an undeclared sibling before the string',
        '<get_weather>\n  <mood>sunny</mood>\n  <city>Paris</city>\n</get_weather>',
        { mood: 'sunny', city: 'Paris' },
      ],
      [
        'undeclared siblings between declared ones',
        '<get_weather><city>Paris</city><days>3</days><unit>C</unit><note>hi</note></get_weather>',
        { city: 'Paris', days: 3, unit: 'C', note: 'hi' },
      ],
      [
        'an undeclared sibling with attributes',
        '<get_weather><city>Paris</city>\n<mood kind="x">sunny</mood></get_weather>',
        { city: 'Paris', mood: 'sunny' },
      ],
    ])('should keep the value exact and the sibling apart: %s', async (_case, call, input) => {
      const run = await read(`Checking. ${call} Done.`, split);
      expect(inputs(run)).toEqual([{ toolName: 'get_weather', input }]);
      expect(run.summary.text).toBe('Checking.  Done.');
      expect(run.errors).toEqual([]);
    });

    it('should still keep markup inside a value whose own close tag has not come', async () => {
      const call = '<get_weather><city>a <b>bold</b> town</city></get_weather>';
      const run = await read(call, split);
      expect(run.summary.calls).toEqual([
        { toolName: 'get_weather', input: JSON.stringify({ city: 'a <b>bold</b> town' }) },
      ]);
    });

    it("should drop an undeclared sibling with unknownArguments: 'drop', and say so", async () => {
      const call = '<get_weather><city>Paris</city><mood>sunny</mood><unit>C</unit></get_weather>';
      const run = await read(call, split, { unknownArguments: 'drop' });
      expect(run.summary.calls).toEqual([
        { toolName: 'get_weather', input: JSON.stringify({ city: 'Paris', unit: 'C' }) },
      ]);
      expect(run.errors).toEqual([
        {
          code: 'UNKNOWN_ARGUMENT',
          toolName: 'get_weather',
          segment: undefined,
          position: undefined,
        },
      ]);
    });

    it("should botch the call with unknownArguments: 'botched' (feedback)", async () => {
      const call = '<get_weather><mood>sunny</mood><city>Paris</city></get_weather>';
      const run = await read(`Checking. ${call}`, split, {
        unknownArguments: 'botched',
        malformedCalls: 'feedback',
      });
      // The call goes back to the model as the text it wrote: its arguments would pass a schema
      // that strips unknown keys, and the call must not run.
      expect(run.summary.calls).toEqual([{ toolName: 'get_weather', input: call }]);
      expect(run.summary.text).toBe('Checking. ');
      expect(run.errors).toEqual([
        { code: 'UNKNOWN_ARGUMENT', toolName: 'get_weather', segment: call, position: 10 },
      ]);
    });
  });

  it('should give any declared string value exactly, whatever undeclared siblings surround it', async () => {
    const valueText = fc
      .string({ unit: fc.constantFrom('a', 'Z', ' ', '<', '>', '/', '=', '"', "'", '-', 'é') })
      .filter((v) => v.trim() === v && !/<\/?city|<\/get_weather/.test(v));
    const sibling = fc.tuple(
      fc.constantFrom('mood', 'days', 'note', 'x1', 'cityName'),
      fc.stringMatching(/^[a-z]{0,6}$/).map((v) => `w${v}`),
    );
    const gap = fc.constantFrom('', '\n', '\n  ', ' ');
    await fc.assert(
      fc.asyncProperty(
        valueText,
        fc.uniqueArray(sibling, { selector: ([name]) => name, maxLength: 3 }),
        fc.nat({ max: 3 }),
        gap,
        fc.array(fc.integer({ min: 1, max: 9 }), { minLength: 1, maxLength: 4 }),
        async (value, siblings, at, space, sizes) => {
          const where = Math.min(at, siblings.length);
          const elements = siblings.map(([name, text]) => `<${name}>${text}</${name}>`);
          elements.splice(where, 0, `<city>${value}</city>`);
          const text = `<get_weather>${space}${elements.join(space)}${space}</get_weather>`;
          const expected = siblings.map(([name, v]): [string, unknown] => [name, v]);
          expected.splice(where, 0, ['city', value]);
          const run = await expectModesAgree(protocol, [weather], text, chunkBySizes(text, sizes));
          expect(inputs(run)).toEqual([
            { toolName: 'get_weather', input: Object.fromEntries(expected) },
          ]);
          const dropped = await expectModesAgree(
            protocol,
            [weather],
            text,
            chunkBySizes(text, sizes),
            { options: { unknownArguments: 'drop' } },
          );
          expect(dropped.summary.calls).toEqual([
            { toolName: 'get_weather', input: JSON.stringify({ city: value }) },
          ]);
          expect(dropped.errors.map((e) => e.code)).toEqual(siblings.map(() => 'UNKNOWN_ARGUMENT'));
        },
      ),
      { numRuns: RUNS },
    );
  });
});
