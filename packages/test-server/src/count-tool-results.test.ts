import { describe, expect, it } from 'vitest';
import type { ChatCompletionRequest, ChatMessage } from './chat-types';
import { countToolResults } from './count-tool-results';

const request = (
  messages: ChatMessage[],
  extra: Partial<ChatCompletionRequest> = {},
): ChatCompletionRequest => ({ model: 'm', messages, ...extra });

describe('countToolResults', () => {
  const messages: ChatMessage[] = [
    { role: 'system', content: 'Results come as <tool_response>…</tool_response>.' },
    { role: 'user', content: 'q' },
    { role: 'assistant', content: '<tool_call>{}</tool_call>' },
    { role: 'user', content: '<tool_response>1</tool_response>\n<tool_response>2</tool_response>' },
    { role: 'user', content: [{ type: 'text', text: '```tool_response\n3\n```' }] },
  ];

  it.each([
    { marker: undefined, expected: 2 },
    { marker: '```tool_response', expected: 1 },
    { marker: '<nothing>', expected: 0 },
  ])('should count $expected results for marker $marker', ({ marker, expected }) => {
    expect(countToolResults(request(messages), marker)).toBe(expected);
  });

  it('should refuse an empty marker', () => {
    expect(() => countToolResults(request(messages), '')).toThrow(RangeError);
  });
});
