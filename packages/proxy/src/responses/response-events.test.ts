import type { LanguageModelV4StreamPart } from '@ai-sdk/provider';
import { describe, expect, it } from 'vitest';
import { OpenAIError } from '../openai-error';
import type { ResponseEcho } from './parse-responses-request';
import { ResponseEvents } from './response-events';
import { newResponseContext } from './response-object';

const echo: ResponseEcho = {
  instructions: null,
  metadata: {},
  tools: [],
  toolChoice: 'auto',
  temperature: null,
  topP: null,
  maxOutputTokens: null,
  parallelToolCalls: true,
  format: { type: 'text' },
  reasoningEffort: null,
  user: null,
};
const usage = {
  inputTokens: { total: 5, noCache: 5, cacheRead: 2, cacheWrite: undefined },
  outputTokens: { total: 4, text: 3, reasoning: 1 },
};
const finish = (unified: 'stop' | 'length'): LanguageModelV4StreamPart => ({
  type: 'finish',
  finishReason: { unified, raw: unified },
  usage,
});

type Payload = Record<string, unknown> & { type: string; sequence_number: number };

function run(parts: LanguageModelV4StreamPart[]): Payload[] {
  const events = new ResponseEvents(newResponseContext('m', echo), true);
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

describe('ResponseEvents', () => {
  it('should open a new item whenever the kind changes, each closed before the next opens', () => {
    const sent = run([
      { type: 'text-delta', id: 't', delta: 'A' },
      { type: 'tool-call', toolCallId: 'c1', toolName: 'f', input: '{}' },
      { type: 'text-delta', id: 't', delta: 'B' },
      finish('stop'),
    ]);
    expect(sent.map((event) => event.sequence_number)).toEqual(sent.map((_, i) => i));
    expect(sent.map((event) => [event.type, event.output_index ?? null])).toEqual([
      ['response.created', null],
      ['response.in_progress', null],
      ['response.output_item.added', 0],
      ['response.content_part.added', 0],
      ['response.output_text.delta', 0],
      ['response.output_text.done', 0],
      ['response.content_part.done', 0],
      ['response.output_item.done', 0],
      ['response.output_item.added', 1],
      ['response.function_call_arguments.delta', 1],
      ['response.function_call_arguments.done', 1],
      ['response.output_item.done', 1],
      ['response.output_item.added', 2],
      ['response.content_part.added', 2],
      ['response.output_text.delta', 2],
      ['response.output_text.done', 2],
      ['response.content_part.done', 2],
      ['response.output_item.done', 2],
      ['response.completed', null],
    ]);
    const completed = sent.at(-1)?.response as Record<string, unknown>;
    expect(completed).toMatchObject({
      status: 'completed',
      output: [
        { type: 'message', status: 'completed', content: [{ type: 'output_text', text: 'A' }] },
        { type: 'function_call', call_id: 'c1', name: 'f', arguments: '{}', status: 'completed' },
        { type: 'message', content: [{ text: 'B' }] },
      ],
      usage: {
        input_tokens: 5,
        input_tokens_details: { cached_tokens: 2 },
        output_tokens: 4,
        output_tokens_details: { reasoning_tokens: 1 },
        total_tokens: 9,
      },
    });
  });

  it('should write reasoning as a reasoning item with reasoning_text content', () => {
    const sent = run([{ type: 'reasoning-delta', id: 'r', delta: 'Hmm' }, finish('stop')]);
    expect(sent.slice(2, -1).map((event) => event.type)).toEqual([
      'response.output_item.added',
      'response.content_part.added',
      'response.reasoning_text.delta',
      'response.reasoning_text.done',
      'response.content_part.done',
      'response.output_item.done',
    ]);
    expect(sent[4]).toMatchObject({ delta: 'Hmm', content_index: 0 });
    expect(sent.at(-2)?.item).toMatchObject({
      type: 'reasoning',
      summary: [],
      content: [{ type: 'reasoning_text', text: 'Hmm' }],
    });
  });

  it('should end a cut answer with response.incomplete and its reason', () => {
    const sent = run([{ type: 'text-delta', id: 't', delta: 'It' }, finish('length')]);
    expect(sent.at(-1)).toMatchObject({
      type: 'response.incomplete',
      response: { status: 'incomplete', incomplete_details: { reason: 'max_output_tokens' } },
    });
  });

  it('should end a failed stream with response.failed carrying the error, numbered on', () => {
    const events = new ResponseEvents(newResponseContext('m', echo), true);
    const sent = [...events.start(), ...events.push({ type: 'text-delta', id: 't', delta: 'A' })];
    const failure = new OpenAIError({
      status: 502,
      message: 'The upstream went away.',
      code: 'upstream_unreachable',
    });
    const [failed] = events.fail(failure).map((event) => JSON.parse(event.data) as Payload);
    expect(failed).toMatchObject({
      type: 'response.failed',
      sequence_number: sent.length,
      response: {
        status: 'failed',
        error: { code: 'upstream_unreachable', message: 'The upstream went away.' },
        output: [{ type: 'message', status: 'in_progress' }],
      },
    });
  });
});
