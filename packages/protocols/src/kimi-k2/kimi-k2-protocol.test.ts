import { describe, expect, it } from 'vitest';
import { describeConformance } from '../test-utils/conformance';
import {
  chunkBySizes,
  runStream,
  summarizeContent,
  summarizeParts,
} from '../test-utils/stream-helpers';
import { testTools as tools } from '../test-utils/tools';
import type { ParsedContent, ToolCallErrorMetadata } from '../types';
import { kimiK2Protocol } from './kimi-k2-protocol';
import { kimiK2SystemPrompt } from './kimi-k2-system-prompt';

const protocol = kimiK2Protocol();

const BEGIN = '<|tool_calls_section_begin|>';
const END = '<|tool_calls_section_end|>';
const call = (id: string, args: string) =>
  `<|tool_call_begin|>${id}<|tool_call_argument_begin|>${args}<|tool_call_end|>`;

describeConformance({
  name: 'kimi-k2',
  protocol,
  tools,
  cases: [
    {
      name: 'two calls (vLLM test literal)',
      text: 'Compare weather. <|tool_calls_section_begin|><|tool_call_begin|>functions.get_weather:0 <|tool_call_argument_begin|>{"city": "Beijing"}<|tool_call_end|><|tool_call_begin|>functions.get_weather:1 <|tool_call_argument_begin|>{"city": "Shanghai"}<|tool_call_end|><|tool_calls_section_end|>',
      calls: [
        { toolName: 'get_weather', input: { city: 'Beijing' } },
        { toolName: 'get_weather', input: { city: 'Shanghai' } },
      ],
    },
    {
      name: 'missing section end after truncation',
      text: `${BEGIN}${call('functions.get_weather:0', '{"city": "Oslo"}')}`,
      calls: [{ toolName: 'get_weather', input: { city: 'Oslo' } }],
    },
    {
      name: 'missing call end and section end',
      text: `${BEGIN}<|tool_call_begin|>functions.get_time:0<|tool_call_argument_begin|>{}`,
      calls: [{ toolName: 'get_time', input: {} }],
    },
    {
      name: 'typed by schema',
      text: `${BEGIN}${call('functions.get_weather:0', '{"city": "Seoul", "days": "3"}')}${END}`,
      calls: [{ toolName: 'get_weather', input: { city: 'Seoul', days: 3 } }],
    },
    {
      name: 'call end marker inside a string argument',
      text: `${BEGIN}${call('functions.write_file:0', '{"path": "a.md", "content": "x <|tool_call_end|><|tool_calls_section_end|> y"}')}${END} after`,
      calls: [
        {
          toolName: 'write_file',
          input: { path: 'a.md', content: 'x <|tool_call_end|><|tool_calls_section_end|> y' },
        },
      ],
    },
    {
      name: 'singular section markers',
      text: `<|tool_call_section_begin|>${call('functions.get_time:0', '{}')}<|tool_call_section_end|>`,
      calls: [{ toolName: 'get_time', input: {} }],
    },
    {
      name: 'a call without a section',
      text: `ok ${call('functions.get_weather:0', '{"city": "Rome"}')} done`,
      calls: [{ toolName: 'get_weather', input: { city: 'Rome' } }],
    },
    {
      name: 'empty arguments',
      text: `${BEGIN}<|tool_call_begin|>functions.get_time:0<|tool_call_argument_begin|><|tool_call_end|>${END}`,
      calls: [{ toolName: 'get_time', input: {} }],
    },
    {
      name: 'dotted and dashed tool name, nested values',
      text: `${BEGIN}${call('functions.search.web-v2:3', '{"query": "rust", "tags": ["a", "b"], "filters": {"site": "x.org", "year": "2024"}}')}${END}`,
      calls: [
        {
          toolName: 'search.web-v2',
          input: { query: 'rust', tags: ['a', 'b'], filters: { site: 'x.org', year: 2024 } },
        },
      ],
    },
    {
      name: 'missing closing brace before the call end',
      text: `${BEGIN}${call('functions.get_weather:0', '{"city": "Kyiv"')}${END}`,
      calls: [{ toolName: 'get_weather', input: { city: 'Kyiv' } }],
    },
    {
      name: 'newline between calls and text after the section',
      text: `${BEGIN}\n${call('functions.get_time:0', '{}')}\n${call('functions.get_weather:1', '{"city": "Lima"}')}\n${END}\nDone.`,
      calls: [
        { toolName: 'get_time', input: {} },
        { toolName: 'get_weather', input: { city: 'Lima' } },
      ],
    },
    {
      name: 'line breaks around the id',
      text: `${BEGIN}${call('\nfunctions.get_time:0\n', '{}')}${END}`,
      calls: [{ toolName: 'get_time', input: {} }],
    },
    { name: 'prose only', text: 'a <|tool_ and <| things, functions.x:0', calls: [] },
  ],
  malformed: [
    {
      name: 'unknown tool',
      text: `x ${BEGIN}${call('functions.nope:0', '{}')}${END} y`,
      code: 'UNKNOWN_TOOL',
    },
    {
      name: 'cut off inside the arguments',
      text: `${BEGIN}<|tool_call_begin|>functions.write_file:0<|tool_call_argument_begin|>{"path": "a", "content": "par`,
      code: 'UNTERMINATED_TOOL_CALL',
    },
    {
      name: 'broken JSON',
      text: `${BEGIN}${call('functions.get_weather:0', '{"city": x}')}${END}`,
      code: 'INVALID_JSON',
    },
    {
      name: 'arguments not an object',
      text: `${BEGIN}${call('functions.get_weather:0', '[1]')}${END}`,
      code: 'INVALID_ARGUMENTS',
    },
    { name: 'empty section', text: `${BEGIN}${END}`, code: 'EMPTY_TOOL_CALL' },
    {
      name: 'cut off inside the id',
      text: `${BEGIN}<|tool_call_begin|>functions.get_wea`,
      code: 'UNTERMINATED_TOOL_CALL',
    },
    {
      name: 'bare counter id with several tools',
      text: `${BEGIN}${call('0', '{"city": "Paris"}')}${END}`,
      code: 'UNKNOWN_TOOL',
    },
  ],
  fragments: [
    BEGIN,
    END,
    '<|tool_call_begin|>',
    '<|tool_call_argument_begin|>',
    '<|tool_call_end|>',
    '<|tool_call',
    'functions.get_weather:0',
    'functions.nope:1',
    '{"city": "Seoul"}',
    '{"path": "p", "content": "a<|tool_call_end|>b"}',
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

const calls = (content: ParsedContent[]) =>
  content.filter((part) => part.type === 'tool-call').map((part) => part.toolCallId);

describe('kimiK2Protocol', () => {
  it('should keep functions.NAME:IDX as the tool-call id', () => {
    const text = `${BEGIN}${call('functions.get_weather:4', '{"city": "A"}')}${call(' functions.get_time:5 ', '{}')}${END}`;
    expect(calls(protocol.parseGeneratedText({ text, tools }))).toEqual([
      'functions.get_weather:4',
      'functions.get_time:5',
    ]);
  });

  it('should replace a repeated id so that ids stay unique within a response', () => {
    const text = `${BEGIN}${call('functions.get_time:0', '{}')}${call('functions.get_time:0', '{}')}${END}`;
    const ids = calls(
      protocol.parseGeneratedText({ text, tools, options: { generateId: () => 'fresh' } }),
    );
    expect(ids).toEqual(['functions.get_time:0', 'fresh']);
  });

  it('should read a bare counter id only when one tool is declared', () => {
    const one = tools.filter((tool) => tool.name === 'get_weather');
    const text = `${BEGIN}${call('0', '{"city": "Paris"}')}${END}`;
    const result = protocol.parseGeneratedText({ text, tools: one });
    expect(result).toEqual([
      { type: 'tool-call', toolCallId: '0', toolName: 'get_weather', input: '{"city":"Paris"}' },
    ]);
  });

  it('should release a failed call alone while its siblings become calls', () => {
    const errors: ToolCallErrorMetadata[] = [];
    const bad = call('functions.nope:1', '{"a": 1}');
    const text = `${BEGIN}${call('functions.get_time:0', '{}')}${bad}${call('functions.get_weather:2', '{"city": "B"}')}${END}`;
    const result = summarizeContent(
      protocol.parseGeneratedText({ text, tools, options: { onError: (_m, d) => errors.push(d) } }),
    );
    expect(result.calls.map((c) => c.toolName)).toEqual(['get_time', 'get_weather']);
    expect(result.text).toBe(bad);
    expect(errors).toMatchObject([{ code: 'UNKNOWN_TOOL', toolName: 'nope', segment: bad }]);
  });

  it('should recover every call when the end and the next begin arrive in one delta', async () => {
    const text = `${BEGIN}${call('functions.get_weather:0', '{"city": "A"}')}${call('functions.get_weather:1', '{"city": "B"}')}`;
    const cut = text.indexOf('<|tool_call_end|>');
    const chunks = [text.slice(0, cut), text.slice(cut, cut + 40), text.slice(cut + 40)];
    const parts = await runStream(protocol, tools, chunks);
    expect(summarizeParts(parts).calls).toEqual([
      { toolName: 'get_weather', input: '{"city":"A"}' },
      { toolName: 'get_weather', input: '{"city":"B"}' },
    ]);
  });

  it('should never leak section markers into text', async () => {
    const text = `Checking.${BEGIN}${call('functions.get_weather:0', '{"city": "A"}')}${END}Done.`;
    for (const size of [1, 3, 7]) {
      const parts = await runStream(protocol, tools, chunkBySizes(text, [size]));
      expect(summarizeParts(parts).text).toBe('Checking.Done.');
    }
  });

  it('should write calls and results as the chat template does, keeping the id', () => {
    expect(
      protocol.formatToolCall({
        toolCallId: 'functions.get_weather:3',
        toolName: 'get_weather',
        input: { city: 'Beijing', days: 2 },
      }),
    ).toBe(
      `${BEGIN}<|tool_call_begin|>functions.get_weather:3<|tool_call_argument_begin|>{"city": "Beijing", "days": 2}<|tool_call_end|>${END}`,
    );
    expect(protocol.formatToolCall({ toolName: 'get_time', input: {} })).toContain(
      'functions.get_time:0<|tool_call_argument_begin|>{}',
    );
    expect(
      protocol.formatToolResponse({
        toolCallId: 'functions.get_weather:3',
        toolName: 'get_weather',
        output: { type: 'json', value: { temperature: 21 } },
      }),
    ).toBe('## Return of functions.get_weather:3\n{"temperature": 21}');
    expect(
      protocol.formatToolResponse({
        toolName: 'get_time',
        output: { type: 'text', value: '12:00' },
      }),
    ).toBe('## Return of functions.get_time:0\n12:00');
  });

  it('should render the tools as the JSON list of the chat template inside the prompt', () => {
    const prompt = protocol.formatTools({
      tools: tools.slice(2, 3),
      toolSystemPromptTemplate: kimiK2SystemPrompt,
    });
    expect(prompt).toContain(
      '[{"type": "function", "function": {"name": "get_time", "parameters": {"type": "object", "properties": {}}}}]',
    );
    expect(prompt).toContain('<|tool_calls_section_begin|><|tool_call_begin|>functions.');
  });
});
