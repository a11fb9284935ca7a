import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectModesAgree } from '../test-utils/expect-modes-agree';
import { RUNS } from '../test-utils/fuzz-settings';
import { chunkBySizes } from '../test-utils/stream-helpers';
import type { FunctionTool, ToolCallProtocol } from '../types';
import { llama3JsonFormat } from './llama3-json-format';

// Issue 25, item 11: Llama 3.2 and 4 write two shapes. Llama-3.2-3B-Instruct's chat template
// teaches `{"name": …, "parameters": …}` (rendered, it writes a history call exactly so), and
// the family also answers with pythonic lists; the llama3-json preset, which toolMiddlewareFor
// gives them, reads both.

const buildProtocol = llama3JsonFormat.presets[0]?.protocol;
if (buildProtocol === undefined) throw new Error('the llama3-json preset builds its own protocol');
const protocol: ToolCallProtocol = buildProtocol();
const weather: FunctionTool = {
  type: 'function',
  name: 'get_weather',
  inputSchema: {
    type: 'object',
    properties: { city: { type: 'string' }, days: { type: 'integer' } },
  },
};

const splits: Array<[string, (text: string) => string[]]> = [
  ['whole', (text) => [text]],
  ['one character at a time', (text) => text.split('')],
  ['in chunks of 3 and 5', (text) => chunkBySizes(text, [3, 5])],
];

describe('the llama3-json preset', () => {
  describe.each(splits)('split %s', (_name, split) => {
    it.each<[string, string, Array<Record<string, unknown>>]>([
      [
        'the JSON its template teaches',
        '{"name": "get_weather", "parameters": {"city": "Oslo"}}',
        [{ city: 'Oslo' }],
      ],
      [
        'JSON after <|python_tag|>',
        '<|python_tag|>{"name": "get_weather", "parameters": {"city": "Oslo", "days": 2}}',
        [{ city: 'Oslo', days: 2 }],
      ],
      [
        'a pythonic list',
        "[get_weather(city='Oslo'), get_weather(city='Rome', days=3)]",
        [{ city: 'Oslo' }, { city: 'Rome', days: 3 }],
      ],
      [
        "Llama 4's <|python_start|> list",
        "<|python_start|>[get_weather(city='Oslo')]<|python_end|>",
        [{ city: 'Oslo' }],
      ],
    ])('should read %s', async (_case, call, inputs) => {
      const text = `Let me check.\n${call}`;
      const run = await expectModesAgree(protocol, [weather], text, split(text));
      expect(run.errors).toEqual([]);
      expect(run.summary.text).toBe('Let me check.\n');
      expect(run.summary.calls).toEqual(
        inputs.map((input) => ({ toolName: 'get_weather', input: JSON.stringify(input) })),
      );
    });
  });

  it('should still write history calls as its template does', () => {
    expect(protocol.formatToolCall({ toolName: 'get_weather', input: { city: 'Oslo' } })).toBe(
      '{"name": "get_weather", "parameters": {"city": "Oslo"}}',
    );
  });

  it('should read either shape, under any chunking', async () => {
    const city = fc.stringMatching(/^[A-Za-z ]{1,10}$/);
    await fc.assert(
      fc.asyncProperty(
        city,
        fc.boolean(),
        fc.array(fc.integer({ min: 1, max: 9 }), { minLength: 1, maxLength: 4 }),
        async (name, pythonic, sizes) => {
          const call = pythonic
            ? `[get_weather(city=${JSON.stringify(name)})]`
            : JSON.stringify({ name: 'get_weather', parameters: { city: name } });
          const text = `Sure.\n${call}`;
          const run = await expectModesAgree(protocol, [weather], text, chunkBySizes(text, sizes));
          expect(run.summary.calls).toEqual([
            { toolName: 'get_weather', input: JSON.stringify({ city: name }) },
          ]);
        },
      ),
      { numRuns: RUNS },
    );
  });
});
