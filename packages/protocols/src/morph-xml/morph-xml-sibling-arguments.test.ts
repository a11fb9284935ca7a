import { describe, expect, it } from 'vitest';
import {
  chunkBySizes,
  runStream,
  summarizeContent,
  summarizeParts,
} from '../test-utils/stream-helpers';
import type { FunctionTool, ToolCallErrorMetadata } from '../types';
import { morphXmlProtocol } from './morph-xml-protocol';

// Issue 22 through the XML preset's protocol: an array argument ends where its element ends, so
// the declared argument after it keeps its own value — in generate and in stream mode, however the
// output is cut — and a string value that cannot be read on its own is reported, not swallowed.

const protocol = morphXmlProtocol();

const setTags = (items: Record<string, unknown>): FunctionTool => ({
  type: 'function',
  name: 'set_tags',
  inputSchema: {
    type: 'object',
    properties: { tags: { type: 'array', items }, id: { type: 'integer' } },
    required: ['tags', 'id'],
  },
});

const splits: Array<[string, (text: string) => string[]]> = [
  ['whole', (text) => [text]],
  ['one character at a time', (text) => text.split('')],
  ['in chunks of 3 and 5', (text) => chunkBySizes(text, [3, 5])],
];

async function calls(tool: FunctionTool, text: string, split: (text: string) => string[]) {
  const generated = summarizeContent(protocol.parseGeneratedText({ text, tools: [tool] }));
  const streamed = summarizeParts(await runStream(protocol, [tool], split(text)));
  expect(streamed).toEqual(generated);
  return generated.calls;
}

describe('morphXmlProtocol with an array followed by a declared argument', () => {
  describe.each(splits)('split %s', (_name, split) => {
    it.each<[string, Record<string, unknown>, string, unknown]>([
      [
        'index-keyed strings (the issue)',
        { type: 'string' },
        '<set_tags><tags><0>a</0><1>b</1></tags><id>7</id></set_tags>',
        { tags: ['a', 'b'], id: 7 },
      ],
      [
        'index-keyed strings out of order, pretty-printed',
        { type: 'string' },
        '<set_tags>\n  <tags>\n    <1>b</1>\n    <0>a</0>\n  </tags>\n  <id>7</id>\n</set_tags>',
        { tags: ['a', 'b'], id: 7 },
      ],
      [
        '<item> strings with markup',
        { type: 'string' },
        '<set_tags><tags><item>a < b</item><item></p></item></tags><id>7</id></set_tags>',
        { tags: ['a < b', '</p>'], id: 7 },
      ],
      [
        'repeated tags of numbers',
        { type: 'number' },
        '<set_tags><tags>1</tags><tags>2.5</tags><id>7</id></set_tags>',
        { tags: [1, 2.5], id: 7 },
      ],
      [
        'index-keyed objects',
        { type: 'object', properties: { name: { type: 'string' } } },
        '<set_tags><tags><0><name>a</name></0></tags><id>7</id></set_tags>',
        { tags: [{ name: 'a' }], id: 7 },
      ],
      [
        '<item> strings with the list close tag forgotten',
        { type: 'string' },
        '<set_tags><tags><item>a</item><id>7</id></set_tags>',
        { tags: ['a'], id: 7 },
      ],
    ])('should give each argument its own value: %s', async (_case, items, text, input) => {
      expect(await calls(setTags(items), `Tagging. ${text} Done.`, split)).toEqual([
        { toolName: 'set_tags', input: JSON.stringify(input) },
      ]);
    });
  });

  it('should report a string value that swallows the argument after it, and keep the text', async () => {
    const tool: FunctionTool = {
      type: 'function',
      name: 'note',
      inputSchema: {
        type: 'object',
        properties: { text: { type: 'string' }, id: { type: 'integer' } },
      },
    };
    const text = 'Saving. <note><text>remember this<id>7</id></note> Done.';
    for (const split of [[text], text.split('')]) {
      const errors: ToolCallErrorMetadata[] = [];
      const parts = await runStream(protocol, [tool], split, {
        onError: (_message, metadata) => errors.push(metadata),
      });
      expect(summarizeParts(parts)).toEqual({ text, reasoning: '', calls: [] });
      expect(errors).toHaveLength(1);
      expect(errors[0]).toMatchObject({ code: 'INVALID_XML', toolName: 'note' });
      expect(errors[0]?.error.cause).toMatchObject({ code: 'UNCLOSED_STRING_VALUE' });
      expect(errors[0]?.error.message).toContain('<id>');
    }
  });
});
