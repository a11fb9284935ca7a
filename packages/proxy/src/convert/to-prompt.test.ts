import { malformedCallMetadata, readMalformedCall } from '@tool/parser';
import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '../request/chat-request';
import { toPrompt } from './to-prompt';

describe('toPrompt', () => {
  it('should turn a tool conversation into AI SDK messages, finding each result its tool name', () => {
    const messages: ChatMessage[] = [
      { role: 'system', content: 'Be brief.' },
      { role: 'user', content: [{ type: 'text', text: 'Weather?' }] },
      {
        role: 'assistant',
        text: 'Checking.',
        reasoning: 'Two cities.',
        toolCalls: [
          { id: 'a', name: 'get_weather', arguments: '{"city":"Seoul"}' },
          { id: 'b', name: 'get_time', arguments: '' },
        ],
      },
      { role: 'tool', toolCallId: 'b', content: '09:00' },
      { role: 'tool', toolCallId: 'a', content: '{"weather":"sunny"}' },
      { role: 'user', content: [{ type: 'text', text: 'Thanks' }] },
    ];
    expect(toPrompt(messages)).toEqual([
      { role: 'system', content: 'Be brief.' },
      { role: 'user', content: [{ type: 'text', text: 'Weather?' }] },
      {
        role: 'assistant',
        content: [
          { type: 'reasoning', text: 'Two cities.' },
          { type: 'text', text: 'Checking.' },
          { type: 'tool-call', toolCallId: 'a', toolName: 'get_weather', input: { city: 'Seoul' } },
          { type: 'tool-call', toolCallId: 'b', toolName: 'get_time', input: {} },
        ],
      },
      {
        role: 'tool',
        content: [
          {
            type: 'tool-result',
            toolCallId: 'b',
            toolName: 'get_time',
            output: { type: 'text', value: '09:00' },
          },
          {
            type: 'tool-result',
            toolCallId: 'a',
            toolName: 'get_weather',
            output: { type: 'json', value: { weather: 'sunny' } },
          },
        ],
      },
      { role: 'user', content: [{ type: 'text', text: 'Thanks' }] },
    ]);
  });

  it('should mark a call whose arguments are not JSON as botched, and its result as an error', () => {
    const raw =
      '<tool_call>\n{"name": "get_weather", "arguments": {"city": Busan" ]]}\n</tool_call>';
    const prompt = toPrompt([
      {
        role: 'assistant',
        text: 'Checking.',
        reasoning: undefined,
        toolCalls: [
          { id: 'a', name: 'get_weather', arguments: raw },
          { id: 'b', name: 'get_time', arguments: '{"zone":"Asia/Seoul"}' },
        ],
      },
      { role: 'tool', toolCallId: 'a', content: 'Error: Unexpected token' },
      { role: 'tool', toolCallId: 'b', content: '09:00' },
    ]);
    expect(prompt).toEqual([
      {
        role: 'assistant',
        content: [
          { type: 'text', text: 'Checking.' },
          {
            type: 'tool-call',
            toolCallId: 'a',
            toolName: 'get_weather',
            input: raw,
            providerOptions: malformedCallMetadata({
              code: 'INVALID_JSON',
              message: 'The arguments of this get_weather call are not valid JSON.',
              segment: raw,
            }),
          },
          {
            type: 'tool-call',
            toolCallId: 'b',
            toolName: 'get_time',
            input: { zone: 'Asia/Seoul' },
          },
        ],
      },
      {
        role: 'tool',
        content: [
          {
            type: 'tool-result',
            toolCallId: 'a',
            toolName: 'get_weather',
            output: { type: 'error-text', value: 'Error: Unexpected token' },
          },
          {
            type: 'tool-result',
            toolCallId: 'b',
            toolName: 'get_time',
            output: { type: 'text', value: '09:00' },
          },
        ],
      },
    ]);
    // What the middleware reads back: the call's text, as the record of a call it sent back.
    const [assistant] = prompt;
    const call = assistant?.role === 'assistant' ? assistant.content[1] : undefined;
    expect(
      readMalformedCall(call?.type === 'tool-call' ? call.providerOptions : undefined),
    ).toEqual({ code: 'INVALID_JSON', message: expect.any(String), segment: raw });
  });

  it.each(['{city: Seoul', 'not json at all', '{"city": "Seoul"'])(
    'should take any arguments that are not JSON (%j) for a botched call',
    (text) => {
      const [message] = toPrompt([
        {
          role: 'assistant',
          text: '',
          reasoning: undefined,
          toolCalls: [{ id: 'a', name: 'f', arguments: text }],
        },
      ]);
      expect(message?.content[0]).toMatchObject({
        input: text,
        providerOptions: { toolCallMiddleware: { malformed: { segment: text } } },
      });
    },
  );

  it.each([
    ['{"a":1}', { type: 'json', value: { a: 1 } }],
    [' [1, 2]', { type: 'json', value: [1, 2] }],
    ['{not json', { type: 'text', value: '{not json' }],
    ['42', { type: 'text', value: '42' }],
    ['', { type: 'text', value: '' }],
  ])('should send the result %j as %j', (content, output) => {
    const prompt = toPrompt([
      {
        role: 'assistant',
        text: '',
        reasoning: undefined,
        toolCalls: [{ id: 'a', name: 'f', arguments: '{}' }],
      },
      { role: 'tool', toolCallId: 'a', content },
    ]);
    expect(prompt[1]).toEqual({
      role: 'tool',
      content: [{ type: 'tool-result', toolCallId: 'a', toolName: 'f', output }],
    });
  });

  it('should refuse a result that answers no earlier call', () => {
    expect(() => toPrompt([{ role: 'tool', toolCallId: 'x', content: 'r' }])).toThrow(
      expect.objectContaining({ status: 400, param: 'messages[0].tool_call_id' }),
    );
  });

  it('should turn media parts into file parts', () => {
    const [message] = toPrompt([
      {
        role: 'user',
        content: [
          { type: 'image_url', url: 'https://example.com/cat.png' },
          { type: 'image_url', url: 'data:image/png;base64,iVBOR' },
          { type: 'video_url', url: 'https://example.com/clip.mp4' },
          { type: 'input_audio', data: 'UklGR', format: 'wav' },
          { type: 'input_audio', data: 'SUQz', format: 'mp3' },
          { type: 'file', fileData: 'data:application/pdf;base64,JVBER', filename: 'a.pdf' },
          { type: 'file', fileId: 'file-1' },
        ],
      },
    ]);
    expect(message?.content).toEqual([
      {
        type: 'file',
        mediaType: 'image/*',
        data: { type: 'url', url: new URL('https://example.com/cat.png') },
      },
      { type: 'file', mediaType: 'image/png', data: { type: 'data', data: 'iVBOR' } },
      {
        type: 'file',
        mediaType: 'video/*',
        data: { type: 'url', url: new URL('https://example.com/clip.mp4') },
      },
      { type: 'file', mediaType: 'audio/wav', data: { type: 'data', data: 'UklGR' } },
      { type: 'file', mediaType: 'audio/mpeg', data: { type: 'data', data: 'SUQz' } },
      {
        type: 'file',
        filename: 'a.pdf',
        mediaType: 'application/pdf',
        data: { type: 'data', data: 'JVBER' },
      },
      {
        type: 'file',
        mediaType: 'application/octet-stream',
        data: { type: 'reference', reference: { upstream: 'file-1' } },
      },
    ]);
  });

  it('should refuse an image URL that is not absolute', () => {
    expect(() =>
      toPrompt([{ role: 'user', content: [{ type: 'image_url', url: 'cat.png' }] }]),
    ).toThrow(expect.objectContaining({ param: 'messages[0].content[0].image_url.url' }));
  });
});

describe('toPrompt with images in tool messages', () => {
  const call = {
    role: 'assistant' as const,
    text: '',
    reasoning: undefined,
    toolCalls: [{ id: 'a', name: 'screenshot', arguments: '{}' }],
  };

  it('should make a content output of the text and one file item per image', () => {
    const prompt = toPrompt([
      call,
      {
        role: 'tool',
        toolCallId: 'a',
        content: 'Screenshot of home.',
        media: [
          { type: 'image_url', url: 'data:image/png;base64,AAAA' },
          { type: 'image_url', url: 'https://x.test/home.png' },
        ],
      },
    ]);
    expect(prompt[1]).toEqual({
      role: 'tool',
      content: [
        {
          type: 'tool-result',
          toolCallId: 'a',
          toolName: 'screenshot',
          output: {
            type: 'content',
            value: [
              { type: 'text', text: 'Screenshot of home.' },
              { type: 'file', mediaType: 'image/png', data: { type: 'data', data: 'AAAA' } },
              {
                type: 'file',
                mediaType: 'image/*',
                data: { type: 'url', url: new URL('https://x.test/home.png') },
              },
            ],
          },
        },
      ],
    });
  });

  it('should leave the text item out when the tool message has only an image', () => {
    const prompt = toPrompt([
      call,
      {
        role: 'tool',
        toolCallId: 'a',
        content: '',
        media: [{ type: 'image_url', url: 'data:image/png;base64,AAAA' }],
      },
    ]);
    const part = prompt[1]?.content[0] as { output: unknown };
    expect(part.output).toEqual({
      type: 'content',
      value: [{ type: 'file', mediaType: 'image/png', data: { type: 'data', data: 'AAAA' } }],
    });
  });

  it('should refuse an image URL that is not a URL, naming the field', () => {
    expect(() =>
      toPrompt([
        call,
        {
          role: 'tool',
          toolCallId: 'a',
          content: '',
          media: [{ type: 'image_url', url: 'home.png' }],
        },
      ]),
    ).toThrow(/messages\[1\]\.content/);
  });
});
