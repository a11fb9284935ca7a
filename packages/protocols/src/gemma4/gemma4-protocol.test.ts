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
import { gemma4Protocol } from './gemma4-protocol';

const protocol = gemma4Protocol();
const Q = '<|"|>';
const call = (body: string) => `<|tool_call>call:${body}<tool_call|>`;

const tools: FunctionTool[] = [
  ...testTools,
  {
    type: 'function',
    name: 'plan',
    inputSchema: {
      type: 'object',
      properties: {
        steps: {
          type: 'array',
          items: {
            type: 'object',
            properties: { id: { type: 'integer' }, done: { type: 'boolean' } },
          },
        },
        meta: { type: 'object' },
        ratio: { type: 'number' },
        note: { type: ['string', 'null'] },
      },
    },
  },
];

describeConformance({
  name: 'gemma4',
  protocol,
  tools,
  cases: [
    {
      name: 'the issue example: string, number and boolean',
      text: `<|tool_call>call:get_weather{city:${Q}Paris${Q},days:3}<tool_call|>`,
      calls: [{ toolName: 'get_weather', input: { city: 'Paris', days: 3 } }],
    },
    {
      name: 'several calls in a row with text around and the result token after',
      text: `Checking.${call(`get_weather{city:${Q}Oslo${Q}}`)}${call('get_time{}')}<|tool_response>`,
      calls: [
        { toolName: 'get_weather', input: { city: 'Oslo' } },
        { toolName: 'get_time', input: {} },
      ],
    },
    {
      name: 'nested objects and lists, None, decimals and exponents',
      text: call(
        `plan{meta:{a:[1,${Q}two${Q},{z:false}],b:None},note:None,ratio:-1.5e-3,steps:[{done:true,id:1},{done:False,id:2}]}`,
      ),
      calls: [
        {
          toolName: 'plan',
          input: {
            meta: { a: [1, 'two', { z: false }], b: null },
            note: null,
            ratio: -0.0015,
            steps: [
              { done: true, id: 1 },
              { done: false, id: 2 },
            ],
          },
        },
      ],
    },
    {
      name: 'values typed by schema: quoted number, list and object',
      text: call(
        `search.web-v2{exact:true,filters:{site:${Q}a.org${Q},year:${Q}2025${Q}},limit:${Q}5${Q},query:${Q}m2${Q},tags:[${Q}x${Q},${Q}y${Q}]}`,
      ),
      calls: [
        {
          toolName: 'search.web-v2',
          input: {
            exact: true,
            filters: { site: 'a.org', year: 2025 },
            limit: 5,
            query: 'm2',
            tags: ['x', 'y'],
          },
        },
      ],
    },
    {
      name: 'strings keep braces, commas, quotes, colons and newlines',
      text: call(`write_file{content:${Q}a{b}, "c": d\n}]${Q},path:${Q}x.ts${Q}}`),
      calls: [{ toolName: 'write_file', input: { content: 'a{b}, "c": d\n}]', path: 'x.ts' } }],
    },
    {
      name: 'spaces and newlines between the parts, quoted keys',
      text: `<|tool_call>call:get_weather{ ${Q}city${Q} : ${Q}Rome${Q} ,\n days : 2 }<tool_call|>`,
      calls: [{ toolName: 'get_weather', input: { city: 'Rome', days: 2 } }],
    },
    {
      name: 'repair: call: left out, the close token cut off',
      text: `<|tool_call>get_weather{city:${Q}Lima${Q}}<tool_ca`,
      calls: [{ toolName: 'get_weather', input: { city: 'Lima' } }],
    },
    {
      name: 'repair: the final brace left out before the close token',
      text: `<|tool_call>call:get_weather{city:${Q}Kyiv${Q},days:4<tool_call|>Done.`,
      calls: [{ toolName: 'get_weather', input: { city: 'Kyiv', days: 4 } }],
    },
    {
      name: 'repair: no close token, text after the brace',
      text: `<|tool_call>call:get_weather{city:${Q}Bern${Q}} and then more text`,
      calls: [{ toolName: 'get_weather', input: { city: 'Bern' } }],
    },
    {
      name: 'repair: a bare unquoted string',
      text: call('write_file{content:hello world,path:/tmp/a.txt}'),
      calls: [{ toolName: 'write_file', input: { content: 'hello world', path: '/tmp/a.txt' } }],
    },
    {
      name: 'output ends after the last complete argument',
      text: `<|tool_call>call:get_weather{city:${Q}Nice${Q},`,
      calls: [{ toolName: 'get_weather', input: { city: 'Nice' } }],
    },
    {
      name: 'prose only',
      text: 'A call:get_weather{city:x} outside the tokens is text.',
      calls: [],
    },
  ],
  malformed: [
    { name: 'unknown tool', text: `a ${call(`nope{q:${Q}1${Q}}`)} b`, code: 'UNKNOWN_TOOL' },
    { name: 'no name', text: call(`{city:${Q}x${Q}}`), code: 'MISSING_TOOL_NAME' },
    {
      name: 'cut off inside a string',
      text: `<|tool_call>call:write_file{content:${Q}abc`,
      code: 'UNTERMINATED_TOOL_CALL',
    },
    {
      name: 'cut off inside a list',
      text: `<|tool_call>call:search.web-v2{query:${Q}q${Q},tags:[${Q}a${Q},`,
      code: 'UNTERMINATED_TOOL_CALL',
    },
    {
      name: 'argument written twice',
      text: call(`get_weather{city:${Q}A${Q},city:${Q}B${Q}}`),
      code: 'DUPLICATE_STRING_TAG',
    },
    { name: 'a key without a value', text: call('get_weather{city}'), code: 'INVALID_XML' },
    { name: 'a name on two lines', text: call('get\nweather{}'), code: 'INVALID_XML' },
    {
      name: 'cut off after the name',
      text: '<|tool_call>call:get_weather',
      code: 'UNTERMINATED_TOOL_CALL',
    },
  ],
  fragments: [
    '<|tool_call>',
    '<tool_call|>',
    '<|tool_',
    '<|tool_response>',
    'call:',
    'get_weather{',
    'nope{',
    'city:',
    'days:3',
    Q,
    '<|"',
    '{',
    '}',
    '[',
    ']',
    ',',
    ':',
    '<|channel>thought\n',
    '<channel|>',
    'Paris',
    '\n',
    '서울',
    '🌶️',
  ],
  longString: { toolName: 'write_file', argument: 'content', rest: { path: 'big.ts' } },
});

describeConformance({
  name: 'gemma4 (FunctionGemma)',
  protocol: gemma4Protocol({ dialect: 'functiongemma' }),
  tools,
  cases: [
    {
      name: 'the FORMATS.md example',
      text: '<start_function_call>call:get_weather{city:<escape>London<escape>}<end_function_call>',
      calls: [{ toolName: 'get_weather', input: { city: 'London' } }],
    },
    {
      name: 'two calls, a list and a number',
      text: '<start_function_call>call:get_weather{city:<escape>Oslo<escape>,days:2}<end_function_call><start_function_call>call:search.web-v2{query:<escape>q<escape>,tags:[<escape>a<escape>]}<end_function_call><start_function_response>',
      calls: [
        { toolName: 'get_weather', input: { city: 'Oslo', days: 2 } },
        { toolName: 'search.web-v2', input: { query: 'q', tags: ['a'] } },
      ],
    },
  ],
  malformed: [
    {
      name: 'unknown tool',
      text: '<start_function_call>call:nope{}<end_function_call>',
      code: 'UNKNOWN_TOOL',
    },
  ],
  fragments: [
    '<start_function_call>',
    '<end_function_call>',
    '<start_function',
    'call:get_weather{',
    'city:',
    '<escape>',
    '<esc',
    '}',
    ',',
    'Paris',
  ],
  longString: { toolName: 'write_file', argument: 'content', rest: { path: 'big.ts' } },
});

describe('gemma4Protocol', () => {
  it('should stream a string argument while it arrives', async () => {
    const text = call(`write_file{content:${Q}one two three four${Q},path:${Q}a${Q}}`);
    const parts = await runStream(protocol, tools, chunkBySizes(text, [3]));
    expect(parts.filter((p) => p.type === 'tool-input-delta').length).toBeGreaterThan(5);
    expect(summarizeParts(parts).calls).toEqual([
      { toolName: 'write_file', input: '{"content":"one two three four","path":"a"}' },
    ]);
  });

  it('should read the thought channel as reasoning', () => {
    const parts = protocol.parseGeneratedText({
      text: `<|channel>thought\nThe user wants weather.<channel|>${call(`get_weather{city:${Q}Paris${Q}}`)}`,
      tools,
    });
    expect(parts.find((p) => p.type === 'reasoning')).toMatchObject({
      text: 'The user wants weather.',
    });
    expect(summarizeContent(parts).calls).toEqual([
      { toolName: 'get_weather', input: '{"city":"Paris"}' },
    ]);
  });

  it('should keep a good call and release a bad one that follows', () => {
    const errors: ToolCallErrorMetadata[] = [];
    const bad = call(`nope{q:${Q}1${Q}}`);
    const result = summarizeContent(
      protocol.parseGeneratedText({
        text: `${call('get_time{}')}${bad}`,
        tools,
        options: { onError: (_m, d) => errors.push(d) },
      }),
    );
    expect(result.calls).toEqual([{ toolName: 'get_time', input: '{}' }]);
    expect(result.text).toBe(bad);
    expect(errors).toMatchObject([{ code: 'UNKNOWN_TOOL', toolName: 'nope' }]);
  });

  it('should refuse nesting deeper than the limit without overflowing the stack', () => {
    const errors: ToolCallErrorMetadata[] = [];
    const text = call(`plan{meta:${'['.repeat(5000)}1${']'.repeat(5000)}}`);
    const result = summarizeContent(
      protocol.parseGeneratedText({ text, tools, options: { onError: (_m, d) => errors.push(d) } }),
    );
    expect(result.calls).toEqual([]);
    expect(result.text).toBe(text);
    expect(errors[0]?.code).toBe('INVALID_XML');
  });

  it('should write calls, results and declarations in the template shape', () => {
    expect(
      protocol.formatToolCall({
        toolName: 'get_weather',
        input: { days: 2, City: 'Seoul', b: [true, null, { Z: 1.5 }] },
      }),
    ).toBe(
      `<|tool_call>call:get_weather{b:[true,None,{Z:1.5}],City:${Q}Seoul${Q},days:2}<tool_call|>`,
    );
    expect(
      protocol.formatToolResponse({ toolName: 'x', output: { type: 'text', value: 'ok' } }),
    ).toBe(`<|tool_response>response:x{value:${Q}ok${Q}}<tool_response|>`);
    expect(
      protocol.formatToolResponse({
        toolName: 'x',
        output: { type: 'json', value: { t: 1, a: 'b' } },
      }),
    ).toBe(`<|tool_response>response:x{a:${Q}b${Q},t:1}<tool_response|>`);
    expect(
      protocol.formatTools({
        tools: [tools[2] as FunctionTool],
        toolSystemPromptTemplate: (t) => t,
      }),
    ).toBe(
      `<|tool>declaration:get_time{description:${Q}${Q},parameters:{type:${Q}OBJECT${Q}}}<tool|>`,
    );
  });
});
