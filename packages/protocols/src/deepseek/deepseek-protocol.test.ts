import { describe, expect, it } from 'vitest';
import { describeConformance } from '../test-utils/conformance';
import {
  chunkBySizes,
  runStream,
  summarizeContent,
  summarizeParts,
} from '../test-utils/stream-helpers';
import { testTools } from '../test-utils/tools';
import type { FunctionTool, ToolCallErrorMetadata } from '../types';
import { deepseekProtocol } from './deepseek-protocol';
import { deepseekSystemPrompt } from './deepseek-system-prompt';

const protocol = deepseekProtocol();

const number = { type: 'number' };
const tools: FunctionTool[] = [
  ...testTools.map((tool) =>
    tool.name === 'get_weather'
      ? {
          ...tool,
          inputSchema: {
            type: 'object',
            properties: {
              city: { type: 'string' },
              days: { type: 'integer' },
              unit: { type: 'string', enum: ['celsius', 'fahrenheit'] },
              location: { type: 'string' },
              date: { type: 'string' },
              count: { type: 'integer' },
            },
          },
        }
      : tool,
  ),
  {
    type: 'function',
    name: 'search_hotels',
    inputSchema: {
      type: 'object',
      properties: { location: { type: 'string' }, check_in: { type: 'string' } },
    },
  },
  { type: 'function', name: 'foo', inputSchema: { type: 'object', properties: { x: number } } },
  { type: 'function', name: 'bar', inputSchema: { type: 'object', properties: { y: number } } },
];

/** vllm test_deepseekv3_tool_parser.py (FORMATS.md §2.1 F8a). */
const V3 =
  '<｜tool▁calls▁begin｜><｜tool▁call▁begin｜>function<｜tool▁sep｜>get_weather\n```json\n{"city": "Tokyo", "unit": "celsius"}\n```<｜tool▁call▁end｜><｜tool▁call▁begin｜>function<｜tool▁sep｜>search_hotels\n```json\n{"location": "Tokyo", "check_in": "2025-01-15"}\n```<｜tool▁call▁end｜><｜tool▁calls▁end｜>';
/** vllm test_deepseekv31_tool_parser.py (F8b). */
const V31 =
  'some prefix text<｜tool▁calls▁begin｜><｜tool▁call▁begin｜>foo<｜tool▁sep｜>{"x":1}<｜tool▁call▁end｜><｜tool▁call▁begin｜>bar<｜tool▁sep｜>{"y":2}<｜tool▁call▁end｜><｜tool▁calls▁end｜> some suffix text';
/** vllm test_deepseekv32_tool_parser.py (F8c). */
const V32 =
  '<｜DSML｜function_calls>\n<｜DSML｜invoke name="get_weather">\n<｜DSML｜parameter name="location" string="true">SF</｜DSML｜parameter><｜DSML｜parameter name="date" string="true">2024-01-16</｜DSML｜parameter>\n</｜DSML｜invoke>\n</｜DSML｜function_calls>';

const dsml = (block: string, body: string) => `<｜DSML｜${block}>\n${body}\n</｜DSML｜${block}>`;

describeConformance({
  name: 'deepseek',
  protocol,
  tools,
  cases: [
    {
      name: 'F8a V3/R1: fenced JSON, two calls',
      text: V3,
      calls: [
        { toolName: 'get_weather', input: { city: 'Tokyo', unit: 'celsius' } },
        { toolName: 'search_hotels', input: { location: 'Tokyo', check_in: '2025-01-15' } },
      ],
    },
    {
      name: 'F8b V3.1: raw JSON after the separator, text around',
      text: V31,
      calls: [
        { toolName: 'foo', input: { x: 1 } },
        { toolName: 'bar', input: { y: 2 } },
      ],
    },
    {
      name: 'F8c V3.2 DSML function_calls',
      text: V32,
      calls: [{ toolName: 'get_weather', input: { location: 'SF', date: '2024-01-16' } }],
    },
    {
      name: 'F8c typed variant: string="false" is a JSON literal',
      text: dsml(
        'function_calls',
        '<｜DSML｜invoke name="get_weather">\n<｜DSML｜parameter name="count" string="false">42</｜DSML｜parameter>\n</｜DSML｜invoke>',
      ),
      calls: [{ toolName: 'get_weather', input: { count: 42 } }],
    },
    {
      name: 'V4 DSML tool_calls with JSON arrays, objects and booleans',
      text: dsml(
        'tool_calls',
        '<｜DSML｜invoke name="search.web-v2">\n<｜DSML｜parameter name="query" string="true">v4</｜DSML｜parameter>\n<｜DSML｜parameter name="tags" string="false">["a", "b"]</｜DSML｜parameter>\n<｜DSML｜parameter name="filters" string="false">{"site": "x", "year": 2026}</｜DSML｜parameter>\n<｜DSML｜parameter name="exact" string="false">true</｜DSML｜parameter>\n<｜DSML｜parameter name="limit" string="true">5</｜DSML｜parameter>\n</｜DSML｜invoke>',
      ),
      calls: [
        {
          toolName: 'search.web-v2',
          input: {
            query: 'v4',
            tags: ['a', 'b'],
            filters: { site: 'x', year: 2026 },
            exact: true,
            limit: 5,
          },
        },
      ],
    },
    {
      name: 'ASCII bars in the V3.1 tokens',
      text: '<|tool▁calls▁begin|><|tool▁call▁begin|>foo<|tool▁sep|>{"x": 3}<|tool▁call▁end|><|tool▁calls▁end|>',
      calls: [{ toolName: 'foo', input: { x: 3 } }],
    },
    {
      name: 'ASCII bars in DSML',
      text: '<|DSML|function_calls><|DSML|invoke name="get_time"></|DSML|invoke></|DSML|function_calls>',
      calls: [{ toolName: 'get_time', input: {} }],
    },
    {
      name: 'R1 distill without a fence',
      text: '<｜tool▁calls▁begin｜><｜tool▁call▁begin｜>function<｜tool▁sep｜>get_weather\n{"city": "Paris"}\n<｜tool▁call▁end｜><｜tool▁calls▁end｜>',
      calls: [{ toolName: 'get_weather', input: { city: 'Paris' } }],
    },
    {
      name: 'section end missing at the end of the output',
      text: 'x<｜tool▁calls▁begin｜><｜tool▁call▁begin｜>foo<｜tool▁sep｜>{"x": 1}<｜tool▁call▁end｜>',
      calls: [{ toolName: 'foo', input: { x: 1 } }],
    },
    {
      name: 'call without the section token',
      text: '<｜tool▁call▁begin｜>foo<｜tool▁sep｜>{"x": 2}<｜tool▁call▁end｜> done',
      calls: [{ toolName: 'foo', input: { x: 2 } }],
    },
    {
      name: 'the call-end token inside a JSON string is content',
      text: '<｜tool▁calls▁begin｜><｜tool▁call▁begin｜>write_file<｜tool▁sep｜>{"path": "t.md", "content": "a <｜tool▁call▁end｜> b"}<｜tool▁call▁end｜><｜tool▁calls▁end｜>',
      calls: [
        { toolName: 'write_file', input: { path: 't.md', content: 'a <｜tool▁call▁end｜> b' } },
      ],
    },
    {
      name: 'a literal DSML close tag inside a value stays content',
      text: dsml(
        'function_calls',
        '<｜DSML｜invoke name="write_file">\n<｜DSML｜parameter name="path" string="true">a</｜DSML｜parameter>\n<｜DSML｜parameter name="content" string="true">x</｜DSML｜parameter> y</｜DSML｜parameter>\n</｜DSML｜invoke>',
      ),
      calls: [{ toolName: 'write_file', input: { path: 'a', content: 'x</｜DSML｜parameter> y' } }],
    },
    {
      name: 'typed by schema in V3.1 JSON',
      text: '<｜tool▁calls▁begin｜><｜tool▁call▁begin｜>get_weather<｜tool▁sep｜>{"city": "Oslo", "days": "3"}<｜tool▁call▁end｜><｜tool▁calls▁end｜>',
      calls: [{ toolName: 'get_weather', input: { city: 'Oslo', days: 3 } }],
    },
    { name: 'prose only', text: 'The tokens look like <｜this｜> and <|that|>.', calls: [] },
  ],
  malformed: [
    {
      name: 'unknown tool (V3.1)',
      text: 'a <｜tool▁calls▁begin｜><｜tool▁call▁begin｜>nope<｜tool▁sep｜>{}<｜tool▁call▁end｜><｜tool▁calls▁end｜> b',
      code: 'UNKNOWN_TOOL',
    },
    {
      name: 'unknown tool (DSML)',
      text: dsml('tool_calls', '<｜DSML｜invoke name="nope"></｜DSML｜invoke>'),
      code: 'UNKNOWN_TOOL',
    },
    {
      name: 'truncated JSON',
      text: '<｜tool▁calls▁begin｜><｜tool▁call▁begin｜>foo<｜tool▁sep｜>{"x": ',
      code: 'UNTERMINATED_TOOL_CALL',
    },
    {
      name: 'broken JSON',
      text: '<｜tool▁calls▁begin｜><｜tool▁call▁begin｜>foo<｜tool▁sep｜>{"x": ]<｜tool▁call▁end｜><｜tool▁calls▁end｜>',
      code: 'INVALID_JSON',
    },
    {
      name: 'arguments not an object',
      text: '<｜tool▁calls▁begin｜><｜tool▁call▁begin｜>foo<｜tool▁sep｜>[1]<｜tool▁call▁end｜><｜tool▁calls▁end｜>',
      code: 'INVALID_ARGUMENTS',
    },
    {
      name: 'empty section',
      text: '<｜tool▁calls▁begin｜><｜tool▁calls▁end｜>',
      code: 'EMPTY_TOOL_CALL',
    },
    {
      name: 'DSML cut off inside a value',
      text: '<｜DSML｜function_calls>\n<｜DSML｜invoke name="write_file">\n<｜DSML｜parameter name="content" string="true">par',
      code: 'UNTERMINATED_TOOL_CALL',
    },
  ],
  fragments: [
    '<｜tool▁calls▁begin｜>',
    '<｜tool▁call▁begin｜>',
    'foo<｜tool▁sep｜>{"x": 1}',
    'nope<｜tool▁sep｜>{"a": "b"}',
    'function<｜tool▁sep｜>get_time\n```json\n{}\n```',
    '<｜tool▁call▁end｜>',
    '<｜tool▁calls▁end｜>',
    '<|tool▁call▁begin|>',
    '<｜tool',
    '<｜DSML｜function_calls>',
    '</｜DSML｜function_calls>',
    '<｜DSML｜invoke name="get_weather">',
    '<｜DSML｜parameter name="city" string="true">',
    '</｜DSML｜parameter>',
    '</｜DSML｜invoke>',
    '<|DSML|',
    '"',
    '{',
    '}',
    '\n',
    '🌶️',
  ],
  longString: { toolName: 'write_file', argument: 'content', rest: { path: 'big.ts' } },
});

describe.each(['v3', 'v3.1', 'v4'] as const)('deepseekProtocol({ format: %s })', (format) => {
  const formatted = deepseekProtocol({ format });

  it('should round-trip calls written in this generation', () => {
    const input = { path: 'a.ts', content: 'x = "1"\n' };
    const text = formatted.formatToolCall({ toolName: 'write_file', input });
    const result = summarizeContent(formatted.parseGeneratedText({ text, tools }));
    expect(result.calls.map((c) => JSON.parse(c.input))).toEqual([input]);
    expect(result.text).toBe('');
  });

  it('should show the same syntax in the prompt', () => {
    const prompt = formatted.formatTools({
      tools: [tools[2] as FunctionTool],
      toolSystemPromptTemplate: (list) => deepseekSystemPrompt(list, format),
    });
    expect(prompt).toContain('<functions>\n{"name":"get_time"');
    const example = formatted.formatToolCall({
      toolName: 'FUNCTION_NAME',
      input: { TEXT_ARGUMENT: 'text value', NUMBER_ARGUMENT: 42 },
    });
    expect(prompt).toContain(example);
  });
});

describe('deepseekProtocol', () => {
  it('should write V3.2 DSML by default, with string="false" for JSON values', () => {
    expect(
      protocol.formatToolCall({ toolName: 'get_weather', input: { city: 'Seoul', days: 2 } }),
    ).toBe(
      '<｜DSML｜function_calls>\n<｜DSML｜invoke name="get_weather">\n<｜DSML｜parameter name="city" string="true">Seoul</｜DSML｜parameter>\n<｜DSML｜parameter name="days" string="false">2</｜DSML｜parameter>\n</｜DSML｜invoke>\n</｜DSML｜function_calls>',
    );
  });

  it.each([
    [
      'v3',
      '<｜tool▁outputs▁begin｜><｜tool▁output▁begin｜>ok<｜tool▁output▁end｜><｜tool▁outputs▁end｜>',
    ],
    ['v3.1', '<｜tool▁output▁begin｜>ok<｜tool▁output▁end｜>'],
    ['v3.2', '<function_results>\n<result>ok</result>\n</function_results>'],
  ] as const)('should write a %s tool result as its template does', (format, expected) => {
    expect(
      deepseekProtocol({ format }).formatToolResponse({
        toolName: 'x',
        output: { type: 'text', value: 'ok' },
      }),
    ).toBe(expected);
  });

  it('should stream V3.1 JSON string arguments as they arrive', async () => {
    const text =
      '<｜tool▁calls▁begin｜><｜tool▁call▁begin｜>write_file<｜tool▁sep｜>{"path": "a", "content": "0123456789abcdef"}<｜tool▁call▁end｜><｜tool▁calls▁end｜>';
    const parts = await runStream(protocol, tools, chunkBySizes(text, [3]));
    expect(parts.filter((p) => p.type === 'tool-input-delta').length).toBeGreaterThan(5);
    expect(summarizeParts(parts).calls).toEqual([
      { toolName: 'write_file', input: '{"path":"a","content":"0123456789abcdef"}' },
    ]);
  });

  it('should report an undeclared tool once and keep its text under any chunking', async () => {
    const text =
      'a <｜tool▁calls▁begin｜><｜tool▁call▁begin｜>nope<｜tool▁sep｜>{"q": "long value"}<｜tool▁call▁end｜><｜tool▁calls▁end｜> b';
    for (const size of [1, 3, text.length]) {
      const errors: ToolCallErrorMetadata[] = [];
      const parts = await runStream(protocol, tools, chunkBySizes(text, [size]), {
        onError: (_m, d) => errors.push(d),
      });
      expect(summarizeParts(parts)).toEqual({ text, reasoning: '', calls: [] });
      expect(errors).toMatchObject([{ code: 'UNKNOWN_TOOL', toolName: 'nope' }]);
    }
  });

  it('should keep the good calls of a section and release only the broken one', () => {
    const errors: ToolCallErrorMetadata[] = [];
    const bad = '<｜tool▁call▁begin｜>foo<｜tool▁sep｜>{"x": ]<｜tool▁call▁end｜>';
    const text = `<｜tool▁calls▁begin｜><｜tool▁call▁begin｜>foo<｜tool▁sep｜>{"x": 1}<｜tool▁call▁end｜>${bad}<｜tool▁call▁begin｜>bar<｜tool▁sep｜>{"y": 2}<｜tool▁call▁end｜><｜tool▁calls▁end｜>`;
    const result = summarizeContent(
      protocol.parseGeneratedText({ text, tools, options: { onError: (_m, d) => errors.push(d) } }),
    );
    expect(result.calls).toEqual([
      { toolName: 'foo', input: '{"x":1}' },
      { toolName: 'bar', input: '{"y":2}' },
    ]);
    expect(result.text).toBe(bad);
    expect(errors.map((e) => e.code)).toEqual(['INVALID_JSON']);
  });

  it.each([
    ['a separator cut into pieces', 'foo<｜tool▁se｜tool▁sep｜>{"x": 1}'],
    ['no separator at all', 'foo{"x": 1}'],
    ['another token in the head', 'function<|return|><｜tool▁sep｜>foo\n```json\n{"x": 1}\n```'],
    ['a line break in the head', 'fo\no<｜tool▁sep｜>{"x": 1}'],
  ])(
    'should release a call whose head is no tool name (%s) and read the next one',
    async (_, head) => {
      // Before the kit such a head failed as "Expected a tool name and <｜tool▁sep｜>"; the kit
      // read it as a call to an undeclared tool named by the whole head.
      // The first call of the section failed: the section's begin is released with it.
      const bad = `<｜tool▁calls▁begin｜><｜tool▁call▁begin｜>${head}<｜tool▁call▁end｜>`;
      const text = `${bad}<｜tool▁call▁begin｜>bar<｜tool▁sep｜>{"y": 2}<｜tool▁call▁end｜><｜tool▁calls▁end｜>`;
      for (const malformedCalls of ['text', 'feedback'] as const) {
        for (const size of [1, 7, text.length]) {
          const errors: Array<[string, string]> = [];
          const parts = await runStream(protocol, tools, chunkBySizes(text, [size]), {
            malformedCalls,
            onError: (message, d) => errors.push([d.code, message]),
          });
          const calls = parts.flatMap((part) => (part.type === 'tool-call' ? [part.toolName] : []));
          expect(calls).toEqual(['bar']);
          if (malformedCalls === 'text') expect(summarizeParts(parts).text).toBe(bad);
          expect(errors).toEqual([
            [
              'INVALID_JSON',
              'Expected a tool name and <｜tool▁sep｜> in the DeepSeek tool-call section.',
            ],
          ]);
        }
      }
    },
  );
});
