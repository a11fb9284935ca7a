import type { LanguageModelV4StreamPart } from '@ai-sdk/provider';
import { presetDefinitions } from '@tool/parser';
import { convertArrayToReadableStream, convertReadableStreamToArray } from 'ai/test';
import { describe, expect, it } from 'vitest';
import { createPresetSelector } from '../preset-selector';
import type { ChatTool } from '../request/chat-request';
import { formatSeen, keepRawText, type RawText } from './format-seen';

const tools: ChatTool[] = [
  {
    name: 'get_weather',
    description: undefined,
    parameters: { type: 'object' },
    strict: undefined,
  },
];
const callIn = (preset: 'hermes' | 'qwen3-coder' | 'mistral') =>
  presetDefinitions[preset].protocol.formatToolCall({
    toolCallId: 'x',
    toolName: 'get_weather',
    input: JSON.stringify({ city: 'Seoul' }),
  });

describe('formatSeen', () => {
  const formats = createPresetSelector('auto')('an-unknown-model').readFormats ?? [];

  it.each(['hermes', 'qwen3-coder', 'mistral'] as const)('should name %s', (preset) => {
    expect(formatSeen(`Let me check. ${callIn(preset)}`, tools, formats)).toBe(preset);
  });

  it('should name none for text without a call, or no text', () => {
    expect(formatSeen('It is sunny in Seoul.', tools, formats)).toBeUndefined();
    expect(formatSeen('', tools, formats)).toBeUndefined();
  });
});

describe('keepRawText', () => {
  it('should keep the streamed text up to its limit, and pass every part on', async () => {
    const sink: RawText = { text: '' };
    const middleware = keepRawText(sink);
    const big = 'x'.repeat(200 * 1024);
    const parts: LanguageModelV4StreamPart[] = [
      { type: 'text-delta', id: '1', delta: big },
      { type: 'text-delta', id: '1', delta: big },
    ];
    const wrapped = await middleware.wrapStream?.({
      doStream: async () => ({ stream: convertArrayToReadableStream(parts) }),
      doGenerate: async () => {
        throw new Error('not called');
      },
      params: { prompt: [] },
      model: undefined as never,
    });
    if (wrapped === undefined) throw new Error('keepRawText has no wrapStream');
    const passed = await convertReadableStreamToArray(wrapped.stream);
    expect(passed).toEqual(parts);
    expect(sink.text.length).toBe(256 * 1024);
  });
});
