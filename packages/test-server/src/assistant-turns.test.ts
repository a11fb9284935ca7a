import { describe, expect, it } from 'vitest';
import { assistantTurns } from './assistant-turns';
import type { ChatCompletionRequest, ChatMessage } from './chat-types';

const request = (
  messages: ChatMessage[],
  extra: Partial<ChatCompletionRequest> = {},
): ChatCompletionRequest => ({ model: 'm', messages, ...extra });

describe('assistantTurns', () => {
  it.each([
    { roles: ['system', 'user'], expected: 0 },
    { roles: ['system', 'user', 'assistant', 'user'], expected: 1 },
    { roles: ['user', 'assistant', 'user', 'assistant', 'user'], expected: 2 },
  ])('should count $expected assistant turns in $roles', ({ roles, expected }) => {
    expect(assistantTurns(request(roles.map((role) => ({ role, content: 'x' }))))).toBe(expected);
  });
});
