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
      name: 'arguments that are not an object',
      text: 'x [{"name": "get_time", "arguments": 5}] y',
      code: 'INVALID_ARGUMENTS',
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

  // Issue 32: code and tutorials show lists of calls of tools nobody declared.
  it.each([
    ['bare', 'Send [{"name": "nope", "arguments": {}}] to it.'],
    [
      'in a fence that is the whole answer',
      '```json\n[{"name": "send_email", "arguments": {"to": "a"}}, {"name": "lookup_stock", "arguments": {}}]\n```',
    ],
    ['after [TOOL_CALLS]', 'Mistral writes [TOOL_CALLS][{"name": "nope", "arguments": {}}] then.'],
    ['with a broken element', '[{"name": "nope", "arguments": {"a": x}}]'],
  ])('should keep a list naming no declared tool (%s) as text, unreported', async (_case, text) => {
    for (const malformedCalls of ['text', 'feedback'] as const) {
      const errors: ToolCallErrorMetadata[] = [];
      const options = {
        malformedCalls,
        onError: (_m: string, d: ToolCallErrorMetadata) => errors.push(d),
      };
      const result = summarizeContent(protocol.parseGeneratedText({ text, tools, options }));
      expect(result).toEqual({ text, reasoning: '', calls: [] });
      for (const size of [1, 4, 9]) {
        const parts = await runStream(protocol, tools, chunkBySizes(text, [size]), options);
        expect(summarizeParts(parts)).toEqual({ text, reasoning: '', calls: [] });
      }
      expect(errors).toEqual([]);
    }
  });

  // The list's bracket goes with a failed first element, as the text it was written in.
  it.each([
    [
      'before',
      '[{"name": "nope", "arguments": {}}, {"name": "get_time", "arguments": {}}]',
      '[{"name": "nope", "arguments": {}}',
    ],
    [
      'after',
      '[{"name": "get_time", "arguments": {}}, {"name": "nope", "arguments": {}}]',
      '{"name": "nope", "arguments": {}}',
    ],
  ])(
    'should report an undeclared tool %s a declared call in the same list',
    (_case, text, kept) => {
      const errors: ToolCallErrorMetadata[] = [];
      const result = summarizeContent(
        protocol.parseGeneratedText({
          text,
          tools,
          options: { onError: (_m, d) => errors.push(d) },
        }),
      );
      expect(result.calls.map((c) => c.toolName)).toEqual(['get_time']);
      expect(result.text).toBe(kept);
      expect(errors).toMatchObject([{ code: 'UNKNOWN_TOOL', toolName: 'nope' }]);
    },
  );

  it('should keep a list whose calls of declared tools all fail as it was written', () => {
    const errors: ToolCallErrorMetadata[] = [];
    const text = '[{"name": "get_time", "arguments": 1}]';
    const result = summarizeContent(
      protocol.parseGeneratedText({ text, tools, options: { onError: (_m, d) => errors.push(d) } }),
    );
    expect(result).toMatchObject({ text, calls: [] });
    expect(errors.map((e) => e.code)).toEqual(['INVALID_ARGUMENTS']);
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
