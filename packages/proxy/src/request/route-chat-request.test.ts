import { describe, expect, it } from 'vitest';
import { routeChatRequest } from './route-chat-request';

const user = { role: 'user', content: 'Hi' };

describe('routeChatRequest', () => {
  it.each([
    ['plain chat', { model: 'm', messages: [user] }, 'passthrough'],
    ['an empty tools list', { model: 'm', messages: [user], tools: [] }, 'passthrough'],
    ['null tools', { model: 'm', messages: [user], tools: null }, 'passthrough'],
    [
      'an assistant message with empty tool_calls',
      { model: 'm', messages: [user, { role: 'assistant', content: 'x', tool_calls: [] }] },
      'passthrough',
    ],
    [
      'tools',
      { model: 'm', messages: [user], tools: [{ type: 'function', function: { name: 'f' } }] },
      'tools',
    ],
    [
      'tools that are not a list (refused later)',
      { model: 'm', messages: [user], tools: 'all' },
      'tools',
    ],
    [
      'calls in the history',
      { model: 'm', messages: [user, { role: 'assistant', tool_calls: [{ id: 'a' }] }] },
      'tools',
    ],
    [
      'a tool result in the history',
      { model: 'm', messages: [user, { role: 'tool', tool_call_id: 'a', content: 'r' }] },
      'tools',
    ],
  ])('should route %s', (_name, body, route) => {
    expect(routeChatRequest(body as never)).toBe(route);
  });

  it.each([
    [{ messages: [user] }, 'model'],
    [{ model: 'm' }, 'messages'],
    [{ model: 'm', messages: ['Hi'] }, 'messages[0]'],
    [{ model: 'm', messages: [{ content: 'Hi' }] }, 'messages[0].role'],
    // Legacy function calling without tools would be plain chat: refused, not silently dropped.
    [{ model: 'm', messages: [user], functions: [{ name: 'f' }] }, 'functions'],
    [{ model: 'm', messages: [user], function_call: 'auto' }, 'function_call'],
    [{ model: 'm', messages: [user], functions: [], tools: [] }, 'functions'],
  ])('should refuse the envelope %j naming %s', (body, param) => {
    expect(() => routeChatRequest(body as never)).toThrow(
      expect.objectContaining({ status: 400, param }),
    );
  });
});
