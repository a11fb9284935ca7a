import type {
  LanguageModelV4Content,
  LanguageModelV4FunctionTool,
  LanguageModelV4StreamPart,
} from '@ai-sdk/provider';
import { wrapLanguageModel } from 'ai';
import { describe, expect, it } from 'vitest';
import { callParams, readAll } from '../test-utils/call-params';
import { reasoningCorpus } from '../test-utils/reasoning-corpus';
import { scriptedModel } from '../test-utils/scripted-model';
import { toolMiddlewareFor } from './tool-middleware-for';

const tools: LanguageModelV4FunctionTool[] = [
  {
    type: 'function',
    name: 'get_weather',
    inputSchema: {
      type: 'object',
      properties: { city: { type: 'string' }, days: { type: 'integer' } },
      required: ['city'],
    },
  },
  {
    type: 'function',
    name: 'write_file',
    inputSchema: {
      type: 'object',
      properties: { path: { type: 'string' }, content: { type: 'string' } },
      required: ['path', 'content'],
    },
  },
];

/** Five ways a provider may cut the same output, as streams arrive from real servers. */
const chunkings: Array<{ name: string; cut: (text: string) => string[] }> = [
  { name: 'whole', cut: (text) => [text] },
  { name: '1 character', cut: (text) => [...text] },
  { name: '3 characters', cut: (text) => text.match(/[\s\S]{1,3}/g) ?? [] },
  { name: 'seeded 1–9', cut: (text) => seededPieces(text, 7) },
  { name: 'tokens', cut: (text) => text.match(/\s+|[\p{L}\p{N}_]+|[^\s\p{L}\p{N}_]{1,2}/gu) ?? [] },
];

interface Seen {
  calls: Array<{ toolName: string; input: unknown }>;
  text: string;
  reasoning: string;
}

function seenInContent(content: ReadonlyArray<LanguageModelV4Content>): Seen {
  const seen: Seen = { calls: [], text: '', reasoning: '' };
  for (const part of content) {
    if (part.type === 'text') seen.text += part.text;
    else if (part.type === 'reasoning') seen.reasoning += part.text;
    else if (part.type === 'tool-call') {
      seen.calls.push({ toolName: part.toolName, input: JSON.parse(part.input) });
    }
  }
  return seen;
}

/** What a stream gives, and every tool-input delta that does not add up to its call's input. */
function seenInStream(parts: ReadonlyArray<LanguageModelV4StreamPart>): Seen & { bad: string[] } {
  const seen: Seen & { bad: string[] } = { calls: [], text: '', reasoning: '', bad: [] };
  const deltas = new Map<string, string>();
  for (const part of parts) {
    if (part.type === 'text-delta') seen.text += part.delta;
    else if (part.type === 'reasoning-delta') seen.reasoning += part.delta;
    else if (part.type === 'tool-input-start') deltas.set(part.id, '');
    else if (part.type === 'tool-input-delta')
      deltas.set(part.id, `${deltas.get(part.id)}${part.delta}`);
    else if (part.type === 'tool-call') {
      if (deltas.get(part.toolCallId) !== part.input) seen.bad.push(part.toolCallId);
      seen.calls.push({ toolName: part.toolName, input: JSON.parse(part.input) });
    }
  }
  if (parts[parts.length - 1]?.type !== 'finish') seen.bad.push('no finish');
  return seen;
}

// Thinking models' raw outputs in nine and more formats, through `toolMiddlewareFor(modelId)` as a
// user wires them: generate mode and five chunkings each give the calls, text and reasoning the
// sample expects, with tool-input deltas that add up exactly.
describe.each(reasoningCorpus)('$name', (sample) => {
  const { modelId, output, calls, text, reasoning } = sample;
  const expected: Seen = { calls, text, reasoning };
  const middleware = () =>
    toolMiddlewareFor(
      modelId,
      sample.reasoningOption === undefined ? {} : { reasoning: sample.reasoningOption },
    );
  const model = () =>
    wrapLanguageModel({ model: scriptedModel([{ chunks: [output] }]), middleware: middleware() });

  it('should give the expected calls, text and reasoning in generate mode', async () => {
    const result = await model().doGenerate(callParams({ tools }));
    expect(seenInContent(result.content)).toEqual(expected);
    expect(result.finishReason.unified).toBe(calls.length > 0 ? 'tool-calls' : 'stop');
  });

  it.each(chunkings)('should stream the same, cut $name', async ({ cut }) => {
    const wrapped = wrapLanguageModel({
      model: scriptedModel([{ chunks: cut(output) }]),
      middleware: middleware(),
    });
    const parts = await readAll((await wrapped.doStream(callParams({ tools }))).stream);
    const { bad, ...seen } = seenInStream(parts);
    expect(bad).toEqual([]);
    expect(seen).toEqual(expected);
  });
});

/** Pieces of 1–9 characters from a small linear congruential generator (the same every run). */
function seededPieces(text: string, seed: number): string[] {
  const pieces: string[] = [];
  let state = seed;
  for (let i = 0; i < text.length; ) {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    const size = 1 + (state % 9);
    pieces.push(text.slice(i, i + size));
    i += size;
  }
  return pieces;
}
