import { describe, expect, it } from 'vitest';
import type { OpenAIError } from '../openai-error';
import { parseMessagesRequest } from './parse-messages-request';

const tool = (name: string) => ({ name, input_schema: { type: 'object' } });

function failure(body: Record<string, unknown>): OpenAIError {
  try {
    parseMessagesRequest(body as never, 'required');
  } catch (error) {
    return error as OpenAIError;
  }
  throw new Error('expected a refusal');
}

describe('parseMessagesRequest', () => {
  it('should read a Claude-Code-style turn: results first, error results kept, thinking as reasoning', () => {
    const request = parseMessagesRequest(
      {
        model: 'm',
        max_tokens: 32000,
        system: [
          { type: 'text', text: 'You are Claude Code.', cache_control: { type: 'ephemeral' } },
          { type: 'text', text: 'Be careful.' },
        ],
        messages: [
          {
            role: 'user',
            content: [{ type: 'text', text: 'Write a.txt', cache_control: { type: 'ephemeral' } }],
          },
          {
            role: 'assistant',
            content: [
              { type: 'thinking', thinking: 'Use Write.', signature: 'sig' },
              { type: 'redacted_thinking', data: 'xyz' },
              { type: 'text', text: 'Writing.' },
              {
                type: 'tool_use',
                id: 'toolu_1',
                name: 'Write',
                input: { file_path: 'a.txt', content: 'hi' },
              },
              { type: 'tool_use', id: 'toolu_2', name: 'Bash', input: '<tool_call>broken' },
            ],
          },
          {
            role: 'user',
            content: [
              { type: 'text', text: 'Also this.' },
              {
                type: 'tool_result',
                tool_use_id: 'toolu_1',
                content: [{ type: 'text', text: 'File written' }],
              },
              {
                type: 'tool_result',
                tool_use_id: 'toolu_2',
                is_error: true,
                content: [
                  { type: 'text', text: 'InputValidationError' },
                  {
                    type: 'image',
                    source: { type: 'base64', media_type: 'image/png', data: 'iVBOR' },
                  },
                ],
              },
            ],
          },
        ],
        tools: [tool('Write'), tool('Bash')],
        tool_choice: { type: 'any', disable_parallel_tool_use: true },
        metadata: { user_id: 'u1' },
        thinking: { type: 'enabled', budget_tokens: 1024 },
        stop_sequences: ['END'],
        top_k: 20,
        stream: true,
      },
      'required',
    );
    expect(request.messages).toEqual([
      { role: 'system', content: 'You are Claude Code.\n\nBe careful.' },
      { role: 'user', content: [{ type: 'text', text: 'Write a.txt' }] },
      {
        role: 'assistant',
        text: 'Writing.',
        reasoning: 'Use Write.',
        toolCalls: [
          { id: 'toolu_1', name: 'Write', arguments: '{"file_path":"a.txt","content":"hi"}' },
          { id: 'toolu_2', name: 'Bash', arguments: '<tool_call>broken' },
        ],
      },
      { role: 'tool', toolCallId: 'toolu_1', content: 'File written' },
      { role: 'tool', toolCallId: 'toolu_2', content: 'InputValidationError', isError: true },
      {
        role: 'user',
        content: [
          { type: 'text', text: 'Also this.' },
          { type: 'image_url', url: 'data:image/png;base64,iVBOR' },
        ],
      },
    ]);
    expect(request).toMatchObject({
      stream: true,
      toolChoice: 'required',
      parallelToolCalls: false,
      user: 'u1',
      settings: { maxOutputTokens: 32000, stopSequences: ['END'] },
      extra: { top_k: 20 },
    });
  });

  it('should not need max_tokens to count tokens', () => {
    expect(
      parseMessagesRequest({ model: 'm', messages: [{ role: 'user', content: 'Hi' }] }, 'optional')
        .settings,
    ).toEqual({});
  });

  it.each([
    [{ model: 'm', messages: [{ role: 'user', content: 'x' }] }, 'max_tokens', "'max_tokens'"],
    [{ model: 'm', max_tokens: 5, messages: [] }, 'messages', 'at least one message'],
    [
      // `system` is taken there too (Claude Code sends one); an unknown role is not.
      { model: 'm', max_tokens: 5, messages: [{ role: 'tool', content: 'x' }] },
      'messages[0].role',
      "'user', 'assistant', 'system'",
    ],
    [
      {
        model: 'm',
        max_tokens: 5,
        system: [{ type: 'image' }],
        messages: [{ role: 'user', content: 'x' }],
      },
      'system[0].type',
      "'text'",
    ],
    [
      {
        model: 'm',
        max_tokens: 5,
        messages: [{ role: 'assistant', content: [{ type: 'server_tool_use' }] }],
      },
      'messages[0].content[0].type',
      "'tool_use'",
    ],
    [
      {
        model: 'm',
        max_tokens: 5,
        messages: [{ role: 'assistant', content: [{ type: 'tool_use', id: 'a', name: 'f' }] }],
      },
      'messages[0].content[0].input',
      "'messages[0].content[0].input'",
    ],
    [
      {
        model: 'm',
        max_tokens: 5,
        messages: [
          { role: 'user', content: [{ type: 'image', source: { type: 'file', file_id: 'f' } }] },
        ],
      },
      'messages[0].content[0].source.type',
      "'base64', 'url'",
    ],
    [
      {
        model: 'm',
        max_tokens: 5,
        messages: [{ role: 'user', content: 'x' }],
        tools: [{ name: 'f' }],
      },
      'tools[0].input_schema',
      'JSON Schema',
    ],
    [
      {
        model: 'm',
        max_tokens: 5,
        messages: [{ role: 'user', content: 'x' }],
        tools: [tool('f')],
        tool_choice: { type: 'tool', name: 'g' },
      },
      'tool_choice.name',
      "declared: 'f'",
    ],
    [
      {
        model: 'm',
        max_tokens: 5,
        messages: [{ role: 'user', content: 'x' }],
        tool_choice: { type: 'any' },
      },
      'tool_choice',
      'needs a tool',
    ],
  ])('should refuse %j naming %s', (body, param, message) => {
    const error = failure(body);
    expect(error).toMatchObject({ status: 400, param });
    expect(error.message).toContain(message);
  });
});
