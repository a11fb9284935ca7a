import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectModesAgree } from '../test-utils/expect-modes-agree';
import { RUNS } from '../test-utils/fuzz-settings';
import { chunkBySizes } from '../test-utils/stream-helpers';
import type { FunctionTool } from '../types';
import { qwen3CoderProtocol } from './qwen3-coder-protocol';

// Issue 25, item 9: a value whose `</parameter>` is followed only by a broken close — a misspelt
// `</functio>`, `</function >`, a cut-off `</function`, a stray word, or the end of the output —
// ends at that `</parameter>`, with a warning; code that contains `</parameter>` stays content.

const protocol = qwen3CoderProtocol();
const write: FunctionTool = {
  type: 'function',
  name: 'write',
  inputSchema: { type: 'object', properties: { content: { type: 'string' } } },
};

const splits: Array<[string, (text: string) => string[]]> = [
  ['whole', (text) => [text]],
  ['one character at a time', (text) => text.split('')],
  ['in chunks of 3 and 5', (text) => chunkBySizes(text, [3, 5])],
];

const call = (value: string) => `<tool_call>\n<function=write>\n<parameter=content>\n${value}\n`;
const warning = { code: 'INVALID_XML', toolName: 'write', segment: undefined, position: undefined };

describe('qwen3CoderProtocol with a broken close after </parameter>', () => {
  describe.each(splits)('split %s', (_name, split) => {
    it.each<[string, string, string]>([
      ['a misspelt </functio> (the issue)', '</parameter>\n</functio>', ''],
      ['</function > before </tool_call>', '</parameter>\n</function >\n</tool_call>', ''],
      ['a cut-off </function', '</parameter>\n</function', ''],
      ['a stray word', '</parameter>\ndone', ''],
      ['the end of the output', '</parameter>\n', '\n'],
      ['a broken close, then text', '</parameter>\n</functio>\n</tool_call>\nSaved.', '\nSaved.'],
    ])('should end the value at </parameter>: %s', async (_case, close, after) => {
      const text = `Writing.\n${call('hi')}${close}`;
      const run = await expectModesAgree(protocol, [write], text, split(text));
      expect(run.summary.calls).toEqual([{ toolName: 'write', input: '{"content":"hi"}' }]);
      expect(run.summary.text).toBe(`Writing.\n${after}`);
      expect(run.errors).toEqual([warning]);
    });

    it.each<[string, string]>([
      ['code that writes </parameter>', 'x = "</parameter>"\nprint(x)'],
      ['</parameter> then more than one word', 'a</parameter>\nmore words here'],
      ['</parameter> then a line of code', 'a</parameter>\n</functio>n() {}'],
    ])('should keep %s as content', async (_case, value) => {
      const text = `${call(value)}</parameter>\n</function>\n</tool_call>`;
      const run = await expectModesAgree(protocol, [write], text, split(text));
      expect(run.summary.calls).toEqual([
        { toolName: 'write', input: JSON.stringify({ content: value }) },
      ]);
      expect(run.errors).toEqual([]);
    });
  });

  it('should give any value exactly before any broken close, under any chunking', async () => {
    const value = fc
      .string({ unit: fc.constantFrom('a', 'Z', ' ', '>', '/', '=', '"', '\n', '{', 'é') })
      .filter((v) => v.trim() === v && v.length > 0);
    const close = fc.constantFrom(
      '</parameter>\n</functio>',
      '</parameter></function >',
      '</parameter>\n</function',
      '</parameter>\n</func>\n</tool_call>',
      '</parameter> oops',
      '</parameter>',
    );
    await fc.assert(
      fc.asyncProperty(
        value,
        close,
        fc.array(fc.integer({ min: 1, max: 9 }), { minLength: 1, maxLength: 4 }),
        async (v, c, sizes) => {
          const text = `${call(v)}${c}`;
          const run = await expectModesAgree(protocol, [write], text, chunkBySizes(text, sizes));
          expect(run.summary.calls).toEqual([
            { toolName: 'write', input: JSON.stringify({ content: v }) },
          ]);
          expect(run.errors).toEqual([warning]);
        },
      ),
      { numRuns: RUNS },
    );
  });
});
