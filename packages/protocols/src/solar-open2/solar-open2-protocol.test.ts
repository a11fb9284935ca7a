import { describe, expect, it } from 'vitest';
import { describeConformance } from '../test-utils/conformance';
import { summarizeContent } from '../test-utils/stream-helpers';
import { testTools } from '../test-utils/tools';
import type { ToolCallErrorMetadata } from '../types';
import { solarOpen2Protocol } from './solar-open2-protocol';

const protocol = solarOpen2Protocol();
const tools = testTools;

const call = (name: string, args: Record<string, string>) =>
  `<|tool_call:start|>${name}\n${Object.entries(args)
    .map(([k, v]) => `<|tool_arg:start|>${k}<|tool_arg:value|>${v}<|tool_arg:end|>`)
    .join('')}<|tool_call:end|>`;

describeConformance({
  name: 'solar-open2',
  protocol,
  tools,
  cases: [
    {
      name: 'the issue example shape, text before',
      text: `Checking.\n${call('get_weather', { city: 'Seoul', days: '3' })}`,
      calls: [{ toolName: 'get_weather', input: { city: 'Seoul', days: 3 } }],
    },
    {
      name: 'two calls in a row, one without arguments',
      text: `${call('get_time', {})}${call('search.web-v2', { query: 'q', tags: '["a"]', exact: 'true' })}`,
      calls: [
        { toolName: 'get_time', input: {} },
        { toolName: 'search.web-v2', input: { query: 'q', tags: ['a'], exact: true } },
      ],
    },
    {
      name: 'a multi-line value with a literal end token inside',
      text: call('write_file', { path: 'a', content: 'x<|tool_arg:end|> y\nz' }),
      calls: [{ toolName: 'write_file', input: { path: 'a', content: 'x<|tool_arg:end|> y\nz' } }],
    },
    {
      name: 'a missing <|tool_arg:end|> before the next declared argument',
      text: '<|tool_call:start|>get_weather\n<|tool_arg:start|>city<|tool_arg:value|>Rome<|tool_arg:start|>days<|tool_arg:value|>2<|tool_arg:end|><|tool_call:end|>',
      calls: [{ toolName: 'get_weather', input: { city: 'Rome', days: 2 } }],
    },
    {
      name: 'the end token cut off by the end of the output',
      text: '<|tool_call:start|>get_weather\n<|tool_arg:start|>city<|tool_arg:value|>Lima<|tool_arg:end|><|tool_call:e',
      calls: [{ toolName: 'get_weather', input: { city: 'Lima' } }],
    },
    { name: 'prose only', text: 'Arguments go between <|tool_arg:start|> tokens.', calls: [] },
  ],
  malformed: [
    { name: 'unknown tool', text: `a ${call('nope', { q: '1' })} b`, code: 'UNKNOWN_TOOL' },
    {
      name: 'cut off inside a value',
      text: '<|tool_call:start|>write_file\n<|tool_arg:start|>content<|tool_arg:value|>abc',
      code: 'UNTERMINATED_TOOL_CALL',
    },
    {
      name: 'string argument written twice',
      text: '<|tool_call:start|>get_weather\n<|tool_arg:start|>city<|tool_arg:value|>A<|tool_arg:end|><|tool_arg:start|>city<|tool_arg:value|>B<|tool_arg:end|><|tool_call:end|>',
      code: 'DUPLICATE_STRING_TAG',
    },
    {
      name: 'an argument without its value token',
      text: '<|tool_call:start|>get_weather\n<|tool_arg:start|>city<|tool_arg:end|><|tool_call:end|>',
      code: 'INVALID_XML',
    },
  ],
  fragments: [
    '<|tool_call:start|>',
    '<|tool_call:end|>',
    '<|tool_call:',
    '<|tool_arg:start|>',
    '<|tool_arg:value|>',
    '<|tool_arg:end|>',
    'get_weather\n',
    'nope\n',
    'city',
    'Seoul',
    '\n',
    '<',
    '|',
  ],
  longString: { toolName: 'write_file', argument: 'content', rest: { path: 'big.ts' } },
});

describe('solarOpen2Protocol', () => {
  it('should keep a good call and release a bad one that follows', () => {
    const errors: ToolCallErrorMetadata[] = [];
    const bad = call('nope', { q: '1' });
    const result = summarizeContent(
      protocol.parseGeneratedText({
        text: `${call('get_time', {})}${bad}`,
        tools,
        options: { onError: (_m, d) => errors.push(d) },
      }),
    );
    expect(result.calls).toEqual([{ toolName: 'get_time', input: '{}' }]);
    expect(result.text).toBe(bad);
    expect(errors).toMatchObject([{ code: 'UNKNOWN_TOOL', toolName: 'nope' }]);
  });
});
