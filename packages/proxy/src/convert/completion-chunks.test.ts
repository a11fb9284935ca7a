import type { LanguageModelV4StreamPart } from '@ai-sdk/provider';
import { describe, expect, it } from 'vitest';
import { type ChunkDelta, CompletionChunks } from './completion-chunks';

const usage = {
  inputTokens: { total: 3, noCache: 3, cacheRead: undefined, cacheWrite: undefined },
  outputTokens: { total: 2, text: 2, reasoning: undefined },
};
const finish = (unified: 'stop' | 'tool-calls' | 'length'): LanguageModelV4StreamPart => ({
  type: 'finish',
  finishReason: { unified, raw: 'stop' },
  usage,
});

/** The deltas (and finish reasons) for a part list, one entry per chunk. */
function run(
  parts: LanguageModelV4StreamPart[],
  options = { parallelToolCalls: true, includeUsage: false },
) {
  const chunks = new CompletionChunks('m', options);
  const out = [...parts.flatMap((part) => chunks.push(part)), ...chunks.finish()];
  return {
    chunks: out,
    deltas: out.map((chunk) => chunk.choices[0]?.delta ?? 'usage'),
    finish: out
      .map((chunk) => chunk.choices[0]?.finish_reason ?? null)
      .filter((reason) => reason !== null),
  };
}

const callParts = (id: string, name: string, pieces: string[]): LanguageModelV4StreamPart[] => [
  { type: 'tool-input-start', id, toolName: name },
  ...pieces.map((delta): LanguageModelV4StreamPart => ({ type: 'tool-input-delta', id, delta })),
  { type: 'tool-input-end', id },
  { type: 'tool-call', toolCallId: id, toolName: name, input: pieces.join('') },
];

describe('CompletionChunks', () => {
  it('should send the role first, then text, calls with index/id/name then argument pieces, then finish', () => {
    const { deltas, finish: reasons } = run([
      { type: 'stream-start', warnings: [] },
      { type: 'response-metadata', id: 'chatcmpl-up', modelId: 'up', timestamp: new Date(5000) },
      { type: 'text-start', id: 't' },
      { type: 'text-delta', id: 't', delta: 'Hi.' },
      { type: 'text-end', id: 't' },
      ...callParts('call_1', 'f', ['{"a"', ':1}']),
      ...callParts('call_2', 'g', ['{}']),
      finish('tool-calls'),
    ]);
    expect(deltas).toEqual<Array<ChunkDelta | string>>([
      { role: 'assistant', content: '' },
      { content: 'Hi.' },
      {
        tool_calls: [
          { index: 0, id: 'call_1', type: 'function', function: { name: 'f', arguments: '' } },
        ],
      },
      { tool_calls: [{ index: 0, function: { arguments: '{"a"' } }] },
      { tool_calls: [{ index: 0, function: { arguments: ':1}' } }] },
      {
        tool_calls: [
          { index: 1, id: 'call_2', type: 'function', function: { name: 'g', arguments: '' } },
        ],
      },
      { tool_calls: [{ index: 1, function: { arguments: '{}' } }] },
      {},
    ]);
    expect(reasons).toEqual(['tool_calls']);
  });

  it("should name every chunk with the upstream's id and time when they come first", () => {
    const { chunks } = run([
      { type: 'response-metadata', id: 'chatcmpl-up', timestamp: new Date(5000) },
      { type: 'text-delta', id: 't', delta: 'x' },
      finish('stop'),
    ]);
    for (const chunk of chunks)
      expect(chunk).toMatchObject({ id: 'chatcmpl-up', created: 5, model: 'm' });
  });

  it('should send a call that arrives whole in one entry', () => {
    const { deltas } = run([
      { type: 'tool-call', toolCallId: 'a', toolName: 'f', input: '{"x":1}' },
      finish('stop'),
    ]);
    expect(deltas.slice(1, -1)).toEqual([
      {
        tool_calls: [
          { index: 0, id: 'a', type: 'function', function: { name: 'f', arguments: '{"x":1}' } },
        ],
      },
    ]);
  });

  it('should hold a call until its tool-call part: nothing of it goes out while it is written', () => {
    const chunks = new CompletionChunks('m', { parallelToolCalls: true, includeUsage: false });
    const sent = [
      ...chunks.push({ type: 'tool-input-start', id: 'a', toolName: 'f' }),
      ...chunks.push({ type: 'tool-input-delta', id: 'a', delta: '{"x"' }),
      ...chunks.push({ type: 'tool-input-end', id: 'a' }),
    ];
    expect(sent.map((chunk) => chunk.choices[0]?.delta)).toEqual([
      { role: 'assistant', content: '' },
    ]);
    expect(chunks.callCount).toBe(0);
  });

  it("should send a botched call's input, the model's text, in one piece after its first entry", () => {
    // In feedback mode the deltas are the arguments read before the call broke; its input is the
    // call's text. The client must add up to the input, as the whole answer gives it.
    const raw = '<tool_call>\n{"name": "f", "arguments": {"x": oops}}\n</tool_call>';
    const { deltas, finish: reasons } = run([
      { type: 'tool-input-start', id: 'a', toolName: 'f' },
      { type: 'tool-input-delta', id: 'a', delta: '{' },
      { type: 'tool-input-delta', id: 'a', delta: '"x":' },
      { type: 'tool-input-end', id: 'a' },
      { type: 'tool-call', toolCallId: 'a', toolName: 'f', input: raw },
      finish('tool-calls'),
    ]);
    expect(deltas.slice(1, -1)).toEqual([
      {
        tool_calls: [
          { index: 0, id: 'a', type: 'function', function: { name: 'f', arguments: '' } },
        ],
      },
      { tool_calls: [{ index: 0, function: { arguments: raw } }] },
    ]);
    expect(reasons).toEqual(['tool_calls']);
  });

  it('should send nothing of a call that became text, and finish as the model did', () => {
    // `malformedCalls: 'text'`: the call started, broke, and its text follows as text.
    const { deltas, finish: reasons } = run([
      { type: 'tool-input-start', id: 'a', toolName: 'f' },
      { type: 'tool-input-delta', id: 'a', delta: '{"x":' },
      { type: 'tool-input-end', id: 'a' },
      {
        type: 'text-delta',
        id: 't',
        delta: '<tool_call>{"name": "f", "arguments": {"x": </tool_call>',
      },
      ...callParts('b', 'g', ['{}']),
      { type: 'tool-input-start', id: 'c', toolName: 'h' },
      finish('stop'),
    ]);
    expect(deltas.slice(1, -1)).toEqual([
      { content: '<tool_call>{"name": "f", "arguments": {"x": </tool_call>' },
      {
        tool_calls: [
          { index: 0, id: 'b', type: 'function', function: { name: 'g', arguments: '' } },
        ],
      },
      { tool_calls: [{ index: 0, function: { arguments: '{}' } }] },
    ]);
    expect(reasons).toEqual(['tool_calls']);
    const none = run([
      { type: 'tool-input-start', id: 'a', toolName: 'f' },
      { type: 'tool-input-end', id: 'a' },
      { type: 'text-delta', id: 't', delta: 'broken' },
      finish('stop'),
    ]);
    expect(none.deltas.slice(1)).toEqual([{ content: 'broken' }, {}]);
    expect(none.finish).toEqual(['stop']);
  });

  it('should pass only the first call with parallel_tool_calls false', () => {
    const { deltas } = run(
      [...callParts('a', 'f', ['{}']), ...callParts('b', 'g', ['{"z":3}']), finish('tool-calls')],
      { parallelToolCalls: false, includeUsage: false },
    );
    const calls = deltas.flatMap((delta) =>
      typeof delta === 'string' ? [] : (delta.tool_calls ?? []),
    );
    expect(calls.map((call) => call.index)).toEqual([0, 0]);
    expect(calls[0]?.function.name).toBe('f');
  });

  it('should pass the first call that comes out with parallel_tool_calls false, not one that broke', () => {
    const { deltas } = run(
      [
        { type: 'tool-input-start', id: 'a', toolName: 'f' },
        { type: 'tool-input-end', id: 'a' },
        ...callParts('b', 'g', ['{"z":3}']),
        ...callParts('c', 'h', ['{}']),
        finish('tool-calls'),
      ],
      { parallelToolCalls: false, includeUsage: false },
    );
    const calls = deltas.flatMap((delta) =>
      typeof delta === 'string' ? [] : (delta.tool_calls ?? []),
    );
    expect(calls.map((call) => [call.index, call.id, call.function])).toEqual([
      [0, 'b', { name: 'g', arguments: '' }],
      [0, undefined, { arguments: '{"z":3}' }],
    ]);
  });

  it('should hold whitespace that ends the text: dropped around calls, sent without them', () => {
    const text = (delta: string): LanguageModelV4StreamPart => ({
      type: 'text-delta',
      id: 't',
      delta,
    });
    const withCalls = run([
      text('Checking.'),
      text('\n\n'),
      ...callParts('a', 'f', ['{}']),
      text('\n'),
      finish('tool-calls'),
    ]);
    expect(withCalls.deltas.filter((d) => typeof d !== 'string' && 'content' in d)).toEqual([
      { role: 'assistant', content: '' },
      { content: 'Checking.' },
    ]);
    const plain = run([text('Hello '), text('\n'), text('world'), text('\n'), finish('stop')]);
    expect(plain.deltas.filter((d) => typeof d !== 'string' && 'content' in d)).toEqual([
      { role: 'assistant', content: '' },
      { content: 'Hello' },
      { content: ' \nworld' },
      { content: '\n' },
    ]);
  });

  it('should stream reasoning as reasoning_content and end with a usage chunk when asked', () => {
    const { chunks, deltas } = run(
      [
        { type: 'reasoning-delta', id: 'r', delta: 'Hmm' },
        { type: 'text-delta', id: 't', delta: 'Ok' },
        finish('stop'),
      ],
      { parallelToolCalls: true, includeUsage: true },
    );
    expect(deltas).toEqual([
      { role: 'assistant', content: '' },
      { reasoning_content: 'Hmm' },
      { content: 'Ok' },
      {},
      'usage',
    ]);
    expect(chunks.at(-1)).toMatchObject({
      choices: [],
      usage: { prompt_tokens: 3, completion_tokens: 2, total_tokens: 5 },
    });
    for (const chunk of chunks.slice(0, -1)) expect(chunk.usage).toBeNull();
  });

  it('should still send the role and a finish for an empty answer', () => {
    expect(run([finish('length')]).deltas).toEqual([{ role: 'assistant', content: '' }, {}]);
    expect(run([finish('length')]).finish).toEqual(['length']);
  });
});
