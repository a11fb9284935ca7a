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
import { qwen3CoderProtocol } from './qwen3-coder-protocol';
import { qwen3CoderSystemPrompt } from './qwen3-coder-system-prompt';

const protocol = qwen3CoderProtocol();

const tools: FunctionTool[] = [
  ...testTools,
  {
    type: 'function',
    name: 'calculate_area',
    inputSchema: {
      type: 'object',
      properties: {
        shape: { type: 'string' },
        dimensions: {
          type: 'object',
          properties: { width: { type: 'number' }, height: { type: 'number' } },
        },
        precision: { type: 'integer' },
      },
      required: ['shape'],
    },
  },
  {
    type: 'function',
    name: 'get_current_weather',
    inputSchema: {
      type: 'object',
      properties: {
        location: { type: 'string' },
        unit: { type: 'string', enum: ['celsius', 'fahrenheit'] },
        days: { type: 'integer' },
      },
    },
  },
];

/** vllm tests/tool_parsers/test_qwen3coder_tool_parser.py (FORMATS.md §2.1 F5a). */
const VLLM_F5A = `<tool_call>
<function=calculate_area>
<parameter=shape>
rectangle
</parameter>
<parameter=dimensions>
{"width": 10, 
 "height": 20}
</parameter>
<parameter=precision>
2
</parameter>
</function>
</tool_call>`;

/** SGLang test_cases.py "implicit_parameter_close": the next <parameter= ends the value. */
const SGLANG_IMPLICIT_CLOSE = `<function=get_current_weather>
<parameter=location>Paris
<parameter=unit>celsius
<parameter=days>3
</function>`;

const call = (name: string, params: Record<string, string>) =>
  `<tool_call>\n<function=${name}>\n${Object.entries(params)
    .map(([k, v]) => `<parameter=${k}>\n${v}\n</parameter>\n`)
    .join('')}</function>\n</tool_call>`;

describeConformance({
  name: 'qwen3-coder',
  protocol,
  tools,
  cases: [
    {
      name: 'vLLM F5a: string, JSON object and integer parameters',
      text: VLLM_F5A,
      calls: [
        {
          toolName: 'calculate_area',
          input: { shape: 'rectangle', dimensions: { width: 10, height: 20 }, precision: 2 },
        },
      ],
    },
    {
      name: 'SGLang implicit parameter close, bare <function=>',
      text: SGLANG_IMPLICIT_CLOSE,
      calls: [
        { toolName: 'get_current_weather', input: { location: 'Paris', unit: 'celsius', days: 3 } },
      ],
    },
    {
      name: 'text around a call',
      text: `Let me check.\n${call('get_weather', { city: 'Seoul', days: '3' })}\nDone.`,
      calls: [{ toolName: 'get_weather', input: { city: 'Seoul', days: 3 } }],
    },
    {
      name: 'parallel calls in separate blocks',
      text: `${call('get_weather', { city: 'Seoul' })}\n${call('get_weather', { city: 'Busan' })}`,
      calls: [
        { toolName: 'get_weather', input: { city: 'Seoul' } },
        { toolName: 'get_weather', input: { city: 'Busan' } },
      ],
    },
    {
      name: 'two functions in one block',
      text: '<tool_call>\n<function=get_time>\n</function>\n<function=get_weather>\n<parameter=city>\nRome\n</parameter>\n</function>\n</tool_call>',
      calls: [
        { toolName: 'get_time', input: {} },
        { toolName: 'get_weather', input: { city: 'Rome' } },
      ],
    },
    {
      name: 'no parameters',
      text: '<tool_call>\n<function=get_time>\n</function>\n</tool_call>',
      calls: [{ toolName: 'get_time', input: {} }],
    },
    {
      name: 'a literal </parameter> inside code stays content',
      text: call('write_file', {
        path: 'a.md',
        content: 'Use </parameter> to close.\n</parameter> and more',
      }),
      calls: [
        {
          toolName: 'write_file',
          input: { path: 'a.md', content: 'Use </parameter> to close.\n</parameter> and more' },
        },
      ],
    },
    {
      name: 'a literal </tool_call> inside code stays content',
      text: call('write_file', { path: 'x.py', content: 'print("</tool_call>")\n</tool_call> x' }),
      calls: [
        {
          toolName: 'write_file',
          input: { path: 'x.py', content: 'print("</tool_call>")\n</tool_call> x' },
        },
      ],
    },
    {
      name: 'only one leading and one trailing newline are trimmed',
      text: call('write_file', { path: 'p', content: '\n  indented\n\n' }),
      calls: [{ toolName: 'write_file', input: { path: 'p', content: '\n  indented\n\n' } }],
    },
    {
      name: 'values written on the tag line',
      text: '<tool_call><function=get_weather><parameter=city>Oslo</parameter><parameter=days>2</parameter></function></tool_call>',
      calls: [{ toolName: 'get_weather', input: { city: 'Oslo', days: 2 } }],
    },
    {
      name: 'missing </parameter> before </function>',
      text: '<tool_call>\n<function=get_weather>\n<parameter=city>\nLima\n</function>\n</tool_call>',
      calls: [{ toolName: 'get_weather', input: { city: 'Lima' } }],
    },
    {
      name: 'output ends after </function> (no </tool_call>)',
      text: 'ok <tool_call>\n<function=get_weather>\n<parameter=city>\nKyiv\n</parameter>\n</function>\n',
      calls: [{ toolName: 'get_weather', input: { city: 'Kyiv' } }],
    },
    {
      name: 'output ends after </parameter>',
      text: '<tool_call>\n<function=get_weather>\n<parameter=city>\nCairo\n</parameter>',
      calls: [{ toolName: 'get_weather', input: { city: 'Cairo' } }],
    },
    {
      name: 'Hermes JSON inside <tool_call>',
      text: '<tool_call>\n{"name": "get_weather", "arguments": {"city": "Tokyo"}}\n</tool_call>',
      calls: [{ toolName: 'get_weather', input: { city: 'Tokyo' } }],
    },
    {
      name: 'array and object parameters as JSON',
      text: call('search.web-v2', {
        query: 'rust',
        tags: '["a", "b"]',
        filters: '{"site": "x.org", "year": "2024"}',
        exact: 'true',
      }),
      calls: [
        {
          toolName: 'search.web-v2',
          input: {
            query: 'rust',
            tags: ['a', 'b'],
            filters: { site: 'x.org', year: 2024 },
            exact: true,
          },
        },
      ],
    },
    {
      name: 'prose mentioning the syntax',
      text: 'Write `<function=name>` and `<parameter=x>` tags; a < b.',
      calls: [],
    },
  ],
  malformed: [
    {
      name: 'unknown tool',
      text: `a ${call('delete_everything', { path: '/' })} b`,
      code: 'UNKNOWN_TOOL',
    },
    {
      name: 'phantom template name (vLLM)',
      text: '<tool_call>\n<function={{ tc.name }}>\n<parameter=x>\n1\n</parameter>\n</function>\n</tool_call>',
      code: 'UNKNOWN_TOOL',
    },
    {
      name: '<parameter= with no name (vLLM PR #55497)',
      text: '<tool_call>\n<function=get_weather>\n<parameter=>\nSeoul\n</parameter>\n</function>\n</tool_call>',
      code: 'INVALID_XML',
    },
    {
      name: '<parameter= with no ">" (vLLM PR #55497)',
      text: '<tool_call>\n<function=get_weather>\n<parameter=city\nSeoul\n</parameter>\n</function>\n</tool_call> after',
      code: 'INVALID_XML',
    },
    {
      name: 'cut off inside a value',
      text: '<tool_call>\n<function=write_file>\n<parameter=path>\na\n</parameter>\n<parameter=content>\npart',
      code: 'UNTERMINATED_TOOL_CALL',
    },
    {
      name: 'cut off inside the function tag',
      text: 'x <tool_call>\n<function=get_wea',
      code: 'UNTERMINATED_TOOL_CALL',
    },
    {
      name: 'cut off right after the function tag',
      text: '<tool_call>\n<function=get_weather>\n',
      code: 'UNTERMINATED_TOOL_CALL',
    },
    {
      name: 'string parameter written twice',
      text: call('get_weather', { city: 'A' }).replace(
        '</function>',
        '<parameter=city>\nB\n</parameter>\n</function>',
      ),
      code: 'DUPLICATE_STRING_TAG',
    },
    { name: 'empty block', text: '<tool_call>\n</tool_call>', code: 'EMPTY_TOOL_CALL' },
    {
      name: 'not the Qwen syntax',
      text: '<tool_call>get_weather(city=1)</tool_call> tail',
      code: 'INVALID_XML',
    },
  ],
  fragments: [
    '<tool_call>',
    '</tool_call>',
    '<tool_call>\n<function=get_weather>\n',
    '<function=get_time>',
    '<function=',
    '<function=nope>',
    '<parameter=city>',
    '<parameter=content>\n',
    '<parameter=',
    '</parameter>',
    '</parameter>\n',
    '</function>',
    '</param',
    '<tool_',
    'Seoul',
    'x </parameter> y',
    '{"name":"get_time"}',
    '<',
    '>',
    '\n',
    ' ',
    '서울',
    '🌶️',
  ],
  longString: { toolName: 'write_file', argument: 'content', rest: { path: 'big.ts' } },
});

describe('qwen3CoderProtocol', () => {
  it('should stream a string value character by character, holding back only the final newline', async () => {
    const text = call('write_file', { path: 'a', content: 'abcdef' });
    const parts = await runStream(protocol, tools, chunkBySizes(text, [1]));
    const deltas = parts
      .filter((p) => p.type === 'tool-input-delta')
      .map((p) => (p as { delta: string }).delta);
    expect(deltas).toEqual(expect.arrayContaining(['a', 'b', 'c', 'd', 'e', 'f']));
    expect(summarizeParts(parts).calls).toEqual([
      { toolName: 'write_file', input: '{"path":"a","content":"abcdef"}' },
    ]);
  });

  it('should start the call as soon as the function tag is complete', async () => {
    const text = call('get_weather', { city: 'Seoul' });
    const cut = text.indexOf('<parameter=');
    const parts = await runStream(protocol, tools, [text.slice(0, cut), text.slice(cut)]);
    const start = parts.findIndex((p) => p.type === 'tool-input-start');
    expect(start).toBeGreaterThan(-1);
    expect(parts[start]).toMatchObject({ toolName: 'get_weather' });
  });

  it('should never stream a key for a <parameter= tag without a name', async () => {
    const text =
      '<tool_call>\n<function=get_weather>\n<parameter=city>\nA\n</parameter>\n<parameter=\nB';
    const parts = await runStream(protocol, tools, chunkBySizes(text, [1]));
    const deltas = parts
      .filter((p) => p.type === 'tool-input-delta')
      .map((p) => (p as { delta: string }).delta)
      .join('');
    expect(deltas).toBe('{"city":"A"');
    expect(parts.some((p) => p.type === 'tool-call')).toBe(false);
    expect(summarizeParts(parts).text).toBe(text);
  });

  it.each([
    ['a closing tag followed by prose is content', 'x</parameter> not the end', true],
    ['a </function> not followed by the end of the call is content', 'a</function>b', true],
    ['a <parameter= with an undeclared name is content', 'a\n<parameter=zzz>b', true],
  ])('should keep structure-like text inside values: %s', (_name, content) => {
    const text = call('write_file', { path: 'p', content });
    const result = summarizeContent(protocol.parseGeneratedText({ text, tools }));
    expect(result.calls.map((c) => JSON.parse(c.input))).toEqual([{ path: 'p', content }]);
  });

  it('should type values by the schema, coercing numbers, booleans and JSON', () => {
    const text = call('search.web-v2', { query: '42', limit: '7.5', exact: 'false' });
    const result = summarizeContent(protocol.parseGeneratedText({ text, tools }));
    expect(JSON.parse(result.calls[0]?.input ?? '')).toEqual({
      query: '42',
      limit: 7.5,
      exact: false,
    });
  });

  it('should report an undeclared tool once and keep its text under any chunking', async () => {
    const text = `A ${call('nope', { x: '1' })} Z`;
    for (const size of [1, 3, text.length]) {
      const errors: ToolCallErrorMetadata[] = [];
      const parts = await runStream(protocol, tools, chunkBySizes(text, [size]), {
        onError: (_m, d) => errors.push(d),
      });
      expect(summarizeParts(parts)).toEqual({ text, reasoning: '', calls: [] });
      expect(errors).toMatchObject([{ code: 'UNKNOWN_TOOL', toolName: 'nope' }]);
    }
  });

  it('should format a call that parses back to the same call, and results as <tool_response>', () => {
    const input = { path: 'a.ts', content: 'line 1\nline 2\n' };
    const text = protocol.formatToolCall({ toolName: 'write_file', input });
    expect(text).toBe(
      '<tool_call>\n<function=write_file>\n<parameter=path>\na.ts\n</parameter>\n<parameter=content>\nline 1\nline 2\n\n</parameter>\n</function>\n</tool_call>',
    );
    const result = summarizeContent(protocol.parseGeneratedText({ text, tools }));
    expect(JSON.parse(result.calls[0]?.input ?? '')).toEqual(input);
    expect(
      protocol.formatToolResponse({ toolName: 'x', output: { type: 'json', value: { ok: 1 } } }),
    ).toBe('<tool_response>\n{"ok":1}\n</tool_response>');
  });

  it('should list the tools in the Qwen3-Coder XML style inside the prompt', () => {
    const prompt = protocol.formatTools({
      tools: [tools[0] as FunctionTool],
      toolSystemPromptTemplate: qwen3CoderSystemPrompt,
    });
    expect(prompt).toContain('<tools>\n<function>\n<name>get_weather</name>');
    expect(prompt).toContain('<parameter>\n<name>city</name>\n<type>string</type>\n</parameter>');
    expect(prompt).toContain('<required>["city"]</required>');
    expect(prompt).toContain('<tool_call>\n<function=FUNCTION_NAME>');
  });
});
