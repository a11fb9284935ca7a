import { describe, expect, it } from 'vitest';
import { parseMessages } from './parse-messages';

const call = {
  role: 'assistant',
  content: null,
  tool_calls: [{ id: 'a', type: 'function', function: { name: 'screenshot', arguments: '{}' } }],
};

describe('parseMessages with images in tool messages', () => {
  it('should keep the text parts as text and the image_url parts as media, in order', () => {
    const [, tool] = parseMessages([
      call,
      {
        role: 'tool',
        tool_call_id: 'a',
        content: [
          { type: 'text', text: 'Screenshot of home.' },
          { type: 'image_url', image_url: { url: 'data:image/png;base64,AAAA' } },
          { type: 'text', text: 'Taken at 09:00.' },
          { type: 'image_url', image_url: 'https://x.test/b.png' },
        ],
      },
    ]);
    expect(tool).toEqual({
      role: 'tool',
      toolCallId: 'a',
      content: 'Screenshot of home.\nTaken at 09:00.',
      media: [
        { type: 'image_url', url: 'data:image/png;base64,AAAA' },
        { type: 'image_url', url: 'https://x.test/b.png' },
      ],
    });
  });

  it('should have no media for a text-only tool message', () => {
    const [, tool] = parseMessages([
      call,
      { role: 'tool', tool_call_id: 'a', content: [{ type: 'text', text: 'ok' }] },
    ]);
    expect(tool).toEqual({ role: 'tool', toolCallId: 'a', content: 'ok' });
  });

  it('should name the part at fault for another kind of part', () => {
    expect(() =>
      parseMessages([
        call,
        {
          role: 'tool',
          tool_call_id: 'a',
          content: [
            { type: 'image_url', image_url: { url: 'https://x.test/a.png' } },
            { type: 'audio' },
          ],
        },
      ]),
    ).toThrow(/messages\[1\]\.content\[1\]\.type/);
  });
});
