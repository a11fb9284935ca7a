import type { FunctionTool, ParsedContent, StreamPart } from '@tool/protocols';
import { convertArrayToReadableStream, convertReadableStreamToArray } from 'ai/test';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toolChoiceProtocol } from './tool-choice-protocol';

const tools: FunctionTool[] = [
  {
    name: 'get_weather',
    inputSchema: {
      type: 'object',
      properties: { city: { type: 'string' }, days: { type: 'number' } },
    },
  },
  { name: 'get_time', inputSchema: { type: 'object', properties: { zone: { type: 'string' } } } },
];
let counter = 0;
const options = () => ({ generateId: () => `c${counter++}` });

const summarize = (content: ReadonlyArray<ParsedContent>) => ({
  text: content.flatMap((item) => (item.type === 'text' ? [item.text] : [])).join(''),
  calls: content.flatMap((item) =>
    item.type === 'tool-call' ? [`${item.toolName} ${item.input}`] : [],
  ),
});

async function streamed(chunks: string[]) {
  const parts: StreamPart[] = [
    { type: 'text-start', id: 't' },
    ...chunks.map((delta) => ({ type: 'text-delta' as const, id: 't', delta })),
    { type: 'text-end', id: 't' },
    { type: 'finish', finishReason: { unified: 'stop', raw: 'stop' }, usage: {} },
  ];
  const out = await convertReadableStreamToArray(
    convertArrayToReadableStream(parts).pipeThrough(
      toolChoiceProtocol.createStreamParser({ tools, options: options() }),
    ),
  );
  return {
    text: out.flatMap((part) => (part.type === 'text-delta' ? [String(part.delta)] : [])).join(''),
    calls: out.flatMap((part) =>
      part.type === 'tool-call' ? [`${String(part.toolName)} ${String(part.input)}`] : [],
    ),
  };
}

describe('toolChoiceProtocol', () => {
  it.each([
    {
      input: '{"name":"get_time","arguments":{"zone":"UTC"}}',
      text: '',
      calls: ['get_time {"zone":"UTC"}'],
    },
    {
      input: '\n {"name":"get_weather","arguments":{"city":"Seoul","days":"2"}} \n',
      text: '\n  \n',
      calls: ['get_weather {"city":"Seoul","days":2}'],
    },
    {
      input:
        '[{"name":"get_time","arguments":{"zone":"UTC"}},{"name":"get_time","arguments":{"zone":"KST"}}]',
      text: '',
      calls: ['get_time {"zone":"UTC"}', 'get_time {"zone":"KST"}'],
    },
    {
      input: "{name: 'get_time', arguments: {zone: 'UTC',},}",
      text: '',
      calls: ['get_time {"zone":"UTC"}'],
    },
    { input: '{"name":"nope","arguments":{}}', text: '{"name":"nope","arguments":{}}', calls: [] },
    { input: 'Sorry, no.', text: 'Sorry, no.', calls: [] },
    {
      input: '{"name":"get_time","arguments":{"zone": } and more {"name":"get_time"}',
      text: '{"name":"get_time","arguments":{"zone": } and more {"name":"get_time"}',
      calls: [],
    },
  ])('should read $input', ({ input, text, calls }) => {
    expect(
      summarize(toolChoiceProtocol.parseGeneratedText({ text: input, tools, options: options() })),
    ).toEqual({ text, calls });
  });

  it('should give the same text and calls however the answer is split', async () => {
    const answers = fc.constantFrom(
      '{"name":"get_weather","arguments":{"city":"Seoul \\"center\\"","days":3}}',
      ' [{"name":"get_time","arguments":{"zone":"UTC"}}]\n',
      '{"name":"get_time","arguments":{"zone":"U',
      'plain {"name":"nope"} text',
    );
    await fc.assert(
      fc.asyncProperty(
        answers,
        fc.array(fc.integer({ min: 1, max: 9 }), { minLength: 1, maxLength: 20 }),
        async (answer, sizes) => {
          const chunks: string[] = [];
          let i = 0;
          for (let k = 0; i < answer.length; k++) {
            const size = sizes[k % sizes.length] ?? 1;
            chunks.push(answer.slice(i, i + size));
            i += size;
          }
          const whole = summarize(
            toolChoiceProtocol.parseGeneratedText({ text: answer, tools, options: options() }),
          );
          expect(await streamed(chunks)).toEqual(whole);
        },
      ),
      { numRuns: 60 },
    );
  });
});
