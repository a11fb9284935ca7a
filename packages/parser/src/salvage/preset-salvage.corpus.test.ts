import { type FunctionTool, withFallbackProtocols } from '@tool/protocols';
import { describe, expect, it } from 'vitest';
import { presetDefinitions, presetNames } from '../presets/preset-definitions';
import { CORPUS_TOOLS, proseCorpus } from '../test-utils/prose-corpus';

// Issue 32, item 4: with every preset's defaults — its own format plus the neighbours it reads
// (PRESET_SALVAGE) — no output of the prose corpus becomes a call, not even a botched one sent
// back to the model (malformedCalls 'feedback'), and every character comes out as text.

const corpus = proseCorpus();
const tools = CORPUS_TOOLS as FunctionTool[];

it('should hold at least 200 prose outputs', () => {
  expect(corpus.length).toBeGreaterThanOrEqual(200);
});

/**
 * The one known exception: llama3-json's own call syntax is a bare object, and it reports a bare
 * call of an undeclared tool as UNKNOWN_TOOL, so in feedback mode this log line goes back to the
 * model as a botched call. Its salvage adds nothing to it (the same with its own format alone).
 */
const KNOWN: Partial<Record<string, readonly string[]>> = {
  'llama3-json': [
    `The old agent's log line {"name": "send_email", "arguments": {"to": "ops@example.com"}} shows what it tried.`,
  ],
};

/**
 * Two formats of issue 27 whose own call syntax is what some prose shows, read as their calls
 * (an undeclared tool's goes back to the model in feedback mode) — the same case as llama3-json,
 * measured here rather than hidden: xLAM's own marker is a fenced JSON list (a fence is its
 * envelope, like fenced-json's), and MiniCPM5's is a `<function name="…">` element, which an XML
 * document about functions is written with.
 */
const OWN_SYNTAX: Partial<Record<string, (text: string) => boolean>> = {
  xlam: (text) => /```(?:json)?\n\[\{"name"/.test(text),
  minicpm5: (text) => text.includes('<function name="'),
};

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
    const ownSyntax = OWN_SYNTAX[preset];
    if (ownSyntax === undefined) expect(falseCalls).toEqual(KNOWN[preset] ?? []);
    else expect(falseCalls.filter((text) => !ownSyntax(text))).toEqual([]);
  });
});
