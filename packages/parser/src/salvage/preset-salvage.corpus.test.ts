import { type FunctionTool, withFallbackProtocols } from '@tool/protocols';
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
});
