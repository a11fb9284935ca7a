import type { StreamPart } from '@tool/protocols';
import { convertArrayToReadableStream, convertReadableStreamToArray } from 'ai/test';
import { describe, expect, it } from 'vitest';
import { dropBlankText } from './drop-blank-text';

const block = (id: string, ...deltas: string[]): StreamPart[] => [
  { type: 'text-start', id },
  ...deltas.map((delta) => ({ type: 'text-delta' as const, id, delta })),
  { type: 'text-end', id },
];

describe('dropBlankText', () => {
  it.each<{ name: string; input: StreamPart[]; expected: StreamPart[] }>([
    { name: 'drops a blank block', input: block('a', '\n', '  '), expected: [] },
    { name: 'drops an empty block', input: block('a'), expected: [] },
    {
      name: 'keeps a block with text, blank lead included',
      input: block('a', '\n', 'x', ' '),
      expected: block('a', '\n', 'x', ' '),
    },
    {
      name: 'passes other parts through in order',
      input: [
        ...block('a', '\n'),
        { type: 'tool-call', toolCallId: 'c', toolName: 't', input: '{}' },
        ...block('b', ' ok'),
      ],
      expected: [
        { type: 'tool-call', toolCallId: 'c', toolName: 't', input: '{}' },
        ...block('b', ' ok'),
      ],
    },
  ])('should $name', async ({ input, expected }) => {
    const out = await convertReadableStreamToArray(
      convertArrayToReadableStream(input).pipeThrough(dropBlankText()),
    );
    expect(out).toEqual(expected);
  });
});
