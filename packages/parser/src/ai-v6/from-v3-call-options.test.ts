import type { LanguageModelV3CallOptions } from '@ai-sdk/provider-v3';
import { describe, expect, it } from 'vitest';
import { fromV3CallOptions } from './from-v3-call-options';

type Params = Parameters<typeof fromV3CallOptions>[0];

function withToolResult(value: unknown[]): LanguageModelV3CallOptions {
  return {
    prompt: [
      { role: 'user', content: [{ type: 'text', text: 'Show me.' }] },
      {
        role: 'tool',
        content: [
          {
            type: 'tool-result',
            toolCallId: 'c1',
            toolName: 'screenshot',
            output: { type: 'content', value: value as never },
          },
        ],
      },
    ],
  };
}

function itemsOf(params: ReturnType<typeof fromV3CallOptions>): unknown {
  const message = params.prompt[1];
  if (message === undefined || message.role === 'system') throw new Error('no tool message');
  const part = message.content[0] as { output?: { value: unknown } } | undefined;
  return part?.output?.value;
}

describe('fromV3CallOptions', () => {
  it.each<{ name: string; item: Record<string, unknown>; expected: Record<string, unknown> }>([
    {
      name: 'image-data',
      item: { type: 'image-data', data: 'iVBORw0KGgo=', mediaType: 'image/png' },
      expected: {
        type: 'file',
        mediaType: 'image/png',
        data: { type: 'data', data: 'iVBORw0KGgo=' },
      },
    },
    {
      name: 'file-data with a file name',
      item: {
        type: 'file-data',
        data: 'JVBERi0=',
        mediaType: 'application/pdf',
        filename: 'a.pdf',
      },
      expected: {
        type: 'file',
        filename: 'a.pdf',
        mediaType: 'application/pdf',
        data: { type: 'data', data: 'JVBERi0=' },
      },
    },
    {
      name: 'image-url (no media type in V3: "image")',
      item: { type: 'image-url', url: 'https://x.test/a.jpg' },
      expected: {
        type: 'file',
        mediaType: 'image',
        data: { type: 'url', url: 'https://x.test/a.jpg' },
      },
    },
    {
      name: 'file-url with a media type',
      item: { type: 'file-url', url: 'https://x.test/r.pdf', mediaType: 'application/pdf' },
      expected: {
        type: 'file',
        mediaType: 'application/pdf',
        data: { type: 'url', url: 'https://x.test/r.pdf' },
      },
    },
    {
      name: 'file-url without a media type (none is guessed)',
      item: { type: 'file-url', url: 'https://x.test/r' },
      expected: { type: 'file', data: { type: 'url', url: 'https://x.test/r' } },
    },
    {
      name: 'file-id as a string (keyed by the provider)',
      item: { type: 'file-id', fileId: 'file_123' },
      expected: { type: 'file', data: { type: 'reference', reference: { acme: 'file_123' } } },
    },
    {
      name: 'image-file-id as a record',
      item: { type: 'image-file-id', fileId: { openai: 'file_9' } },
      expected: {
        type: 'file',
        mediaType: 'image',
        data: { type: 'reference', reference: { openai: 'file_9' } },
      },
    },
    {
      name: 'provider options on the item',
      item: {
        type: 'image-data',
        data: 'AA==',
        mediaType: 'image/gif',
        providerOptions: { acme: { detail: 'low' } },
      },
      expected: {
        type: 'file',
        mediaType: 'image/gif',
        data: { type: 'data', data: 'AA==' },
        providerOptions: { acme: { detail: 'low' } },
      },
    },
  ])('should turn a V3 $name item into a V4 file item', ({ item, expected }) => {
    const params = withToolResult([{ type: 'text', text: 'here' }, item, { type: 'custom' }]);
    expect(itemsOf(fromV3CallOptions(params, 'acme'))).toEqual([
      { type: 'text', text: 'here' },
      expected,
      { type: 'custom' },
    ]);
  });

  it('should convert provider-executed results in assistant messages too', () => {
    const params: LanguageModelV3CallOptions = {
      prompt: [
        {
          role: 'assistant',
          content: [
            { type: 'text', text: 'Searching.' },
            {
              type: 'tool-result',
              toolCallId: 'c',
              toolName: 'search',
              output: { type: 'content', value: [{ type: 'image-url', url: 'https://x.test/i' }] },
            },
          ],
        },
      ],
    };
    const message = fromV3CallOptions(params, 'acme').prompt[0];
    expect(message).toEqual({
      role: 'assistant',
      content: [
        { type: 'text', text: 'Searching.' },
        {
          type: 'tool-result',
          toolCallId: 'c',
          toolName: 'search',
          output: {
            type: 'content',
            value: [
              { type: 'file', mediaType: 'image', data: { type: 'url', url: 'https://x.test/i' } },
            ],
          },
        },
      ],
    });
  });

  it.each<{ name: string; params: LanguageModelV3CallOptions }>([
    { name: 'a text-only content output', params: withToolResult([{ type: 'text', text: 'hi' }]) },
    {
      name: 'json and error outputs',
      params: {
        prompt: [
          {
            role: 'tool',
            content: [
              {
                type: 'tool-result',
                toolCallId: 'a',
                toolName: 't',
                output: { type: 'json', value: 1 },
              },
              {
                type: 'tool-result',
                toolCallId: 'b',
                toolName: 't',
                output: { type: 'error-text', value: 'x' },
              },
            ],
          },
        ],
      },
    },
    {
      name: 'user files (not tool results)',
      params: {
        prompt: [
          {
            role: 'user',
            content: [{ type: 'file', data: 'AA==', mediaType: 'image/png' }],
          },
        ],
      },
    },
  ])('should return the very same options for $name', ({ params }) => {
    expect(fromV3CallOptions(params as Params, 'acme')).toBe(params);
  });

  it('should leave the caller’s options and messages unchanged', () => {
    const params = withToolResult([{ type: 'image-url', url: 'https://x.test/a.jpg' }]);
    const before = structuredClone(params);
    const converted = fromV3CallOptions(params, 'acme');
    expect(params).toEqual(before);
    expect(converted.prompt[0]).toBe(params.prompt[0]);
  });

  it('should key a string file id by a provider named __proto__ as plain data', () => {
    const params = withToolResult([{ type: 'file-id', fileId: 'f1' }]);
    const [item] = itemsOf(fromV3CallOptions(params, '__proto__')) as Array<{
      data: { reference: Record<string, string> };
    }>;
    const reference = item?.data.reference as Record<string, string>;
    expect(Object.getOwnPropertyDescriptor(reference, '__proto__')?.value).toBe('f1');
    expect(Object.getPrototypeOf(reference)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).f1).toBeUndefined();
  });
});
