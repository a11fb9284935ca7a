import { describe, expect, it } from 'vitest';
import { describeConformance } from '../test-utils/conformance';
import {
  chunkBySizes,
  runStream,
  summarizeContent,
  summarizeParts,
} from '../test-utils/stream-helpers';
import { testTools as tools } from '../test-utils/tools';
import type { ToolCallErrorMetadata } from '../types';
import { xlamProtocol } from './xlam-protocol';

const protocol = xlamProtocol();
const weather = { toolName: 'get_weather', input: { city: 'Paris', days: 3 } };
const time = { toolName: 'get_time', input: {} };

describeConformance({
  name: 'xlam',
  protocol,
  tools,
  cases: [
    {
      name: 'a bare list',
      text: '[{"name": "get_weather", "arguments": {"city": "Paris", "days": 3}}]',
      calls: [weather],
    },
    {
      name: 'several calls, pretty-printed, typed by schema',
      text: '[\n  {"name": "get_time", "arguments": {}},\n  {"name": "get_weather", "arguments": {"city": "Paris", "days": "3"}}\n]',
      calls: [time, weather],
    },
    {
      name: 'in a fence after prose',
      text: 'Here you go:\n```json\n[{"name": "get_weather", "arguments": {"city": "Paris", "days": 3}}]\n```\nDone.',
      calls: [weather],
    },
    {
      name: 'after thinking',
      text: '<think>The user wants the time.</think>\n[{"name": "get_time", "arguments": {}}]',
      calls: [time],
    },
    {
      name: 'after [TOOL_CALLS]',
      text: 'I\'ll check.[TOOL_CALLS][{"name": "get_weather", "arguments": {"city": "Paris", "days": 3}}]',
      calls: [weather],
    },
    {
      name: 'between <tool_call> tags',
      text: 'Checking.<tool_call>[{"name": "get_time", "arguments": {}}]</tool_call>',
      calls: [time],
    },
    {
      name: 'single quotes',
      text: "[{'name': 'get_time', 'arguments': {}}]",
      calls: [time],
    },
    { name: 'lists in prose', text: 'Pick [1, 2] or [{"a": 1}] or {"name": "x"}.', calls: [] },
  ],
  malformed: [
    {
      name: 'unknown tool',
      text: 'x [{"name": "nope", "arguments": {}}] y',
      code: 'UNKNOWN_TOOL',
    },
    {
      name: 'broken JSON',
      text: '[{"name": "get_weather", "arguments": {"city": x}}]',
      code: 'INVALID_JSON',
    },
    {
      name: 'truncated',
      text: '[{"name": "get_weather", "arguments": {"city": "Pa',
      code: 'UNTERMINATED_TOOL_CALL',
    },
  ],
  fragments: [
    '[{"name": "get_weather", "arguments": {"city": "Seoul"}}]',
    '[{"name"',
    '[\n  {"name": "get_time"}',
    '```json\n',
    '```',
    '[TOOL_CALLS]',
    '<tool_call>',
    '</tool_call>',
    '[',
    ']',
    '{"name": "write_file", "arguments": {"path": "p", "content": "a\\"b```"}}',
    '{"name": "nope"}',
    ', ',
    '<think>',
    '</think>',
    '\n',
    ' text ',
    '서울',
  ],
  longString: { toolName: 'write_file', argument: 'content', rest: { path: 'big.ts' } },
});

describe('xlamProtocol', () => {
  it('should stream each element of the list as it comes', async () => {
    const text =
      '[{"name": "write_file", "arguments": {"path": "a.txt", "content": "hello world, streamed"}}, {"name": "get_time", "arguments": {}}]';
    const parts = await runStream(protocol, tools, chunkBySizes(text, [3]));
    const types = parts.map((p) => p.type);
    expect(types.indexOf('tool-call')).toBeLessThan(types.lastIndexOf('tool-input-start'));
    expect(summarizeParts(parts).text).toBe('');
  });

  it('should keep a list whose calls all fail as it was written', () => {
    const errors: ToolCallErrorMetadata[] = [];
    const text = '[{"name": "nope", "arguments": {}}]';
    const result = summarizeContent(
      protocol.parseGeneratedText({ text, tools, options: { onError: (_m, d) => errors.push(d) } }),
    );
    expect(result).toMatchObject({ text, calls: [] });
    expect(errors.map((e) => e.code)).toEqual(['UNKNOWN_TOOL']);
  });

  it.each([
    ['I\'ll check.[TOOL_CALLS][{"name": "get_time", "arguments": {}}]', "I'll check."],
    [
      'Checking.<tool_call>[{"name": "get_time", "arguments": {}}]</tool_call> Done.',
      'Checking. Done.',
    ],
    ['```json\n[{"name": "get_time", "arguments": {}}]\n```', ''],
  ])('should take the envelope of %j with the list', (text, rest) => {
    const result = summarizeContent(protocol.parseGeneratedText({ text, tools }));
    expect(result.calls.map((c) => c.toolName)).toEqual(['get_time']);
    expect(result.text).toBe(rest);
  });

  it('should write a call as a one-element list', () => {
    expect(protocol.formatToolCall({ toolName: 'get_time', input: {} })).toBe(
      '[{"name": "get_time", "arguments": {}}]',
    );
  });
});
