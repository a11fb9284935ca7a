import Anthropic from '@anthropic-ai/sdk';
import { describe, expect, it } from 'vitest';
import { type Stack, startStack } from './harness';

const TOOLS: Anthropic.Tool[] = [
  {
    name: 'get_weather',
    description: 'The weather in a city.',
    input_schema: { type: 'object', properties: { city: { type: 'string' } }, required: ['city'] },
  },
];
const ask: Anthropic.MessageParam[] = [{ role: 'user', content: 'Weather in Seoul?' }];

function anthropic(stack: Stack, apiKey = 'test-key'): Anthropic {
  return new Anthropic({ baseURL: stack.proxy.url, apiKey, maxRetries: 0 });
}

describe('POST /v1/messages/count_tokens and errors with the Anthropic client', () => {
  it('should count tokens with an estimate that grows with the request', async () => {
    const stack = await startStack({ script: () => 'unused' });
    const client = anthropic(stack);
    const small = await client.messages.countTokens({ model: 'qwen3:8b', messages: ask });
    const large = await client.messages.countTokens({
      model: 'qwen3:8b',
      messages: ask,
      tools: TOOLS,
    });
    expect(small.input_tokens).toBeGreaterThan(0);
    expect(large.input_tokens).toBeGreaterThan(small.input_tokens);
    expect(stack.replay.requests).toEqual([]);
  });

  it("should answer errors in Anthropic's shape, which the client reads", async () => {
    const stack = await startStack({ script: () => 'Hi.' }, { apiKey: 'test-key' });
    const missing = await anthropic(stack)
      .messages.create({
        model: 'qwen3:8b',
        messages: ask,
      } as Anthropic.MessageCreateParamsNonStreaming)
      .catch((error: unknown) => error);
    expect(missing).toBeInstanceOf(Anthropic.BadRequestError);
    expect(missing).toMatchObject({
      status: 400,
      error: { type: 'error', error: { type: 'invalid_request_error' } },
    });
    expect(String((missing as Error).message)).toContain("'max_tokens'");
    const key = await anthropic(stack, 'wrong')
      .messages.create({ model: 'qwen3:8b', max_tokens: 5, messages: ask })
      .catch((error: unknown) => error);
    expect(key).toBeInstanceOf(Anthropic.AuthenticationError);
  });
});
