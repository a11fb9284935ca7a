import type { LanguageModelV4StreamPart } from '@ai-sdk/provider';
import { describe, expect, it } from 'vitest';
import { type AnswerEvent, AnswerStream } from './answer-stream';

const usage = {
  inputTokens: { total: 3, noCache: 3, cacheRead: undefined, cacheWrite: undefined },
  outputTokens: { total: 2, text: 2, reasoning: undefined },
};
const finish = (unified: 'stop' | 'length'): LanguageModelV4StreamPart => ({
  type: 'finish',
  finishReason: { unified, raw: unified },
  usage,
});
const text = (delta: string): LanguageModelV4StreamPart => ({ type: 'text-delta', id: 't', delta });
const streamedCall = (id: string, pieces: string[], input = pieces.join('')) =>
  [
    { type: 'tool-input-start', id, toolName: 'f' },
    ...pieces.map((delta) => ({ type: 'tool-input-delta', id, delta })),
    { type: 'tool-input-end', id },
    { type: 'tool-call', toolCallId: id, toolName: 'f', input },
  ] as LanguageModelV4StreamPart[];

function run(parts: LanguageModelV4StreamPart[], parallel = true) {
  const stream = new AnswerStream(parallel);
  const events: AnswerEvent[] = parts.flatMap((part) => stream.push(part));
  const last = stream.finish();
  return { events: [...events, ...last.events], end: last.end, stream };
}

describe('AnswerStream', () => {
  it('should start once, at the first part with content, and keep the metadata sent before it', () => {
    const { events, stream } = run([
      { type: 'stream-start', warnings: [] },
      { type: 'response-metadata', id: 'up-1' },
      text('Hi'),
      { type: 'response-metadata', id: 'up-2' },
      text(' there'),
      finish('stop'),
    ]);
    expect(events).toEqual([
      { type: 'started' },
      { type: 'text', delta: 'Hi' },
      { type: 'text', delta: ' there' },
    ]);
    expect(stream.metadata?.id).toBe('up-1');
  });

  it('should pass a call on only at its tool-call part, with the pieces it was written in', () => {
    const stream = new AnswerStream(true);
    const [start, ...rest] = streamedCall('a', ['{"x"', ':1}']);
    expect(stream.push(start as LanguageModelV4StreamPart)).toEqual([{ type: 'started' }]);
    const events = rest.flatMap((part) => stream.push(part));
    expect(events).toEqual([
      {
        type: 'call',
        index: 0,
        id: 'a',
        name: 'f',
        input: '{"x":1}',
        pieces: ['{"x"', ':1}'],
        streamed: true,
      },
    ]);
    expect(stream.finish().end.reason).toBe('tool_calls');
  });

  it("should give a botched call's input, the model's text, as its one piece", () => {
    const raw = '<tool_call>{"name": "f", "arguments": {"x": oops}}</tool_call>';
    const { events } = run([...streamedCall('a', ['{', '"x":'], raw), finish('stop')]);
    expect(events.at(-1)).toMatchObject({ type: 'call', input: raw, pieces: [raw] });
  });

  it('should pass only the first call that comes out with parallel tool calls off', () => {
    const { events, stream } = run(
      [...streamedCall('a', ['{}']), ...streamedCall('b', ['{}']), finish('stop')],
      false,
    );
    expect(
      events
        .filter((event) => event.type === 'call')
        .map((event) => event.type === 'call' && event.id),
    ).toEqual(['a']);
    expect(stream.callCount).toBe(1);
  });

  it('should drop whitespace that ends the text when there are calls, and send it when there are none', () => {
    const withCall = run([
      text('Checking.'),
      text('\n\n'),
      ...streamedCall('a', ['{}']),
      text('\n'),
      finish('stop'),
    ]);
    expect(withCall.events.filter((event) => event.type === 'text')).toEqual([
      { type: 'text', delta: 'Checking.' },
    ]);
    const plain = run([text('Hello '), text('\n'), text('world\n'), finish('stop')]);
    expect(plain.events.filter((event) => event.type === 'text')).toEqual([
      { type: 'text', delta: 'Hello' },
      { type: 'text', delta: ' \nworld' },
      { type: 'text', delta: '\n' },
    ]);
  });

  it('should end with the finish reason and usage, and drop a call the stream ended inside', () => {
    const { events, end } = run([
      { type: 'reasoning-delta', id: 'r', delta: 'Hmm' },
      { type: 'tool-input-start', id: 'a', toolName: 'f' },
      finish('length'),
    ]);
    expect(events).toEqual([{ type: 'started' }, { type: 'reasoning', delta: 'Hmm' }]);
    expect(end).toEqual({ reason: 'length', usage });
  });
});
