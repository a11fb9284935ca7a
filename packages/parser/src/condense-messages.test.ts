import { describe, expect, it } from 'vitest';
import { condenseMessages, joinText } from './condense-messages';
import type { PromptMessage } from './core-types';

const user = (...texts: string[]): PromptMessage => ({
  role: 'user',
  content: texts.map((text) => ({ type: 'text', text })),
});

describe('condenseMessages', () => {
  it.each<{ name: string; input: PromptMessage[]; expected: PromptMessage[] }>([
    {
      name: 'merges consecutive user messages into one text',
      input: [user('<tool_response>a</tool_response>'), user('And tomorrow?')],
      expected: [user('<tool_response>a</tool_response>\nAnd tomorrow?')],
    },
    {
      name: 'condenses several text parts of one message',
      input: [user('one', 'two', 'three')],
      expected: [user('one\ntwo\nthree')],
    },
    {
      name: 'keeps a file part between texts where it is',
      input: [
        {
          role: 'user',
          content: [
            { type: 'text', text: 'look' },
            { type: 'file', mediaType: 'image/png', data: { type: 'url', url: 'https://x/y.png' } },
            { type: 'text', text: 'a' },
            { type: 'text', text: 'b' },
          ],
        },
      ],
      expected: [
        {
          role: 'user',
          content: [
            { type: 'text', text: 'look' },
            { type: 'file', mediaType: 'image/png', data: { type: 'url', url: 'https://x/y.png' } },
            { type: 'text', text: 'a\nb' },
          ],
        },
      ],
    },
    {
      name: 'does not merge across an assistant message',
      input: [user('a'), { role: 'assistant', content: [{ type: 'text', text: 'b' }] }, user('c')],
      expected: [
        user('a'),
        { role: 'assistant', content: [{ type: 'text', text: 'b' }] },
        user('c'),
      ],
    },
    {
      name: 'condenses assistant text around a rewritten call',
      input: [
        {
          role: 'assistant',
          content: [
            { type: 'text', text: 'Let me check.' },
            { type: 'text', text: '<tool_call>{}</tool_call>' },
          ],
        },
      ],
      expected: [
        {
          role: 'assistant',
          content: [{ type: 'text', text: 'Let me check.\n<tool_call>{}</tool_call>' }],
        },
      ],
    },
    {
      name: 'drops a message left empty',
      input: [user('a'), { role: 'user', content: [] }],
      expected: [user('a')],
    },
  ])('should $name', ({ input, expected }) => {
    expect(condenseMessages(input)).toEqual(expected);
  });
});

describe('joinText', () => {
  it.each([
    ['a', 'b', 'a\nb'],
    ['a\n', 'b', 'a\nb'],
    ['a', '\nb', 'a\nb'],
    ['', 'b', 'b'],
    ['a', '', 'a'],
  ])('should join %j and %j as %j', (left, right, expected) => {
    expect(joinText(left, right)).toBe(expected);
  });
});
