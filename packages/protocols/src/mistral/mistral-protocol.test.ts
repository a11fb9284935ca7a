import { describe, expect, it } from 'vitest';
import { describeConformance } from '../test-utils/conformance';
import {
  chunkBySizes,
  runStream,
  summarizeContent,
  summarizeParts,
} from '../test-utils/stream-helpers';
import { testTools } from '../test-utils/tools';
import type { FunctionTool, ParsedContent, ToolCallErrorMetadata } from '../types';
import { mistralProtocol } from './mistral-protocol';
import { mistralSystemPrompt } from './mistral-system-prompt';

const protocol = mistralProtocol();

const numbers = {
  type: 'object',
  properties: { a: { type: 'number' }, b: { type: 'number' } },
  required: ['a', 'b'],
};
const tools: FunctionTool[] = [
  ...testTools,
  { type: 'function', name: 'add', inputSchema: numbers },
  { type: 'function', name: 'multiply', inputSchema: numbers },
  {
    type: 'function',
    name: 'get_current_weather',
    inputSchema: {
      type: 'object',
      properties: { city: { type: 'string' }, state: { type: 'string' }, unit: { type: 'string' } },
    },
  },
];

describeConformance({
  name: 'mistral',
  protocol,
  tools,
  cases: [
    {
      name: 'pre-v11 JSON array (vLLM literal)',
      text: '[TOOL_CALLS] [{"name": "add", "arguments": {"a": 3.5, "b": 4}}, {"name": "get_current_weather", "arguments":{"city": "San Francisco", "state": "CA", "unit": "celsius"}}]',
      calls: [
        { toolName: 'add', input: { a: 3.5, b: 4 } },
        {
          toolName: 'get_current_weather',
          input: { city: 'San Francisco', state: 'CA', unit: 'celsius' },
        },
      ],
    },
    {
      name: 'v11 NAME{json}, two calls, integer arguments',
      text: '[TOOL_CALLS]add{"a": 3.5, "b": 4}[TOOL_CALLS]multiply{"a": 3, "b": 6}',
      calls: [
        { toolName: 'add', input: { a: 3.5, b: 4 } },
        { toolName: 'multiply', input: { a: 3, b: 6 } },
      ],
    },
    {
      name: 'NAME[ARGS]{json}',
      text: '[TOOL_CALLS]get_weather[ARGS]{"location": "San Francisco"}',
      calls: [{ toolName: 'get_weather', input: { location: 'San Francisco' } }],
    },
    {
      name: 'NAME[CALL_ID]ID[ARGS]{json} (Mistral Small 3.2)',
      text: 'Let me look. [TOOL_CALLS]get_weather[CALL_ID]call_abc12[ARGS]{"city": "Paris"} Done.',
      calls: [{ toolName: 'get_weather', input: { city: 'Paris' } }],
    },
    {
      name: 'typed by schema',
      text: '[TOOL_CALLS]get_weather[ARGS]{"city": "Seoul", "days": "3"}',
      calls: [{ toolName: 'get_weather', input: { city: 'Seoul', days: 3 } }],
    },
    {
      name: 'the start token inside a string argument',
      text: '[TOOL_CALLS]write_file[ARGS]{"path": "t.md", "content": "use [TOOL_CALLS]x[ARGS]{} here"}',
      calls: [
        {
          toolName: 'write_file',
          input: { path: 't.md', content: 'use [TOOL_CALLS]x[ARGS]{} here' },
        },
      ],
    },
    {
      name: 'ids in the pre-v11 array and whitespace between calls',
      text: '[TOOL_CALLS] [{"name": "get_time", "arguments": {}, "id": "a1b2c3d4e"}]\n[TOOL_CALLS]get_time[ARGS]{}',
      calls: [
        { toolName: 'get_time', input: {} },
        { toolName: 'get_time', input: {} },
      ],
    },
    {
      name: 'space before the JSON',
      text: '[TOOL_CALLS]get_weather {"city": "Rome"}',
      calls: [{ toolName: 'get_weather', input: { city: 'Rome' } }],
    },
    {
      name: 'missing closing brace before the next call',
      text: '[TOOL_CALLS]get_weather[ARGS]{"city": "Kyiv"[TOOL_CALLS]get_time[ARGS]{}',
      calls: [
        { toolName: 'get_weather', input: { city: 'Kyiv' } },
        { toolName: 'get_time', input: {} },
      ],
    },
    {
      name: 'dotted tool name with nested values',
      text: '[TOOL_CALLS]search.web-v2[ARGS]{"query": "q", "tags": ["x"], "filters": {"year": "1999"}}',
      calls: [
        {
          toolName: 'search.web-v2',
          input: { query: 'q', tags: ['x'], filters: { year: 1999 } },
        },
      ],
    },
    { name: 'prose only', text: 'Use [TOOL_ and [ARGS] or [CALL_ID] here', calls: [] },
  ],
  malformed: [
    {
      name: 'unknown tool',
      text: 'x [TOOL_CALLS]nope[ARGS]{"a": 1} y',
      code: 'UNKNOWN_TOOL',
    },
    {
      name: 'unknown tool in a JSON object',
      text: '[TOOL_CALLS] {"name": "nope", "arguments": {}}',
      code: 'UNKNOWN_TOOL',
    },
    {
      name: 'cut off inside the arguments',
      text: '[TOOL_CALLS]write_file[ARGS]{"path": "a", "content": "par',
      code: 'UNTERMINATED_TOOL_CALL',
    },
    {
      name: 'cut off before the arguments',
      text: '[TOOL_CALLS]get_weather[CALL_ID]abc',
      code: 'UNTERMINATED_TOOL_CALL',
    },
    {
      name: 'broken JSON',
      text: '[TOOL_CALLS]get_weather[ARGS]{"city": x} tail',
      code: 'INVALID_JSON',
    },
    { name: 'nothing after the token', text: 'a [TOOL_CALLS]', code: 'EMPTY_TOOL_CALL' },
    { name: 'prose after the token', text: '[TOOL_CALLS] is a token', code: 'INVALID_ARGUMENTS' },
    {
      name: 'arguments not an object',
      text: '[TOOL_CALLS]get_weather[ARGS][1]',
      code: 'INVALID_ARGUMENTS',
    },
    {
      name: 'pre-v11 array whose calls all fail',
      text: 'a [TOOL_CALLS] [{"name": "nope", "arguments": {}}, {"name": "gone", "arguments": {}}] b',
      code: 'UNKNOWN_TOOL',
    },
    { name: 'empty pre-v11 array', text: '[TOOL_CALLS] []', code: 'EMPTY_TOOL_CALL' },
  ],
  fragments: [
    '[TOOL_CALLS]',
    '[TOOL_',
    '[ARGS]',
    '[CALL_ID]',
    'get_weather',
    'nope',
    'get_time[ARGS]{}',
    '{"city": "Seoul"}',
    '[{"name": "get_time", "arguments": {}}]',
    '[{"name": "get_time", "arguments": {}}, ',
    '{"name": "nope", "arguments": {}}',
    ', ',
    ']',
    '{"path": "p", "content": "[TOOL_CALLS]"}',
    '{"city": "',
    '"}',
    '}',
    ' text ',
    '\n',
    '서울',
    '\ud83c',
  ],
  longString: { toolName: 'write_file', argument: 'content', rest: { path: 'big.ts' } },
});

const ids = (content: ParsedContent[]) =>
  content.filter((part) => part.type === 'tool-call').map((part) => part.toolCallId);

describe('mistralProtocol', () => {
  it('should release a failed element of a pre-v11 array alone, the same in both modes', async () => {
    const errors: ToolCallErrorMetadata[] = [];
    const bad = '{"name": "nope", "arguments": {}}';
    const text = `A [TOOL_CALLS] [{"name": "get_time", "arguments": {}}, ${bad}, {"name": "get_weather", "arguments": {"city": "B"}}] Z`;
    const result = summarizeContent(
      protocol.parseGeneratedText({ text, tools, options: { onError: (_m, d) => errors.push(d) } }),
    );
    expect(result.calls.map((c) => c.toolName)).toEqual(['get_time', 'get_weather']);
    expect(result.text).toBe(`A , ${bad} Z`);
    expect(errors).toMatchObject([{ code: 'UNKNOWN_TOOL', toolName: 'nope', segment: `, ${bad}` }]);
    for (const size of [1, 5]) {
      const parts = await runStream(protocol, tools, chunkBySizes(text, [size]));
      expect(summarizeParts(parts)).toEqual(result);
    }
  });

  it('should keep [CALL_ID] values as tool-call ids and replace a repeated one', () => {
    const text =
      '[TOOL_CALLS]get_time[CALL_ID]Ab12Cd34E[ARGS]{}[TOOL_CALLS]get_time[CALL_ID]Ab12Cd34E[ARGS]{}[TOOL_CALLS]get_time[ARGS]{}';
    expect(
      ids(protocol.parseGeneratedText({ text, tools, options: { generateId: () => 'gen' } })),
    ).toEqual(['Ab12Cd34E', 'gen', 'gen']);
  });

  it('should stream string arguments of the [ARGS] form as they arrive', async () => {
    const text = '[TOOL_CALLS]write_file[ARGS]{"path": "a", "content": "hello wide world"}';
    const parts = await runStream(protocol, tools, chunkBySizes(text, [3]));
    const deltas = parts.filter((p) => p.type === 'tool-input-delta');
    expect(deltas.length).toBeGreaterThan(4);
    expect(summarizeParts(parts).calls).toEqual([
      { toolName: 'write_file', input: '{"path":"a","content":"hello wide world"}' },
    ]);
  });

  it.each([
    [
      'args',
      { toolCallId: 'Ab12Cd34E', toolName: 'add', input: { a: 1, b: 2 } },
      '[TOOL_CALLS]add[CALL_ID]Ab12Cd34E[ARGS]{"a": 1, "b": 2}',
    ],
    ['args', { toolName: 'add', input: { a: 1, b: 2 } }, '[TOOL_CALLS]add[ARGS]{"a": 1, "b": 2}'],
    ['json', { toolName: 'add', input: { a: 1, b: 2 } }, '[TOOL_CALLS]add{"a": 1, "b": 2}'],
    [
      'array',
      { toolCallId: 'Ab12Cd34E', toolName: 'add', input: { a: 1, b: 2 } },
      '[TOOL_CALLS][{"name": "add", "arguments": {"a": 1, "b": 2}, "id": "Ab12Cd34E"}]',
    ],
  ] as const)('should write a call in the %s style', (callStyle, call, expected) => {
    const styled = mistralProtocol({ callStyle });
    const text = styled.formatToolCall(call);
    expect(text).toBe(expected);
    const parsed = styled.parseGeneratedText({ text, tools });
    expect(parsed).toMatchObject([{ type: 'tool-call', toolName: 'add', input: '{"a":1,"b":2}' }]);
  });

  it('should write results between [TOOL_RESULTS] tokens', () => {
    const result = { toolCallId: 'Ab12Cd34E', toolName: 'add', output: { type: 'json', value: 3 } };
    expect(protocol.formatToolResponse(result)).toBe('[TOOL_RESULTS]3[/TOOL_RESULTS]');
    expect(mistralProtocol({ callStyle: 'array' }).formatToolResponse(result)).toBe(
      '[TOOL_RESULTS]{"content": 3, "call_id": "Ab12Cd34E"}[/TOOL_RESULTS]',
    );
    expect(
      protocol.formatToolResponse({
        toolName: 'add',
        output: { type: 'error-text', value: 'bad input' },
      }),
    ).toBe('[TOOL_RESULTS]{"error": "bad input"}[/TOOL_RESULTS]');
  });

  it('should render the tools inside [AVAILABLE_TOOLS]', () => {
    const prompt = protocol.formatTools({
      tools: tools.slice(2, 3),
      toolSystemPromptTemplate: mistralSystemPrompt,
    });
    expect(
      prompt.startsWith('[AVAILABLE_TOOLS][{"type": "function", "function": {"name": "get_time"'),
    ).toBe(true);
    expect(prompt).toContain('[/AVAILABLE_TOOLS]');
    expect(prompt).toContain('[TOOL_CALLS]<tool name>[ARGS]');
  });
});
