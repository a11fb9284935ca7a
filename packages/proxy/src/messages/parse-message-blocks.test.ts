import { describe, expect, it } from 'vitest';
import { parseConversation } from './parse-message-blocks';

describe('parseConversation', () => {
  it('should read a system message among the others, as Claude Code 2.1 sends one', () => {
    const messages = parseConversation(
      [
        { role: 'user', content: [{ type: 'text', text: 'Write a.txt' }] },
        {
          role: 'system',
          content: [
            { type: 'text', text: '# Environment' },
            { type: 'text', text: 'Platform: linux' },
          ],
        },
        { role: 'system', content: 'Be brief.' },
        { role: 'system', content: [] },
      ],
      'You are Claude Code.',
    );
    expect(messages.map((message) => message.role)).toEqual(['system', 'user', 'system', 'system']);
    expect(messages[2]).toMatchObject({
      role: 'system',
      content: expect.stringContaining('linux'),
    });
    expect(messages[3]).toEqual({ role: 'system', content: 'Be brief.' });
  });

  it('should still refuse another role, naming the field', () => {
    expect(() => parseConversation([{ role: 'robot', content: 'x' }], undefined)).toThrow(
      expect.objectContaining({ status: 400, param: 'messages[0].role' }),
    );
  });
});
