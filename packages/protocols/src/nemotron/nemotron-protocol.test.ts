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
import { nemotronProtocol } from './nemotron-protocol';
import { nemotronSystemPrompt } from './nemotron-system-prompt';

const protocol = nemotronProtocol();

const calls = (...list: Array<[string, unknown]>) =>
  `<TOOLCALL>${JSON.stringify(list.map(([name, args]) => ({ name, arguments: args })))}</TOOLCALL>`;

describeConformance({
  name: 'nemotron',
  protocol,
  tools,
  cases: [
    {
      name: 'one call in an array (Nemotron-Nano v2)',
      text: 'Let me check. <TOOLCALL>[{"name": "get_weather", "arguments": {"city": "SF"}}]</TOOLCALL>',
      calls: [{ toolName: 'get_weather', input: { city: 'SF' } }],
    },
    {
      name: 'several calls in one array',
      text: calls(['get_time', {}], ['get_weather', { city: 'Paris', days: 2 }]),
      calls: [
        { toolName: 'get_time', input: {} },
        { toolName: 'get_weather', input: { city: 'Paris', days: 2 } },
      ],
    },
    {
      name: 'after reasoning, pretty-printed, typed by schema',
      text: '<think>\nThe user wants the weather.\n</think>\n<TOOLCALL>[\n  {"name": "get_weather", "arguments": {"city": "Oslo", "days": "3"}}\n]</TOOLCALL>',
      calls: [{ toolName: 'get_weather', input: { city: 'Oslo', days: 3 } }],
    },
    {
      name: 'a single object without the array, parameters for arguments',
      text: '<TOOLCALL>{"name": "get_weather", "parameters": {"city": "Lima"}}</TOOLCALL>',
      calls: [{ toolName: 'get_weather', input: { city: 'Lima' } }],
    },
    {
      name: 'the end tag inside a string argument',
      text: '<TOOLCALL>[{"name":"write_file","arguments":{"path":"a.md","content":"x </TOOLCALL> y"}}]</TOOLCALL>',
      calls: [{ toolName: 'write_file', input: { path: 'a.md', content: 'x </TOOLCALL> y' } }],
    },
    {
      name: 'no end tag before the output ends',
      text: 'ok <TOOLCALL>[{"name":"get_weather","arguments":{"city":"Kyiv"}}]',
      calls: [{ toolName: 'get_weather', input: { city: 'Kyiv' } }],
    },
    {
      name: 'relaxed JSON',
      text: "<TOOLCALL>[{name: 'get_weather', arguments: {city: 'Busan',},},]</TOOLCALL>",
      calls: [{ toolName: 'get_weather', input: { city: 'Busan' } }],
    },
    { name: 'prose only', text: 'a <TOOL in prose and [1, 2] stay text', calls: [] },
  ],
  malformed: [
    {
      name: 'unknown tool',
      text: 'x <TOOLCALL>[{"name":"nope","arguments":{}}]</TOOLCALL> y',
      code: 'UNKNOWN_TOOL',
    },
    {
      name: 'broken JSON',
      text: '<TOOLCALL>[{"name":"get_weather","arguments":{"city": x}}]</TOOLCALL>',
      code: 'INVALID_JSON',
    },
    {
      name: 'truncated',
      text: '<TOOLCALL>[{"name":"get_weather","arguments":{"city":"Se',
      code: 'UNTERMINATED_TOOL_CALL',
    },
    { name: 'empty', text: '<TOOLCALL></TOOLCALL>', code: 'EMPTY_TOOL_CALL' },
    {
      name: 'not JSON',
      text: '<TOOLCALL>get_weather(city=1)</TOOLCALL> tail',
      code: 'INVALID_JSON',
    },
  ],
  fragments: [
    '<TOOLCALL>',
    '</TOOLCALL>',
    '<TOOL',
    '</TOOL',
    '[',
    ']',
    ', ',
    '{"name":"get_weather","arguments":{"city":"Seoul"}}',
    '{"name":"write_file","arguments":{"path":"p","content":"a\\"b</TOOLCALL>"}}',
    '{"name":"nope"}',
    '[{"name":"get_time"}]',
    '{"name": "get_weather", "arguments": {"city": "',
    '"}}',
    '<think>',
    '</think>',
    ' text ',
    '\n',
    '서울',
  ],
  longString: { toolName: 'write_file', argument: 'content', rest: { path: 'big.ts' } },
});

describe('nemotronProtocol', () => {
  it('should stream each call of the array as it comes, its arguments in many deltas', async () => {
    const text = calls(
      ['write_file', { path: 'a.txt', content: 'hello world, streamed' }],
      ['get_time', {}],
    );
    const parts = await runStream(protocol, tools, chunkBySizes(text, [3]));
    const types = parts.map((p) => p.type);
    const deltas = parts.filter((p) => p.type === 'tool-input-delta').length;
    expect(deltas).toBeGreaterThan(5);
    // The first call is complete before the second one starts.
    expect(types.indexOf('tool-call')).toBeLessThan(types.lastIndexOf('tool-input-start'));
    expect(summarizeParts(parts).calls).toEqual([
      { toolName: 'write_file', input: '{"path":"a.txt","content":"hello world, streamed"}' },
      { toolName: 'get_time', input: '{}' },
    ]);
  });

  it('should release a failed element as text while its siblings become calls', () => {
    const errors: ToolCallErrorMetadata[] = [];
    const text =
      'A <TOOLCALL>[{"name":"get_time"}, {"name":"nope","arguments":{}}, {"name":"get_weather","arguments":{"city":"B"}}]</TOOLCALL> Z';
    const result = summarizeContent(
      protocol.parseGeneratedText({ text, tools, options: { onError: (_m, d) => errors.push(d) } }),
    );
    expect(result.calls.map((c) => c.toolName)).toEqual(['get_time', 'get_weather']);
    expect(result.text).toBe('A {"name":"nope","arguments":{}} Z');
    expect(errors).toMatchObject([{ code: 'UNKNOWN_TOOL', toolName: 'nope' }]);
  });

  it.each([
    [
      'every call fails',
      '<TOOLCALL>[{"name":"nope"}, {"name":"gone","arguments":{}}]</TOOLCALL>',
      [],
      2,
    ],
    [
      'the first call fails',
      '<TOOLCALL>[{"name":"nope"}, {"name":"get_time"}]</TOOLCALL>',
      ['get_time'],
      1,
    ],
  ])(
    'should keep the envelope as text with the failed calls when %s',
    (_name, text, names, reports) => {
      const errors: ToolCallErrorMetadata[] = [];
      const result = summarizeContent(
        protocol.parseGeneratedText({
          text,
          tools,
          options: { onError: (_m, d) => errors.push(d) },
        }),
      );
      expect(result.calls.map((c) => c.toolName)).toEqual(names);
      expect(errors.map((e) => e.code)).toEqual(Array(reports).fill('UNKNOWN_TOOL'));
      expect(result.text).toBe(names.length === 0 ? text : '<TOOLCALL>[{"name":"nope"}');
    },
  );

  it('should write calls and results in its own syntax, and read its calls back', () => {
    const call = protocol.formatToolCall({ toolName: 'get_weather', input: { city: 'SF' } });
    expect(call).toBe('<TOOLCALL>[{"name":"get_weather","arguments":{"city":"SF"}}]</TOOLCALL>');
    expect(summarizeContent(protocol.parseGeneratedText({ text: call, tools })).calls).toEqual([
      { toolName: 'get_weather', input: '{"city":"SF"}' },
    ]);
    const result = protocol.formatToolResponse({
      toolName: 'get_weather',
      output: { type: 'json', value: { weather: 'sunny' } },
    });
    expect(result).toBe(
      '<TOOL_RESPONSE>{"name":"get_weather","result":{"weather":"sunny"}}</TOOL_RESPONSE>',
    );
    expect(summarizeContent(protocol.parseGeneratedText({ text: result, tools })).calls).toEqual(
      [],
    );
  });

  it('should list the tools as JSON in <AVAILABLE_TOOLS> and show the call syntax', () => {
    const prompt = protocol.formatTools({
      tools: tools.slice(2, 3),
      toolSystemPromptTemplate: nemotronSystemPrompt,
    });
    expect(prompt).toContain(
      '<AVAILABLE_TOOLS>[{"name":"get_time","parameters":{"type":"object","properties":{}}}]</AVAILABLE_TOOLS>',
    );
    expect(prompt).toContain('<TOOLCALL>[{"name": "<tool name>"');
  });
});
