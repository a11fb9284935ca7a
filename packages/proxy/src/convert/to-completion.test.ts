import type { LanguageModelV4GenerateResult } from '@ai-sdk/provider';
import { describe, expect, it } from 'vitest';
import { messageContent, toCompletion } from './to-completion';

const usage = {
  inputTokens: { total: 12, noCache: 12, cacheRead: 4, cacheWrite: undefined },
  outputTokens: { total: 5, text: 3, reasoning: 2 },
};
const identity = { id: 'chatcmpl-1', created: 1, model: 'm' };

function result(
  content: LanguageModelV4GenerateResult['content'],
  unified = 'tool-calls' as const,
): LanguageModelV4GenerateResult {
  return { content, finishReason: { unified, raw: 'stop' }, usage, warnings: [] };
}

describe('toCompletion', () => {
  it('should write text, reasoning, calls, the finish reason and usage as OpenAI does', () => {
    const completion = toCompletion(
      result([
        { type: 'reasoning', text: 'Hmm.' },
        { type: 'text', text: 'Checking.\n' },
        { type: 'tool-call', toolCallId: 'call_a', toolName: 'f', input: '{"x":1}' },
        { type: 'tool-call', toolCallId: 'call_b', toolName: 'g', input: '{}' },
      ]),
      identity,
      true,
    );
    expect(completion).toEqual({
      id: 'chatcmpl-1',
      object: 'chat.completion',
      created: 1,
      model: 'm',
      choices: [
        {
          index: 0,
          message: {
            role: 'assistant',
            content: 'Checking.',
            refusal: null,
            reasoning_content: 'Hmm.',
            tool_calls: [
              { id: 'call_a', type: 'function', function: { name: 'f', arguments: '{"x":1}' } },
              { id: 'call_b', type: 'function', function: { name: 'g', arguments: '{}' } },
            ],
          },
          logprobs: null,
          finish_reason: 'tool_calls',
        },
      ],
      usage: {
        prompt_tokens: 12,
        completion_tokens: 5,
        total_tokens: 17,
        prompt_tokens_details: { cached_tokens: 4 },
        completion_tokens_details: { reasoning_tokens: 2 },
      },
    });
  });

  it('should keep only the first call with parallel_tool_calls false', () => {
    const completion = toCompletion(
      result([
        { type: 'tool-call', toolCallId: 'a', toolName: 'f', input: '{}' },
        { type: 'tool-call', toolCallId: 'b', toolName: 'g', input: '{}' },
      ]),
      identity,
      false,
    );
    expect(completion.choices[0].message.tool_calls?.map((call) => call.id)).toEqual(['a']);
    expect(completion.choices[0].message.content).toBeNull();
  });

  it.each([
    ['stop', false, 'stop'],
    ['length', true, 'length'],
    ['content-filter', false, 'content_filter'],
    ['other', false, 'stop'],
    ['stop', true, 'tool_calls'],
  ] as const)('should map %s (calls: %s) to %s', (unified, withCall, expected) => {
    const content: LanguageModelV4GenerateResult['content'] = withCall
      ? [{ type: 'tool-call', toolCallId: 'a', toolName: 'f', input: '{}' }]
      : [{ type: 'text', text: 'Hi' }];
    expect(
      toCompletion(result(content, unified as never), identity, true).choices[0].finish_reason,
    ).toBe(expected);
  });
});

describe('messageContent', () => {
  it.each([
    ['Hi \n', false, 'Hi \n'],
    ['', false, ''],
    ['Checking.\n\n', true, 'Checking.'],
    ['\n \n', true, null],
    ['', true, null],
    [`${' '.repeat(100_000)}x${' '.repeat(100_000)}`, true, `${' '.repeat(100_000)}x`],
  ])('should read %j (calls: %s)', (text, hasCalls, expected) => {
    expect(messageContent(text, hasCalls)).toBe(expected);
  });
});
