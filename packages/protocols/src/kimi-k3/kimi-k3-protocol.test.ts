import { describe, expect, it } from 'vitest';
import { describeConformance } from '../test-utils/conformance';
import { summarizeContent } from '../test-utils/stream-helpers';
import { testTools } from '../test-utils/tools';
import type { ToolCallErrorMetadata } from '../types';
import { kimiK3Protocol } from './kimi-k3-protocol';

const protocol = kimiK3Protocol();
const tools = testTools;

const arg = (key: string, value: string, type = 'string') =>
  `<|open|>argument key="${key}" type="${type}"<|sep|>${value}<|close|>argument<|sep|>`;
const call = (name: string, index: number, ...args: string[]) =>
  `<|open|>call tool="${name}" index="${index}"<|sep|>${args.join('')}<|close|>call<|sep|>`;
const channel = (...calls: string[]) =>
  `<|open|>tools<|sep|>${calls.join('')}<|close|>tools<|sep|>`;

describeConformance({
  name: 'kimi-k3',
  protocol,
  tools,
  cases: [
    {
      name: 'the issue example',
      text: '<|open|>tools<|sep|><|open|>call tool="get_weather" index="1"<|sep|><|open|>argument key="city" type="string"<|sep|>Paris<|close|>argument<|sep|><|close|>call<|sep|><|close|>tools<|sep|>',
      calls: [{ toolName: 'get_weather', input: { city: 'Paris' } }],
    },
    {
      name: 'two calls, typed JSON arguments, newlines between elements',
      text: channel(
        `${call('get_weather', 1, arg('city', 'Oslo'), arg('days', '3', 'integer'))}\n`,
        call('search.web-v2', 2, arg('query', 'q'), arg('tags', '["a","b"]', 'array')),
      ),
      calls: [
        { toolName: 'get_weather', input: { city: 'Oslo', days: 3 } },
        { toolName: 'search.web-v2', input: { query: 'q', tags: ['a', 'b'] } },
      ],
    },
    {
      name: 'a literal close token inside a string stays content',
      text: channel(
        call('write_file', 1, arg('path', 'a'), arg('content', 'x<|close|>argument<|sep|> y')),
      ),
      calls: [
        { toolName: 'write_file', input: { path: 'a', content: 'x<|close|>argument<|sep|> y' } },
      ],
    },
    {
      name: 'the output ends after a call',
      text: `<|open|>tools<|sep|>${call('get_time', 1)}`,
      calls: [{ toolName: 'get_time', input: {} }],
    },
    { name: 'prose only', text: 'The <|open|> token alone is text.', calls: [] },
  ],
  malformed: [
    {
      name: 'unknown tool',
      text: `a ${channel(call('nope', 1, arg('q', '1')))} b`,
      code: 'UNKNOWN_TOOL',
    },
    {
      name: 'cut off inside a value',
      text: '<|open|>tools<|sep|><|open|>call tool="write_file" index="1"<|sep|><|open|>argument key="content" type="string"<|sep|>abc',
      code: 'UNTERMINATED_TOOL_CALL',
    },
    {
      name: 'empty channel',
      text: '<|open|>tools<|sep|><|close|>tools<|sep|>',
      code: 'EMPTY_TOOL_CALL',
    },
    {
      name: 'string argument written twice',
      text: channel(call('get_weather', 1, arg('city', 'A'), arg('city', 'B'))),
      code: 'DUPLICATE_STRING_TAG',
    },
    {
      name: 'argument without a key',
      text: channel(
        call('get_weather', 1, '<|open|>argument type="string"<|sep|>x<|close|>argument<|sep|>'),
      ),
      code: 'INVALID_XML',
    },
  ],
  fragments: [
    '<|open|>tools<|sep|>',
    '<|close|>tools<|sep|>',
    '<|open|>call tool="get_weather" index="1"<|sep|>',
    '<|open|>call tool="nope" index="2"<|sep|>',
    '<|close|>call<|sep|>',
    '<|open|>argument key="city" type="string"<|sep|>',
    '<|close|>argument<|sep|>',
    '<|open|>response<|sep|>',
    '<|close|>response<|sep|>',
    '<|open|>think<|sep|>',
    '<|close|>think<|sep|>',
    '<|open|>',
    '<|sep|>',
    'Paris',
    '\n',
  ],
  longString: { toolName: 'write_file', argument: 'content', rest: { path: 'big.ts' } },
});

describe('kimiK3Protocol', () => {
  it('should read thinking as reasoning and the response channel as text around a call', () => {
    const errors: ToolCallErrorMetadata[] = [];
    const parts = protocol.parseGeneratedText({
      text: `<|open|>think<|sep|>Weather first.<|close|>think<|sep|><|open|>response<|sep|>Let me check.<|close|>response<|sep|>${channel(call('get_time', 1))}`,
      tools,
      options: { onError: (_m, d) => errors.push(d) },
    });
    expect(parts.find((p) => p.type === 'reasoning')).toMatchObject({ text: 'Weather first.' });
    expect(summarizeContent(parts)).toEqual({
      reasoning: 'Weather first.',
      text: 'Let me check.',
      calls: [{ toolName: 'get_time', input: '{}' }],
    });
    expect(errors).toEqual([]);
  });

  it('should write calls with the argument types', () => {
    expect(
      protocol.formatToolCall({ toolName: 'get_weather', input: { city: 'Seoul', days: 2 } }),
    ).toBe(`${channel(call('get_weather', 1, arg('city', 'Seoul'), arg('days', '2', 'json')))}`);
  });
});
