import { describe, expect, it } from 'vitest';
import { toModelConversation } from './to-model-messages';

describe('toModelConversation', () => {
  it('should turn OpenAI chat history into AI SDK messages', () => {
    const conversation = toModelConversation([
      { role: 'system', content: 'Be brief.' },
      { role: 'user', content: 'Weather in Oslo and Bergen?' },
      {
        role: 'assistant',
        content: 'Checking.',
        tool_calls: [
          {
            id: 'c1',
            type: 'function',
            function: { name: 'get_weather', arguments: '{"city":"Oslo"}' },
          },
          {
            id: 'c2',
            type: 'function',
            function: { name: 'get_weather', arguments: '{"city":"Bergen"}' },
          },
        ],
      },
      { role: 'tool', tool_call_id: 'c2', content: 'rain' },
      { role: 'tool', tool_call_id: 'c1', content: 'sun' },
    ]);
    expect(conversation.instructions).toEqual([{ role: 'system', content: 'Be brief.' }]);
    expect(conversation.allowSystemInMessages).toBe(false);
    expect(conversation.messages).toEqual([
      { role: 'user', content: 'Weather in Oslo and Bergen?' },
      {
        role: 'assistant',
        content: [
          { type: 'text', text: 'Checking.' },
          { type: 'tool-call', toolCallId: 'c1', toolName: 'get_weather', input: { city: 'Oslo' } },
          {
            type: 'tool-call',
            toolCallId: 'c2',
            toolName: 'get_weather',
            input: { city: 'Bergen' },
          },
        ],
      },
      {
        role: 'tool',
        content: [
          {
            type: 'tool-result',
            toolCallId: 'c2',
            toolName: 'get_weather',
            output: { type: 'text', value: 'rain' },
          },
        ],
      },
      {
        role: 'tool',
        content: [
          {
            type: 'tool-result',
            toolCallId: 'c1',
            toolName: 'get_weather',
            output: { type: 'text', value: 'sun' },
          },
        ],
      },
    ]);
  });

  it('should keep a later system message in place and say so', () => {
    const conversation = toModelConversation([
      { role: 'user', content: 'a' },
      { role: 'system', content: 'Now answer in French.' },
      { role: 'user', content: 'b' },
    ]);
    expect(conversation.instructions).toEqual([]);
    expect(conversation.allowSystemInMessages).toBe(true);
    expect(conversation.messages[1]).toEqual({ role: 'system', content: 'Now answer in French.' });
  });
});
