import { describe, expect, it } from 'vitest';
import type { ChatCompletionRequest, ChatMessage } from './chat-types';
import { responseFormatToolNames } from './response-format-tools';

const request = (
  messages: ChatMessage[],
  extra: Partial<ChatCompletionRequest> = {},
): ChatCompletionRequest => ({ model: 'm', messages, ...extra });

describe('responseFormatToolNames', () => {
  const tool = (name: string) => ({
    type: 'object',
    properties: { name: { const: name }, arguments: { type: 'object' } },
  });

  it.each([
    { format: undefined, expected: [] },
    { format: { type: 'json_object' as const }, expected: [] },
    {
      format: { type: 'json_schema' as const, json_schema: { schema: tool('get_weather') } },
      expected: ['get_weather'],
    },
    {
      format: {
        type: 'json_schema' as const,
        json_schema: { schema: { anyOf: [tool('a'), tool('b'), tool('a')] } },
      },
      expected: ['a', 'b'],
    },
    {
      format: {
        type: 'json_schema' as const,
        json_schema: { schema: { type: 'object', properties: { name: { enum: ['x', 'y'] } } } },
      },
      expected: ['x', 'y'],
    },
  ])('should read $expected', ({ format, expected }) => {
    expect(responseFormatToolNames(request([], { response_format: format }))).toEqual(expected);
  });
});
