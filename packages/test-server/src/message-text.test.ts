import { describe, expect, it } from 'vitest';
import { messageText } from './message-text';

describe('messageText', () => {
  it.each([
    { message: { role: 'user', content: 'hi' }, expected: 'hi' },
    {
      message: {
        role: 'user',
        content: [
          { type: 'text', text: 'a' },
          { type: 'image_url', image_url: { url: 'x' } },
          { type: 'text', text: 'b' },
        ],
      },
      expected: 'ab',
    },
    { message: { role: 'assistant', content: null }, expected: '' },
  ])('should read $expected', ({ message, expected }) => {
    expect(messageText(message)).toBe(expected);
  });
});
