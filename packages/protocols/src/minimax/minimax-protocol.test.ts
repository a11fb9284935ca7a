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
import { minimaxProtocol } from './minimax-protocol';
import { minimaxSystemPrompt } from './minimax-system-prompt';

const protocol = minimaxProtocol();

const tools: FunctionTool[] = [
  ...testTools,
  {
    type: 'function',
    name: 'search_web',
    inputSchema: { type: 'object', properties: { query: { type: 'string' } } },
  },
];

const invoke = (name: string, args: Record<string, string>) =>
  `<invoke name="${name}">\n${Object.entries(args)
    .map(([k, v]) => `<parameter name="${k}">${v}</parameter>\n`)
    .join('')}</invoke>`;
const block = (...invokes: string[]) =>
  `<minimax:tool_call>\n${invokes.join('\n')}\n</minimax:tool_call>`;

describeConformance({
  name: 'minimax',
  protocol,
  tools,
  cases: [
    {
      name: 'F7a: two invokes in one block (vLLM/SGLang fixture)',
      text: '<minimax:tool_call><invoke name="search_web"><parameter name="query">OpenAI</parameter></invoke><invoke name="search_web"><parameter name="query">Gemini</parameter></invoke></minimax:tool_call>',
      calls: [
        { toolName: 'search_web', input: { query: 'OpenAI' } },
        { toolName: 'search_web', input: { query: 'Gemini' } },
      ],
    },
    {
      name: 'F7a catalog form with newlines and text around',
      text: 'Let me look.\n<minimax:tool_call>\n<invoke name="get_weather">\n<parameter name="city">SF</parameter>\n</invoke>\n</minimax:tool_call>\nDone.',
      calls: [{ toolName: 'get_weather', input: { city: 'SF' } }],
    },
    {
      name: 'values typed by schema',
      text: block(
        invoke('search.web-v2', {
          query: 'm2',
          limit: '5',
          exact: 'true',
          tags: '["x","y"]',
          filters: '{"year": "2025"}',
        }),
      ),
      calls: [
        {
          toolName: 'search.web-v2',
          input: { query: 'm2', limit: 5, exact: true, tags: ['x', 'y'], filters: { year: 2025 } },
        },
      ],
    },
    {
      name: 'a literal </parameter> inside code stays content',
      text: block(invoke('write_file', { path: 'a.xml', content: '<p>x</parameter> y</p>' })),
      calls: [
        { toolName: 'write_file', input: { path: 'a.xml', content: '<p>x</parameter> y</p>' } },
      ],
    },
    {
      name: 'missing </parameter> before the next declared parameter',
      text: '<minimax:tool_call><invoke name="get_weather"><parameter name="city">Seoul<parameter name="days">2</parameter></invoke></minimax:tool_call>',
      calls: [{ toolName: 'get_weather', input: { city: 'Seoul', days: 2 } }],
    },
    {
      name: 'missing </invoke> before the block close',
      text: '<minimax:tool_call><invoke name="get_weather"><parameter name="city">Rome</parameter></minimax:tool_call>',
      calls: [{ toolName: 'get_weather', input: { city: 'Rome' } }],
    },
    {
      name: 'output ends after </invoke>',
      text: '<minimax:tool_call>\n<invoke name="get_weather">\n<parameter name="city">Lima</parameter>\n</invoke>\n',
      calls: [{ toolName: 'get_weather', input: { city: 'Lima' } }],
    },
    {
      name: 'invoke without parameters, single-quoted name',
      text: "<minimax:tool_call><invoke name='get_time'></invoke></minimax:tool_call>",
      calls: [{ toolName: 'get_time', input: {} }],
    },
    {
      name: 'multi-line value kept exactly',
      text: block(invoke('write_file', { path: 'f.ts', content: '\nconst a = 1 < 2;\n' })),
      calls: [{ toolName: 'write_file', input: { path: 'f.ts', content: '\nconst a = 1 < 2;\n' } }],
    },
    { name: 'prose only', text: 'An <invoke name="x"> tag outside a block is text.', calls: [] },
  ],
  malformed: [
    {
      name: 'unknown tool',
      text: `a ${block(invoke('nope', { q: '1' }))} b`,
      code: 'UNKNOWN_TOOL',
    },
    {
      name: 'invoke without a name',
      text: block('<invoke><parameter name="city">x</parameter></invoke>'),
      code: 'MISSING_TOOL_NAME',
    },
    {
      name: 'cut off inside a value',
      text: '<minimax:tool_call>\n<invoke name="write_file">\n<parameter name="content">abc',
      code: 'UNTERMINATED_TOOL_CALL',
    },
    {
      name: 'string parameter written twice',
      text: block(
        '<invoke name="get_weather"><parameter name="city">A</parameter><parameter name="city">B</parameter></invoke>',
      ),
      code: 'DUPLICATE_STRING_TAG',
    },
    {
      name: 'empty block',
      text: '<minimax:tool_call>\n</minimax:tool_call>',
      code: 'EMPTY_TOOL_CALL',
    },
    {
      name: 'parameter without a name',
      text: block('<invoke name="get_weather"><parameter>x</parameter></invoke>'),
      code: 'INVALID_XML',
    },
  ],
  fragments: [
    '<minimax:tool_call>',
    '</minimax:tool_call>',
    '<minimax:tool',
    '<invoke name="get_weather">',
    '<invoke name="nope">',
    '<invoke name=',
    '</invoke>',
    '<parameter name="city">',
    '<parameter name="content">',
    '</parameter>',
    '</param',
    'Seoul',
    '"',
    '<',
    '>',
    '\n',
    '서울',
    '🌶️',
  ],
  longString: { toolName: 'write_file', argument: 'content', rest: { path: 'big.ts' } },
});

describe('minimaxProtocol', () => {
  it('should stream a string parameter while it arrives', async () => {
    const text = block(invoke('write_file', { path: 'a', content: 'one two three four' }));
    const parts = await runStream(protocol, tools, chunkBySizes(text, [3]));
    expect(parts.filter((p) => p.type === 'tool-input-delta').length).toBeGreaterThan(5);
    expect(summarizeParts(parts).calls).toEqual([
      { toolName: 'write_file', input: '{"path":"a","content":"one two three four"}' },
    ]);
  });

  it('should keep a good call and release a bad one from the same block', () => {
    const errors: ToolCallErrorMetadata[] = [];
    const bad = invoke('nope', { q: '1' });
    const text = block(invoke('get_time', {}), bad);
    const result = summarizeContent(
      protocol.parseGeneratedText({ text, tools, options: { onError: (_m, d) => errors.push(d) } }),
    );
    expect(result.calls).toEqual([{ toolName: 'get_time', input: '{}' }]);
    expect(result.text).toBe(`${bad}\n</minimax:tool_call>`);
    expect(errors).toMatchObject([{ code: 'UNKNOWN_TOOL', toolName: 'nope' }]);
  });

  it('should format calls and results in the MiniMax-M2 template shape', () => {
    expect(
      protocol.formatToolCall({ toolName: 'get_weather', input: { city: 'Seoul', days: 2 } }),
    ).toBe(
      '<minimax:tool_call>\n<invoke name="get_weather">\n<parameter name="city">Seoul</parameter>\n<parameter name="days">2</parameter>\n</invoke>\n</minimax:tool_call>',
    );
    expect(
      protocol.formatToolResponse({ toolName: 'x', output: { type: 'json', value: [1] } }),
    ).toBe('<response>[1]</response>');
    const prompt = protocol.formatTools({
      tools: [tools[2] as FunctionTool],
      toolSystemPromptTemplate: minimaxSystemPrompt,
    });
    expect(prompt).toContain('<tools>\n<tool>{"name":"get_time"');
    expect(prompt).toContain('<invoke name="FUNCTION_NAME">');
  });
});
