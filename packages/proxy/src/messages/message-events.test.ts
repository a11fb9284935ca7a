import type { LanguageModelV4StreamPart } from '@ai-sdk/provider';
import { describe, expect, it } from 'vitest';
import { OpenAIError } from '../openai-error';
import { MessageEvents } from './message-events';

const usage = {
  inputTokens: { total: 7, noCache: 7, cacheRead: undefined, cacheWrite: undefined },
  outputTokens: { total: 3, text: 3, reasoning: undefined },
};
const finish = (unified: 'stop' | 'length'): LanguageModelV4StreamPart => ({
  type: 'finish',
  finishReason: { unified, raw: unified },
  usage,
});

type Payload = Record<string, unknown> & { type: string };

function run(parts: LanguageModelV4StreamPart[]): Payload[] {
  const events = new MessageEvents('m', true);
  const sent = [
    ...events.start(),
    ...parts.flatMap((part) => events.push(part)),
    ...events.finish(),
  ];
  return sent.map((event) => {
    const payload = JSON.parse(event.data) as Payload;
    expect(event.event).toBe(payload.type);
    return payload;
  });
}

describe('MessageEvents', () => {
  it('should number blocks in order: thinking, text, then one tool_use per call', () => {
    const sent = run([
      { type: 'reasoning-delta', id: 'r', delta: 'Hmm' },
      { type: 'text-delta', id: 't', delta: 'Sure.' },
      { type: 'tool-input-start', id: 'c', toolName: 'f' },
      { type: 'tool-input-delta', id: 'c', delta: '{"a"' },
      { type: 'tool-input-delta', id: 'c', delta: ':1}' },
      { type: 'tool-input-end', id: 'c' },
      { type: 'tool-call', toolCallId: 'c', toolName: 'f', input: '{"a":1}' },
      finish('stop'),
    ]);
    expect(
      sent.map(({ type, index, delta, content_block }) => [type, index, delta ?? content_block]),
    ).toEqual([
      ['message_start', undefined, undefined],
      ['ping', undefined, undefined],
      ['content_block_start', 0, { type: 'thinking', thinking: '', signature: '' }],
      ['content_block_delta', 0, { type: 'thinking_delta', thinking: 'Hmm' }],
      ['content_block_stop', 0, undefined],
      ['content_block_start', 1, { type: 'text', text: '' }],
      ['content_block_delta', 1, { type: 'text_delta', text: 'Sure.' }],
      ['content_block_stop', 1, undefined],
      ['content_block_start', 2, { type: 'tool_use', id: 'c', name: 'f', input: {} }],
      ['content_block_delta', 2, { type: 'input_json_delta', partial_json: '{"a"' }],
      ['content_block_delta', 2, { type: 'input_json_delta', partial_json: ':1}' }],
      ['content_block_stop', 2, undefined],
      ['message_delta', undefined, { stop_reason: 'tool_use', stop_sequence: null }],
      ['message_stop', undefined, undefined],
    ]);
    expect(sent[0]?.message).toMatchObject({
      type: 'message',
      role: 'assistant',
      model: 'm',
      content: [],
    });
    expect(sent.at(-2)?.usage).toMatchObject({ input_tokens: 7, output_tokens: 3 });
  });

  it("should send a botched call's text as one JSON string, which parses back to the text", () => {
    const raw = '<tool_call>{"name": "f", "arguments": {"a": oops}}</tool_call>';
    const sent = run([
      { type: 'tool-call', toolCallId: 'c', toolName: 'f', input: raw },
      finish('stop'),
    ]);
    const pieces = sent.flatMap((event) =>
      event.type === 'content_block_delta'
        ? [(event.delta as { partial_json: string }).partial_json]
        : [],
    );
    expect(JSON.parse(pieces.join(''))).toBe(raw);
  });

  it('should say max_tokens for a cut answer, end_turn for a plain one', () => {
    expect(run([finish('length')]).at(-2)?.delta).toMatchObject({ stop_reason: 'max_tokens' });
    expect(
      run([{ type: 'text-delta', id: 't', delta: 'Hi' }, finish('stop')]).at(-2)?.delta,
    ).toMatchObject({
      stop_reason: 'end_turn',
    });
  });

  it("should end a failed stream with an error event in Anthropic's shape", () => {
    const events = new MessageEvents('m', true);
    const [failed] = events.fail(new OpenAIError({ status: 504, message: 'Too slow.' }));
    expect(failed?.event).toBe('error');
    expect(JSON.parse(failed?.data ?? '')).toEqual({
      type: 'error',
      error: { type: 'timeout_error', message: 'Too slow.' },
    });
  });
});
