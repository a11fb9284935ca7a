import { describe, expect, it } from 'vitest';
import { withFallbackProtocols } from '../fallback/with-fallback-protocols';
import { qwen3CoderProtocol } from '../qwen3-coder/qwen3-coder-protocol';
import { describeConformance } from '../test-utils/conformance';
import {
  chunkBySizes,
  runStream,
  summarizeContent,
  summarizeParts,
} from '../test-utils/stream-helpers';
import { testTools } from '../test-utils/tools';
import type { ToolCallErrorMetadata } from '../types';
import { minicpm5Protocol } from './minicpm5-protocol';

const protocol = minicpm5Protocol();
const tools = testTools;

const call = (name: string, args: Record<string, string>) =>
  `<function name="${name}">${Object.entries(args)
    .map(([k, v]) => `<param name="${k}">${v}</param>`)
    .join('')}</function>`;

describeConformance({
  name: 'minicpm5',
  protocol,
  tools,
  cases: [
    {
      name: 'JSON-quoted strings, text before (engine test shape)',
      text: 'I will check. <function name="get_weather"><param name="city">"Paris"</param><param name="unit">"celsius"</param></function>',
      calls: [{ toolName: 'get_weather', input: { city: 'Paris', unit: 'celsius' } }],
    },
    {
      name: 'raw values typed by schema, two calls in a row',
      text: `${call('search.web-v2', { query: 'Format?', tags: '["tar.gz","zip"]', limit: '3' })}\n${call('get_time', {})}`,
      calls: [
        {
          toolName: 'search.web-v2',
          input: { query: 'Format?', tags: ['tar.gz', 'zip'], limit: 3 },
        },
        { toolName: 'get_time', input: {} },
      ],
    },
    {
      name: 'self-closed params with the value in the tag',
      text: '<function name="get_weather"><param name="city" value="Oslo &amp; Bergen"/><param name="days" value="2"/></function>',
      calls: [{ toolName: 'get_weather', input: { city: 'Oslo & Bergen', days: 2 } }],
    },
    {
      name: 'newlines between tags, a literal </param> inside code',
      text: '<function name="write_file">\n<param name="path">a.xml</param>\n<param name="content">x</param> y\n</param>\n</function>',
      calls: [{ toolName: 'write_file', input: { path: 'a.xml', content: 'x</param> y\n' } }],
    },
    {
      name: 'the output ends after the last </param>',
      text: '<function name="get_weather"><param name="city">Lima</param>',
      calls: [{ toolName: 'get_weather', input: { city: 'Lima' } }],
    },
    { name: 'prose only', text: 'A <functional> tag and a <function> are text.', calls: [] },
  ],
  malformed: [
    { name: 'unknown tool', text: `a ${call('nope', { q: '1' })} b`, code: 'UNKNOWN_TOOL' },
    {
      name: 'function without a name',
      text: '<function id="x"><param name="city">x</param></function>',
      code: 'MISSING_TOOL_NAME',
    },
    {
      name: 'cut off inside a value',
      text: '<function name="write_file"><param name="content">abc',
      code: 'UNTERMINATED_TOOL_CALL',
    },
    {
      name: 'string parameter written twice',
      text: call('get_weather', { city: 'A' }).replace(
        '</function>',
        '<param name="city">B</param></function>',
      ),
      code: 'DUPLICATE_STRING_TAG',
    },
    {
      name: 'param without a name',
      text: '<function name="get_weather"><param>x</param></function>',
      code: 'INVALID_XML',
    },
  ],
  fragments: [
    '<function name="get_weather">',
    '<function name="nope">',
    '<function',
    '</function>',
    '<param name="city">',
    '<param name="content">',
    '<param name="days" value="2"/>',
    '</param>',
    '"Paris"',
    'Seoul',
    '<',
    '>',
    '"',
    '\n',
  ],
  longString: { toolName: 'write_file', argument: 'content', rest: { path: 'big.ts' } },
});

describe('minicpm5Protocol', () => {
  it('should keep a good call and release a bad one that follows', () => {
    const errors: ToolCallErrorMetadata[] = [];
    const bad = call('nope', { q: '1' });
    const result = summarizeContent(
      protocol.parseGeneratedText({
        text: `${call('get_time', {})}${bad}`,
        tools,
        options: { onError: (_m, d) => errors.push(d) },
      }),
    );
    expect(result.calls).toEqual([{ toolName: 'get_time', input: '{}' }]);
    expect(result.text).toBe(bad);
    expect(errors).toMatchObject([{ code: 'UNKNOWN_TOOL', toolName: 'nope' }]);
  });

  // Issue 32: XML documents about functions are written with the same element.
  it.each([
    [
      'a catalog of typed parameters',
      '<functions>\n  <function name="report">\n    <param name="x" type="int"/>\n  </function>\n</functions>',
    ],
    ['a parameter without a value', 'See <function name="deploy"><param name="env"/></function>.'],
    [
      'another child element',
      '<function name="build"><description>Builds</description></function>',
    ],
    ['words inside', 'The <function name="Alice">takes no arguments</function> element.'],
  ])('should keep %s naming no declared tool as text, unreported', async (_case, text) => {
    const errors: ToolCallErrorMetadata[] = [];
    for (const malformedCalls of ['text', 'feedback'] as const) {
      const parts = protocol.parseGeneratedText({
        text,
        tools,
        options: { malformedCalls, onError: (_m, d) => errors.push(d) },
      });
      expect(summarizeContent(parts)).toEqual({ text, reasoning: '', calls: [] });
    }
    for (const size of [1, 3, 7]) {
      const parts = await runStream(protocol, tools, chunkBySizes(text, [size]));
      expect(summarizeParts(parts)).toEqual({ text, reasoning: '', calls: [] });
    }
    expect(errors).toEqual([]);
  });

  it.each([
    ['a parameter element', call('nope', { q: '1' })],
    [
      'a parameter with its value in the tag',
      '<function name="nope"><param name="q" value="1"/></function>',
    ],
    ['no parameters', '<function name="nope"></function>'],
  ])('should report an undeclared tool called with %s', (_case, text) => {
    const errors: ToolCallErrorMetadata[] = [];
    const result = summarizeContent(
      protocol.parseGeneratedText({ text, tools, options: { onError: (_m, d) => errors.push(d) } }),
    );
    expect(result).toEqual({ text, reasoning: '', calls: [] });
    expect(errors).toMatchObject([{ code: 'UNKNOWN_TOOL', toolName: 'nope' }]);
  });

  it('should read a declared tool whatever its first child is', () => {
    const text =
      '<function name="get_weather">\n<param name="city" type="str">Paris</param></function>';
    expect(summarizeContent(protocol.parseGeneratedText({ text, tools })).calls).toEqual([
      { toolName: 'get_weather', input: '{"city":"Paris"}' },
    ]);
  });

  it('should read both formats when composed with Qwen3-Coder, whose <function= shares its start', () => {
    const qwen = '<function=get_weather>\n<parameter=city>\nSF\n</parameter>\n</function>';
    const own = '<function name="get_weather"><param name="city">SF</param></function>';
    for (const composed of [
      withFallbackProtocols(qwen3CoderProtocol(), [protocol]),
      withFallbackProtocols(protocol, [qwen3CoderProtocol()]),
    ]) {
      for (const text of [qwen, own]) {
        expect(summarizeContent(composed.parseGeneratedText({ text, tools })).calls).toEqual([
          { toolName: 'get_weather', input: '{"city":"SF"}' },
        ]);
      }
    }
  });

  it('should write calls with raw values', () => {
    expect(
      protocol.formatToolCall({ toolName: 'get_weather', input: { city: 'Seoul', days: 2 } }),
    ).toBe(
      '<function name="get_weather"><param name="city">Seoul</param><param name="days">2</param></function>',
    );
  });
});
