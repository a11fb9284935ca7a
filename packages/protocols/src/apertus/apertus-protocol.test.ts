import { describe, expect, it } from 'vitest';
import { describeConformance } from '../test-utils/conformance';
import {
  chunkBySizes,
  runStream,
  summarizeContent,
  summarizeParts,
} from '../test-utils/stream-helpers';
import { describeTemplateRoundTrip } from '../test-utils/template-round-trip';
import { testTools as tools } from '../test-utils/tools';
import type { ToolCallErrorMetadata } from '../types';
import { apertusProtocol } from './apertus-protocol';

const protocol = apertusProtocol();
const weather = { toolName: 'get_weather', input: { city: 'Paris', days: 3 } };
const time = { toolName: 'get_time', input: {} };

describeConformance({
  name: 'apertus',
  protocol,
  tools,
  cases: [
    {
      name: 'one call',
      text: 'Let me check. <|tools_prefix|>[{"get_weather": {"city": "Paris", "days": 3}}]<|tools_suffix|>',
      calls: [weather],
    },
    {
      name: 'several calls, pretty-printed, typed by schema',
      text: '<|tools_prefix|>[\n  {"get_time": {}},\n  {"get_weather": {"city": "Paris", "days": "3"}}\n]<|tools_suffix|>',
      calls: [time, weather],
    },
    {
      name: 'one object without the list',
      text: '<|tools_prefix|>{"get_time": {}}<|tools_suffix|>',
      calls: [time],
    },
    {
      name: 'after deliberation, the end marker inside a string',
      text: '<|inner_prefix|>Need a file.<|inner_suffix|><|tools_prefix|>[{"write_file": {"path": "a", "content": "x <|tools_suffix|> y"}}]<|tools_suffix|>',
      calls: [{ toolName: 'write_file', input: { path: 'a', content: 'x <|tools_suffix|> y' } }],
    },
    {
      name: 'no end marker',
      text: '<|tools_prefix|>[{"get_time": {}}]',
      calls: [time],
    },
    { name: 'prose only', text: 'A list [{"a": 1}] in prose.', calls: [] },
  ],
  malformed: [
    {
      name: 'unknown tool',
      text: 'x <|tools_prefix|>[{"nope": {}}]<|tools_suffix|> y',
      code: 'UNKNOWN_TOOL',
    },
    {
      name: 'broken JSON',
      text: '<|tools_prefix|>[{"get_weather": {"city": x}}]<|tools_suffix|>',
      code: 'INVALID_JSON',
    },
    {
      name: 'truncated',
      text: '<|tools_prefix|>[{"get_weather": {"city": "Pa',
      code: 'UNTERMINATED_TOOL_CALL',
    },
    {
      name: 'name and arguments keys instead',
      text: '<|tools_prefix|>[get_weather(city="x")]<|tools_suffix|>',
      code: 'INVALID_JSON',
    },
  ],
  fragments: [
    '<|tools_prefix|>',
    '<|tools_suffix|>',
    '<|inner_prefix|>',
    '<|inner_suffix|>',
    '[',
    ']',
    ', ',
    '{"get_weather": {"city": "Seoul"}}',
    '{"write_file": {"path": "p", "content": "a\\"b<|tools_suffix|>"}}',
    '{"nope": {}}',
    '{"get_time": ',
    '{}}',
    '\n',
    ' text ',
    '서울',
  ],
  longString: { toolName: 'write_file', argument: 'content', rest: { path: 'big.ts' } },
});

describe('apertusProtocol', () => {
  it('should stream each call as soon as its key is read', async () => {
    const text =
      '<|tools_prefix|>[{"write_file": {"path": "a.txt", "content": "hello world, streamed"}}, {"get_time": {}}]<|tools_suffix|>';
    const parts = await runStream(protocol, tools, chunkBySizes(text, [3]));
    const types = parts.map((p) => p.type);
    expect(types.indexOf('tool-call')).toBeLessThan(types.lastIndexOf('tool-input-start'));
    expect(parts.filter((p) => p.type === 'tool-input-delta').length).toBeGreaterThan(3);
    expect(summarizeParts(parts).text).toBe('');
  });

  it('should release a failed call while its sibling stands', () => {
    const errors: ToolCallErrorMetadata[] = [];
    const result = summarizeContent(
      protocol.parseGeneratedText({
        text: '<|tools_prefix|>[{"get_time": {}}, {"nope": {"a": 1}}]<|tools_suffix|>',
        tools,
        options: { onError: (_m, d) => errors.push(d) },
      }),
    );
    expect(result.calls.map((c) => c.toolName)).toEqual(['get_time']);
    expect(result.text).toBe('{"nope": {"a": 1}}');
    expect(errors.map((e) => e.code)).toEqual(['UNKNOWN_TOOL']);
  });

  it('should write calls keyed by name and results keyed by name', () => {
    expect(protocol.formatToolCall({ toolName: 'get_weather', input: { city: 'Paris' } })).toBe(
      '<|tools_prefix|>[{"get_weather": {"city": "Paris"}}]<|tools_suffix|>',
    );
    expect(
      protocol.formatToolResponse({
        toolName: 'get_time',
        output: { type: 'text', value: 'noon' },
      }),
    ).toBe('{"get_time": "noon"}');
  });
});

describeTemplateRoundTrip({ template: 'Apertus-8B-Instruct.jinja', protocol });
