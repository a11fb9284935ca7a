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
import { pythonicTagsProtocol } from './pythonic-tags-protocol';

const weather = { toolName: 'get_weather', input: { city: 'Paris', days: 3 } };
const time = { toolName: 'get_time', input: {} };

describeConformance({
  name: 'pythonic-tags',
  protocol: pythonicTagsProtocol(),
  tools,
  cases: [
    {
      name: 'LFM2 list',
      text: '<|tool_call_start|>[get_weather(city="Paris", days=3)]<|tool_call_end|>Checking the weather.',
      calls: [weather],
    },
    {
      name: 'LFM2 several calls, typed by schema',
      text: "<|tool_call_start|>[get_time(), get_weather(city='Paris', days='3')]<|tool_call_end|>",
      calls: [time, weather],
    },
    {
      name: 'LFM2 JSON list',
      text: '<|tool_call_start|>[{"name": "get_weather", "arguments": {"city": "Paris", "days": 3}}]<|tool_call_end|>',
      calls: [weather],
    },
    {
      name: 'Olmo 3 calls one per line',
      text: "Let me check.\n<function_calls>get_weather(city='Paris', days=3)\nget_time()</function_calls>",
      calls: [weather, time],
    },
    {
      name: 'after thinking, the end marker inside a string',
      text: '<think>hmm</think><|tool_call_start|>[write_file(path="a", content="x <|tool_call_end|> y")]<|tool_call_end|>',
      calls: [{ toolName: 'write_file', input: { path: 'a', content: 'x <|tool_call_end|> y' } }],
    },
    {
      name: 'no end marker',
      text: '<function_calls>\nget_time()\n',
      calls: [time],
    },
    { name: 'prose only', text: 'Call get_weather(city="x") or [get_time()] later.', calls: [] },
  ],
  malformed: [
    {
      name: 'unknown tool',
      text: 'x <|tool_call_start|>[nope(a=1)]<|tool_call_end|> y',
      code: 'UNKNOWN_TOOL',
    },
    {
      name: 'broken arguments',
      text: '<function_calls>get_weather(city=)</function_calls>',
      code: 'INVALID_ARGUMENTS',
    },
    {
      name: 'truncated',
      text: '<|tool_call_start|>[get_weather(city="Pa',
      code: 'UNTERMINATED_TOOL_CALL',
    },
    {
      name: 'broken JSON list',
      text: '<|tool_call_start|>[{"name": "get_weather", "arguments": {"city": x}}]<|tool_call_end|>',
      code: 'INVALID_JSON',
    },
  ],
  fragments: [
    '<|tool_call_start|>',
    '<|tool_call_end|>',
    '<function_calls>',
    '</function_calls>',
    '<|tool_',
    '[',
    ']',
    ', ',
    '\n',
    'get_weather(city="Seoul")',
    "write_file(path='p', content='a\\'b<|tool_call_end|>')",
    'get_time()',
    'nope(x=1)',
    '{"name": "get_time", "arguments": {}}',
    'get_weather(city=',
    '<think>',
    '</think>',
    ' text ',
    '서울',
  ],
  longString: { toolName: 'write_file', argument: 'content', rest: { path: 'big.ts' } },
});

describe('pythonicTagsProtocol', () => {
  it('should stream the calls of a list one after the other, the end marker taken with them', async () => {
    const text =
      'A <|tool_call_start|>[write_file(path="a.txt", content="hello world, streamed"), get_time()] <|tool_call_end|> B';
    const parts = await runStream(pythonicTagsProtocol('lfm2'), tools, chunkBySizes(text, [3]));
    const summary = summarizeParts(parts);
    expect(summary.calls.map((c) => c.toolName)).toEqual(['write_file', 'get_time']);
    expect(summary.text).toBe('A  B');
    expect(parts.filter((p) => p.type === 'tool-input-delta').length).toBeGreaterThan(3);
  });

  it('should release a failed call while its sibling stands', () => {
    const errors: ToolCallErrorMetadata[] = [];
    const result = summarizeContent(
      pythonicTagsProtocol('olmo3').parseGeneratedText({
        text: '<function_calls>nope(a=1)\nget_time()</function_calls>',
        tools,
        options: { onError: (_m, d) => errors.push(d) },
      }),
    );
    expect(result.calls.map((c) => c.toolName)).toEqual(['get_time']);
    expect(result.text).toBe('<function_calls>nope(a=1)');
    expect(errors.map((e) => e.code)).toEqual(['UNKNOWN_TOOL']);
  });

  it("should read only its own family's markers in a preset", () => {
    const text = '<function_calls>get_time()</function_calls>';
    expect(
      summarizeContent(pythonicTagsProtocol('lfm2').parseGeneratedText({ text, tools })),
    ).toMatchObject({
      calls: [],
      text,
    });
  });

  it("should write calls and results in each family's syntax", () => {
    const call = { toolName: 'get_weather', input: { city: 'Paris', days: 3, metric: true } };
    expect(pythonicTagsProtocol('lfm2').formatToolCall(call)).toBe(
      "<|tool_call_start|>[get_weather(city='Paris', days=3, metric=True)]<|tool_call_end|>",
    );
    expect(pythonicTagsProtocol('olmo3').formatToolCall(call)).toBe(
      "<function_calls>get_weather(city='Paris', days=3, metric=True)</function_calls>",
    );
    expect(
      pythonicTagsProtocol('lfm2').formatToolResponse({
        toolName: 'get_time',
        output: { type: 'text', value: 'noon' },
      }),
    ).toBe('<|tool_response_start|>{"name": "get_time", "result": "noon"}<|tool_response_end|>');
  });
});
