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
import { pythonLiteral } from './python-literal';
import { pythonicProtocol } from './pythonic-protocol';
import { pythonicSystemPrompt } from './pythonic-system-prompt';

const protocol = pythonicProtocol();

const tools: FunctionTool[] = [
  ...testTools,
  {
    type: 'function',
    name: 'register_user',
    inputSchema: {
      type: 'object',
      properties: {
        name: { type: 'string' },
        age: { type: 'integer' },
        address: {
          type: 'object',
          properties: { city: { type: 'string' }, state: { type: 'string' } },
        },
        role: { type: ['string', 'null'] },
        passed_test: { type: 'boolean' },
        aliases: { type: 'array', items: { type: 'string' } },
      },
    },
  },
];

describeConformance({
  name: 'pythonic',
  protocol,
  tools,
  cases: [
    {
      name: 'two calls with Python literals (vLLM literal)',
      text: "[get_weather(city='San Francisco', metric='celsius'), register_user(name='John Doe', age=37, address={'city': 'San Francisco', 'state': 'CA'}, role=None, passed_test=True, aliases=['John', 'Johnny'])]",
      calls: [
        { toolName: 'get_weather', input: { city: 'San Francisco', metric: 'celsius' } },
        {
          toolName: 'register_user',
          input: {
            name: 'John Doe',
            age: 37,
            address: { city: 'San Francisco', state: 'CA' },
            role: null,
            passed_test: true,
            aliases: ['John', 'Johnny'],
          },
        },
      ],
    },
    {
      name: 'Llama 4 tags',
      text: "Here's a call: <|python_start|>[get_weather(location='Tokyo', data=[1, 2, 3])]<|python_end|>",
      calls: [{ toolName: 'get_weather', input: { location: 'Tokyo', data: [1, 2, 3] } }],
    },
    {
      name: 'no arguments',
      text: 'Time: [get_time()] ok',
      calls: [{ toolName: 'get_time', input: {} }],
    },
    {
      name: 'typed by schema, negative numbers, spaces around "="',
      text: "[search.web-v2(query = 'x', limit = -2.5, exact=False, filters={'year': '2020'})]",
      calls: [
        {
          toolName: 'search.web-v2',
          input: { query: 'x', limit: -2.5, exact: false, filters: { year: 2020 } },
        },
      ],
    },
    {
      name: 'string values as numbers are typed',
      text: "[get_weather(city='Seoul', days='3')]",
      calls: [{ toolName: 'get_weather', input: { city: 'Seoul', days: 3 } }],
    },
    {
      name: 'triple-quoted string',
      text: "[write_file(path='a.py', content='''def f():\n    return \"x, y)\" + '\\'''')]",
      calls: [
        {
          toolName: 'write_file',
          input: { path: 'a.py', content: 'def f():\n    return "x, y)" + \'\'' },
        },
      ],
    },
    {
      name: '"=", "," and ")" inside strings, double quotes and escapes',
      text: '[search.web-v2(query="a=b, c) d \\"q\\" \\u00e9", tags=["x]", \'y,\'])]',
      calls: [
        { toolName: 'search.web-v2', input: { query: 'a=b, c) d "q" é', tags: ['x]', 'y,'] } },
      ],
    },
    {
      name: 'bare calls one per line between Llama 4 tags',
      text: '<|python_start|>get_time()\nget_weather(city="Paris")<|python_end|> done',
      calls: [
        { toolName: 'get_time', input: {} },
        { toolName: 'get_weather', input: { city: 'Paris' } },
      ],
    },
    {
      name: 'missing closing bracket at the end',
      text: "[get_weather(city='Lima')",
      calls: [{ toolName: 'get_weather', input: { city: 'Lima' } }],
    },
    {
      name: 'trailing comma, JSON literals',
      text: '[get_time(), search.web-v2(query="q", exact=true),]',
      calls: [
        { toolName: 'get_time', input: {} },
        { toolName: 'search.web-v2', input: { query: 'q', exact: true } },
      ],
    },
    {
      name: 'prose with brackets and calls outside a list',
      text: 'See [1], [get_weather] and get_time() here; [nope(a=1)] too.',
      calls: [],
    },
  ],
  malformed: [
    {
      name: 'unknown tool after <|python_start|>',
      text: 'a <|python_start|>[nope(x=1)]<|python_end|> b',
      code: 'UNKNOWN_TOOL',
    },
    {
      name: 'cut off inside a value',
      text: "[write_file(path='a', content='par",
      code: 'UNTERMINATED_TOOL_CALL',
    },
    {
      name: 'positional argument',
      text: "[get_weather('Seoul')]",
      code: 'INVALID_ARGUMENTS',
    },
    {
      name: 'value that is no literal',
      text: '[get_weather(city=Seoul)] tail',
      code: 'INVALID_ARGUMENTS',
    },
    {
      name: 'repeated keyword',
      text: "[get_weather(city='A', city='B')]",
      code: 'INVALID_ARGUMENTS',
    },
  ],
  fragments: [
    '[get_weather(',
    '[get_time(',
    '[get_',
    "city='Seoul'",
    'days=2',
    "content='''a\nb'''",
    ', ',
    ')',
    ']',
    'get_time()',
    'nope(x=1)',
    '<|python_start|>',
    '<|python_end|>',
    "'",
    '"',
    '=',
    '[',
    ' text ',
    '\n',
    '서울',
    '\ud83c',
  ],
  longString: { toolName: 'write_file', argument: 'content', rest: { path: 'big.ts' } },
});

describe('pythonicProtocol', () => {
  it('should release a call to an undeclared tool alone while its siblings become calls', () => {
    const errors: ToolCallErrorMetadata[] = [];
    const text = "[get_time(), nope(a=1), get_weather(city='B')]";
    const result = summarizeContent(
      protocol.parseGeneratedText({ text, tools, options: { onError: (_m, d) => errors.push(d) } }),
    );
    expect(result.calls.map((c) => c.toolName)).toEqual(['get_time', 'get_weather']);
    expect(result.text).toBe(', nope(a=1)');
    expect(errors).toMatchObject([
      { code: 'UNKNOWN_TOOL', toolName: 'nope', segment: ', nope(a=1)' },
    ]);
  });

  it('should start the call at "[name(" and stream a long string value', async () => {
    const text = `[write_file(path='a', content='${'abc '.repeat(50)}')]`;
    const parts = await runStream(protocol, tools, chunkBySizes(text, [5]));
    expect(parts.findIndex((p) => p.type === 'tool-input-start')).toBeLessThan(
      parts.findIndex((p) => p.type === 'tool-input-delta'),
    );
    expect(parts.filter((p) => p.type === 'tool-input-delta').length).toBeGreaterThan(30);
    expect(summarizeParts(parts).calls).toHaveLength(1);
  });

  it('should fail a call with a non-finite number rather than write null (issue 25)', () => {
    const text = '[search.web-v2(query="q", limit=1e999)]';
    const codes: string[] = [];
    const summary = summarizeContent(
      protocol.parseGeneratedText({
        text,
        tools,
        options: { onError: (_message, { code }) => codes.push(code) },
      }),
    );
    expect(summary.calls).toEqual([]);
    expect(summary.text).toBe(text);
    expect(codes).toEqual(['INVALID_ARGUMENTS']);
  });

  it.each([
    ['Seoul', "'Seoul'"],
    ["it's", '"it\'s"'],
    ['say "hi" it\'s', "'say \"hi\" it\\'s'"],
    ['a\\b\nc\t\u0001', "'a\\\\b\\nc\\t\\x01'"],
    ['🌶️ \ud83c', "'🌶️ \\ud83c'"],
    [true, 'True'],
    [null, 'None'],
    [Number.POSITIVE_INFINITY, 'None'],
    [-2.5, '-2.5'],
    [{ a: [1, { b: false }], c: undefined }, "{'a': [1, {'b': False}]}"],
  ])('should write %j as the Python literal %s', (value, expected) => {
    expect(pythonLiteral(value)).toBe(expected);
  });

  it('should write calls as Python and results as JSON', () => {
    expect(
      protocol.formatToolCall({ toolName: 'get_weather', input: { city: 'Seoul', days: 2 } }),
    ).toBe("[get_weather(city='Seoul', days=2)]");
    expect(protocol.formatToolCall({ toolName: 'get_time', input: {} })).toBe('[get_time()]');
    expect(
      protocol.formatToolResponse({
        toolName: 'get_weather',
        output: { type: 'json', value: { temperature: 21 } },
      }),
    ).toBe('{"tool": "get_weather", "output": {"temperature": 21}}');
  });

  it('should describe the call syntax and list the functions in the prompt', () => {
    const prompt = protocol.formatTools({
      tools: tools.slice(2, 3),
      toolSystemPromptTemplate: pythonicSystemPrompt,
    });
    expect(prompt).toContain('[function_name(argument=value');
    expect(prompt).toContain('[{"type": "function", "function": {"name": "get_time"');
  });
});
