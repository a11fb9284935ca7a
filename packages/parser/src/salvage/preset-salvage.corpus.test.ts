import {
  type FunctionTool,
  type StreamPart,
  type ToolCallProtocol,
  withFallbackProtocols,
} from '@tool/protocols';
import { describe, expect, it } from 'vitest';
import { presetDefinitions, presetNames } from '../presets/preset-definitions';
import { CORPUS_TOOLS, proseCorpus } from '../test-utils/prose-corpus';

// Issue 32, item 4: with every preset's defaults — its own format plus the neighbours it reads
// (PRESET_SALVAGE) — no output of the prose corpus becomes a call, not even a botched one sent
// back to the model (malformedCalls 'feedback'), and every character comes out as text. No
// preset is excepted: xlam, minicpm5 and llama3-json, whose own syntax is what some prose shows
// (a fenced JSON list, a `<function name=…>` element, a bare object), read it as a call only when
// it names a declared tool or is written the way their models write calls.

const corpus = proseCorpus();
const tools = CORPUS_TOOLS as FunctionTool[];

it('should hold at least 200 prose outputs', () => {
  expect(corpus.length).toBeGreaterThanOrEqual(200);
});

describe.each(presetNames)('the %s preset with its default salvage', (preset) => {
  const { protocol, fallbackProtocols = [] } = presetDefinitions[preset];
  const reader = withFallbackProtocols(protocol, fallbackProtocols);

  it('should read no call in any prose output, keeping all its text', () => {
    const falseCalls: string[] = [];
    for (const text of corpus) {
      const parts = reader.parseGeneratedText({
        text,
        tools,
        options: { malformedCalls: 'feedback' },
      });
      if (parts.some((part) => part.type === 'tool-call')) falseCalls.push(text);
      const out = parts
        .map((part) => (part.type === 'text' || part.type === 'reasoning' ? part.text : ''))
        .join('');
      // No reasoning blocks and no calls here: everything is text, as written.
      if (!falseCalls.includes(text)) expect(out).toBe(text);
    }
    expect(falseCalls).toEqual([]);
  });

  it('should read no call in any prose output streamed in pieces of 7, keeping all its text', async () => {
    const wrong: string[] = [];
    for (const text of corpus) {
      const { calls, out } = await streamed(reader, text, 7);
      if (calls > 0 || out !== text) wrong.push(text);
    }
    expect(wrong).toEqual([]);
  });
});

/** The tool calls and the text of `text` streamed through `protocol` in pieces of `size`. */
async function streamed(protocol: ToolCallProtocol, text: string, size: number) {
  const deltas: StreamPart[] = [];
  for (let i = 0; i < text.length; i += size) {
    deltas.push({ type: 'text-delta', id: 't', delta: text.slice(i, i + size) });
  }
  const parts: StreamPart[] = [
    { type: 'text-start', id: 't' },
    ...deltas,
    { type: 'text-end', id: 't' },
  ];
  const source = new ReadableStream<StreamPart>({
    start(controller) {
      for (const part of parts) controller.enqueue(part);
      controller.close();
    },
  });
  const stream = source.pipeThrough(
    protocol.createStreamParser({ tools, options: { malformedCalls: 'feedback' } }),
  );
  let calls = 0;
  let out = '';
  const reading = stream.getReader();
  for (let next = await reading.read(); !next.done; next = await reading.read()) {
    if (next.value.type === 'tool-call') calls += 1;
    if (next.value.type === 'text-delta') out += next.value.delta as string;
  }
  return { calls, out };
}
