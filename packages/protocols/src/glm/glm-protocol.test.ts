import { describe, expect, it } from 'vitest';
import { describeConformance } from '../test-utils/conformance';
import {
  chunkBySizes,
  runStream,
  summarizeContent,
  summarizeParts,
} from '../test-utils/stream-helpers';
import { testTools as tools } from '../test-utils/tools';
import type { FunctionTool, ToolCallErrorMetadata } from '../types';
import { glmProtocol } from './glm-protocol';
import { glmSystemPrompt } from './glm-system-prompt';

const protocol = glmProtocol();

const call = (name: string, args: Record<string, string>) =>
  `<tool_call>${name}${Object.entries(args)
    .map(([k, v]) => `<arg_key>${k}</arg_key><arg_value>${v}</arg_value>`)
    .join('')}</tool_call>`;

describeConformance({
  name: 'glm',
  protocol,
  tools,
  cases: [
    {
      name: 'F6a GLM-4.5/4.6 with newlines',
      text: '<tool_call>get_weather\n<arg_key>city</arg_key>\n<arg_value>Beijing</arg_value>\n</tool_call>',
      calls: [{ toolName: 'get_weather', input: { city: 'Beijing' } }],
    },
    {
      name: 'F6b GLM-4.7/5 compact, two calls',
      text: '<tool_call>get_weather<arg_key>city</arg_key><arg_value>Beijing</arg_value></tool_call><tool_call>get_weather<arg_key>city</arg_key><arg_value>Shanghai</arg_value></tool_call>',
      calls: [
        { toolName: 'get_weather', input: { city: 'Beijing' } },
        { toolName: 'get_weather', input: { city: 'Shanghai' } },
      ],
    },
    {
      name: 'zero-argument call',
      text: 'Time: <tool_call>get_time</tool_call>',
      calls: [{ toolName: 'get_time', input: {} }],
    },
    {
      name: 'name with a trailing newline; values typed by schema (mlx-vlm PR #2207)',
      text: '<tool_call>get_weather\n\n<arg_key>city</arg_key><arg_value>10001</arg_value><arg_key>days</arg_key><arg_value>3</arg_value></tool_call>',
      calls: [{ toolName: 'get_weather', input: { city: '10001', days: 3 } }],
    },
    {
      name: 'missing </arg_value> before the next key (Ollama PR #14656)',
      text: '<tool_call>get_weather<arg_key>city</arg_key><arg_value>Seoul<arg_key>days</arg_key><arg_value>2</arg_value></tool_call>',
      calls: [{ toolName: 'get_weather', input: { city: 'Seoul', days: 2 } }],
    },
    {
      name: 'close tag cut off by the token limit (colibri PR #505)',
      text: 'x <tool_call>get_weather<arg_key>city</arg_key><arg_value>Paris</arg_value></tool_cal',
      calls: [{ toolName: 'get_weather', input: { city: 'Paris' } }],
    },
    {
      name: 'zero-argument call cut off inside </tool_call>',
      text: '<tool_call>get_time</tool_',
      calls: [{ toolName: 'get_time', input: {} }],
    },
    {
      name: 'a literal </arg_value> inside code stays content',
      text: call('write_file', { path: 'a.md', content: 'Close with </arg_value> here' }),
      calls: [
        {
          toolName: 'write_file',
          input: { path: 'a.md', content: 'Close with </arg_value> here' },
        },
      ],
    },
    {
      name: 'missing </tool_call> before the next call',
      text: '<tool_call>get_time\n<tool_call>get_weather<arg_key>city</arg_key><arg_value>Rome</arg_value></tool_call>',
      calls: [
        { toolName: 'get_time', input: {} },
        { toolName: 'get_weather', input: { city: 'Rome' } },
      ],
    },
    {
      name: 'output ends after the last value',
      text: '<tool_call>get_weather<arg_key>city</arg_key><arg_value>Lima</arg_value>\n',
      calls: [{ toolName: 'get_weather', input: { city: 'Lima' } }],
    },
    {
      name: 'JSON arrays and objects in values',
      text: call('search.web-v2', {
        query: 'glm',
        tags: '["a","b"]',
        filters: '{"site": "z.ai", "year": 2025}',
        limit: '10',
      }),
      calls: [
        {
          toolName: 'search.web-v2',
          input: {
            query: 'glm',
            tags: ['a', 'b'],
            filters: { site: 'z.ai', year: 2025 },
            limit: 10,
          },
        },
      ],
    },
    {
      name: 'multi-line code value kept exactly',
      text: call('write_file', { path: 'm.py', content: '\ndef f():\n    return 1 < 2\n' }),
      calls: [
        {
          toolName: 'write_file',
          input: { path: 'm.py', content: '\ndef f():\n    return 1 < 2\n' },
        },
      ],
    },
    {
      name: 'Hermes JSON inside <tool_call>',
      text: '<tool_call>{"name": "get_weather", "arguments": {"city": "Oslo"}}</tool_call>',
      calls: [{ toolName: 'get_weather', input: { city: 'Oslo' } }],
    },
    { name: 'prose only', text: 'Use <arg_key> and <arg_value> tags; 1 < 2.', calls: [] },
  ],
  malformed: [
    { name: 'unknown tool', text: `a ${call('nope', { x: '1' })} b`, code: 'UNKNOWN_TOOL' },
    {
      name: 'no tool name',
      text: '<tool_call><arg_key>city</arg_key><arg_value>x</arg_value></tool_call>',
      code: 'MISSING_TOOL_NAME',
    },
    {
      name: 'cut off inside a value',
      text: '<tool_call>write_file<arg_key>path</arg_key><arg_value>a</arg_value><arg_key>content</arg_key><arg_value>par',
      code: 'UNTERMINATED_TOOL_CALL',
    },
    {
      name: 'cut off after the name',
      text: '<tool_call>get_weather',
      code: 'UNTERMINATED_TOOL_CALL',
    },
    {
      name: 'string argument written twice',
      text: '<tool_call>get_weather<arg_key>city</arg_key><arg_value>A</arg_value><arg_key>city</arg_key><arg_value>B</arg_value></tool_call>',
      code: 'DUPLICATE_STRING_TAG',
    },
    { name: 'empty call', text: '<tool_call></tool_call>', code: 'EMPTY_TOOL_CALL' },
    {
      name: 'value without <arg_value>',
      text: '<tool_call>get_weather<arg_key>city</arg_key>Seoul</tool_call> after',
      code: 'INVALID_XML',
    },
  ],
  fragments: [
    '<tool_call>',
    '</tool_call>',
    '</tool_cal',
    '<tool_call>get_weather',
    'get_time',
    '<arg_key>city</arg_key>',
    '<arg_key>',
    '</arg_key>',
    '<arg_value>',
    '</arg_value>',
    '<arg_value>Seoul</arg_value>',
    '{"name":"get_time"}',
    'x </arg_value> y',
    '\n',
    ' ',
    '<',
    '서울',
    '🌶️',
  ],
  longString: { toolName: 'write_file', argument: 'content', rest: { path: 'big.ts' } },
});

describe('glmProtocol', () => {
  it('should start the call when the name is complete and stream a string value as it arrives', async () => {
    const text = call('write_file', { path: 'a', content: 'abcdefgh' });
    const parts = await runStream(protocol, tools, chunkBySizes(text, [2]));
    const start = parts.findIndex((p) => p.type === 'tool-input-start');
    const deltas = parts.filter((p) => p.type === 'tool-input-delta');
    expect(parts[start]).toMatchObject({ toolName: 'write_file' });
    expect(deltas.length).toBeGreaterThan(4);
    expect(summarizeParts(parts).calls).toEqual([
      { toolName: 'write_file', input: '{"path":"a","content":"abcdefgh"}' },
    ]);
  });

  it('should report an undeclared tool once and keep its text under any chunking', async () => {
    const text = `A ${call('nope', { q: 'x' })} Z`;
    for (const size of [1, 3, text.length]) {
      const errors: ToolCallErrorMetadata[] = [];
      const parts = await runStream(protocol, tools, chunkBySizes(text, [size]), {
        onError: (_m, d) => errors.push(d),
      });
      expect(summarizeParts(parts)).toEqual({ text, reasoning: '', calls: [] });
      expect(errors).toMatchObject([{ code: 'UNKNOWN_TOOL', toolName: 'nope' }]);
    }
  });

  it('should not take a cut-off close tag for the end when more text follows', () => {
    const text = '<tool_call>get_time</tool_cal and more';
    const errors: string[] = [];
    const result = summarizeContent(
      protocol.parseGeneratedText({
        text,
        tools,
        options: { onError: (_m, d) => errors.push(d.code) },
      }),
    );
    expect(result.calls).toEqual([]);
    expect(result.text).toBe(text);
    expect(errors).toEqual(['INVALID_XML']);
  });

  it('should write calls in the GLM-4.7 form and results as <tool_response>', () => {
    expect(
      protocol.formatToolCall({ toolName: 'get_weather', input: { city: 'Seoul', days: 2 } }),
    ).toBe(
      '<tool_call>get_weather<arg_key>city</arg_key><arg_value>Seoul</arg_value><arg_key>days</arg_key><arg_value>2</arg_value></tool_call>',
    );
    expect(protocol.formatToolCall({ toolName: 'get_time', input: {} })).toBe(
      '<tool_call>get_time</tool_call>',
    );
    expect(
      protocol.formatToolResponse({ toolName: 'x', output: { type: 'text', value: 'sunny' } }),
    ).toBe('<tool_response>\nsunny\n</tool_response>');
  });

  it('should list the tools as JSON lines inside <tools>', () => {
    const prompt = protocol.formatTools({
      tools: [tools[2] as FunctionTool],
      toolSystemPromptTemplate: glmSystemPrompt,
    });
    expect(prompt).toContain(
      '<tools>\n{"name":"get_time","parameters":{"type":"object","properties":{}}}\n</tools>',
    );
    expect(prompt).toContain('<tool_call>FUNCTION_NAME<arg_key>');
  });
});
