import { describe, expect, it } from 'vitest';
import { getProtocolOpening } from '../define-protocol';
import { describeConformance } from '../test-utils/conformance';
import { runStream, summarizeContent, summarizeParts } from '../test-utils/stream-helpers';
import { testTools } from '../test-utils/tools';
import type { ToolCallErrorMetadata } from '../types';
import { hy3Grammar } from './hy3-grammar';
import { hy3Protocol } from './hy3-protocol';

const protocol = hy3Protocol();
const tools = testTools;

const call = (name: string, args: Record<string, string>) =>
  `<tool_call>${name}<tool_sep>\n${Object.entries(args)
    .map(([k, v]) => `<arg_key>${k}</arg_key>\n<arg_value>${v}</arg_value>\n`)
    .join('')}</tool_call>`;
const section = (...calls: string[]) => `<tool_calls>\n${calls.join('\n')}\n</tool_calls>`;

describeConformance({
  name: 'hy3',
  protocol,
  tools,
  cases: [
    {
      name: 'one call on one line (engine test shape)',
      text: '<tool_calls><tool_call>get_weather<tool_sep><arg_key>city</arg_key><arg_value>Beijing</arg_value><arg_key>days</arg_key><arg_value>2</arg_value></tool_call></tool_calls>',
      calls: [{ toolName: 'get_weather', input: { city: 'Beijing', days: 2 } }],
    },
    {
      name: 'three calls with newlines, one without arguments',
      text: `Checking.${section(call('get_time', {}), call('get_weather', { city: 'SF' }), call('search.web-v2', { query: 'test', tags: '["a"]' }))}`,
      calls: [
        { toolName: 'get_time', input: {} },
        { toolName: 'get_weather', input: { city: 'SF' } },
        { toolName: 'search.web-v2', input: { query: 'test', tags: ['a'] } },
      ],
    },
    {
      name: 'a call without the section, text after',
      text: `${call('get_weather', { city: 'Lima' })} Done.`,
      calls: [{ toolName: 'get_weather', input: { city: 'Lima' } }],
    },
    {
      name: 'a literal </arg_value> inside code stays content',
      text: section(call('write_file', { path: 'a', content: 'x</arg_value> y\n' })),
      calls: [{ toolName: 'write_file', input: { path: 'a', content: 'x</arg_value> y\n' } }],
    },
    {
      name: 'repair: <tool_sep> left out, </arg_value> missing before the next declared key',
      text: '<tool_calls><tool_call>get_weather<arg_key>city</arg_key><arg_value>Rome<arg_key>days</arg_key><arg_value>3</arg_value></tool_call></tool_calls>',
      calls: [{ toolName: 'get_weather', input: { city: 'Rome', days: 3 } }],
    },
    {
      name: 'the output ends after the call',
      text: `<tool_calls>\n${call('get_weather', { city: 'Kyiv' })}\n`,
      calls: [{ toolName: 'get_weather', input: { city: 'Kyiv' } }],
    },
    { name: 'prose only', text: 'Use <arg_key> tags, they said.', calls: [] },
  ],
  malformed: [
    {
      name: 'unknown tool',
      text: `a ${section(call('nope', { q: '1' }))} b`,
      code: 'UNKNOWN_TOOL',
    },
    {
      name: 'cut off inside a value',
      text: '<tool_calls>\n<tool_call>write_file<tool_sep>\n<arg_key>content</arg_key>\n<arg_value>abc',
      code: 'UNTERMINATED_TOOL_CALL',
    },
    { name: 'empty section', text: '<tool_calls>\n</tool_calls>', code: 'EMPTY_TOOL_CALL' },
    {
      name: 'Hermes JSON after <tool_call> is no tool name',
      text: '<tool_call>{"name": "get_time", "arguments": {}}</tool_call>',
      code: 'INVALID_XML',
    },
    {
      name: 'string argument written twice',
      text: section(
        '<tool_call>get_weather<tool_sep><arg_key>city</arg_key><arg_value>A</arg_value><arg_key>city</arg_key><arg_value>B</arg_value></tool_call>',
      ),
      code: 'DUPLICATE_STRING_TAG',
    },
    {
      name: 'a key without a value',
      text: section('<tool_call>get_weather<tool_sep><arg_key>city</arg_key>Paris</tool_call>'),
      code: 'INVALID_XML',
    },
  ],
  fragments: [
    '<tool_calls>',
    '</tool_calls>',
    '<tool_call>',
    '</tool_call>',
    '<tool_sep>',
    '<tool_',
    'get_weather',
    'nope',
    '<arg_key>city</arg_key>',
    '<arg_key>',
    '</arg_key>',
    '<arg_value>',
    '</arg_value>',
    'Seoul',
    '\n',
    '<',
  ],
  longString: { toolName: 'write_file', argument: 'content', rest: { path: 'big.ts' } },
});

describe('hy3Protocol', () => {
  it('should read <think:opensource> as reasoning', () => {
    const parts = protocol.parseGeneratedText({
      text: `<think:opensource>Weather first.</think:opensource>${call('get_time', {})}`,
      tools,
    });
    expect(parts.find((p) => p.type === 'reasoning')).toMatchObject({ text: 'Weather first.' });
    expect(summarizeContent(parts).calls).toEqual([{ toolName: 'get_time', input: '{}' }]);
  });

  it('should keep a good call and release a bad one of the same section', () => {
    const errors: ToolCallErrorMetadata[] = [];
    const bad = call('nope', { q: '1' });
    const result = summarizeContent(
      protocol.parseGeneratedText({
        text: section(call('get_time', {}), bad),
        tools,
        options: { onError: (_m, d) => errors.push(d) },
      }),
    );
    expect(result.calls).toEqual([{ toolName: 'get_time', input: '{}' }]);
    expect(result.text).toBe(`${bad}\n</tool_calls>`);
    expect(errors).toMatchObject([{ code: 'UNKNOWN_TOOL', toolName: 'nope' }]);
  });

  it('should claim its own openings only, beside Hermes, GLM and Qwen3-Coder', () => {
    const opening = getProtocolOpening(protocol);
    const verdict = (marker: string, rest: string, final = true) =>
      opening?.(marker, rest, rest.length - rest.trimStart().length, final);
    expect(verdict('<tool_call>', 'get_weather<tool_sep>')).toBe('yes');
    expect(verdict('<tool_call>', '{"name": "get_weather"}')).toBe('no');
    expect(verdict('<tool_call>', 'get_weather\n<arg_key>')).toBe('no');
    expect(verdict('<tool_call>', 'get_weather<arg_key>')).toBe('no');
    expect(verdict('<tool_call>', '\n<function=get_weather>')).toBe('no');
    expect(verdict('<tool_call>', 'get_wea', false)).toBe('more');
    expect(verdict('<tool_calls>', '\n<tool_call>')).toBe('yes');
    expect(verdict('<tool_calls>', '[{"name": "f"}]')).toBe('no');
  });
});

const hy4 = hy3Protocol({ tokenSuffix: ':opensource' });
const v4 = (suffix: string, ...pairs: [string, string][]) =>
  `<tool_call${suffix}>get_weather\n${pairs
    .map(
      ([k, v]) =>
        `<arg_key${suffix}>${k}</arg_key${suffix}>\n<arg_value${suffix}>${v}</arg_value${suffix}>\n`,
    )
    .join('')}</tool_call${suffix}>`;

describe('hy3Protocol with Hy v4 suffixed tokens', () => {
  it.each([':opensource', ':6124c78e'])(
    'should read the %s vocabulary without <tool_sep>',
    (suffix) => {
      const text = `Looking.<tool_calls${suffix}>\n${v4(suffix, ['city', 'Hefei'], ['days', '2'])}\n<tool_call${suffix}>get_time</tool_call${suffix}>\n</tool_calls${suffix}> Done.`;
      for (const reader of [protocol, hy4]) {
        const result = summarizeContent(reader.parseGeneratedText({ text, tools }));
        expect(result.calls).toEqual([
          { toolName: 'get_weather', input: '{"city":"Hefei","days":2}' },
          { toolName: 'get_time', input: '{}' },
        ]);
        expect(result.text).toBe('Looking. Done.');
      }
    },
  );

  it('should read a suffixed call without the section, a value holding a bare close tag', () => {
    const text = v4(':opensource', ['city', 'a</arg_value> b']);
    expect(summarizeContent(hy4.parseGeneratedText({ text, tools })).calls).toEqual([
      { toolName: 'get_weather', input: '{"city":"a</arg_value> b"}' },
    ]);
  });

  it('should read a call streamed one character at a time', async () => {
    const text = `<tool_calls:opensource>${v4(':opensource', ['city', 'Wuxi'])}</tool_calls:opensource>`;
    const summary = summarizeParts(await runStream(hy4, tools, [...text]));
    expect(summary.calls).toEqual([{ toolName: 'get_weather', input: '{"city":"Wuxi"}' }]);
    expect(summary.text).toBe('');
  });

  it('should leave prose that only looks like a suffixed tag as text', () => {
    for (const text of [
      'See <tool_call: the manual> now.',
      'A <tool_calls:x> list of none.',
      'Ends in <tool_call:x>',
    ]) {
      const result = summarizeContent(hy4.parseGeneratedText({ text, tools }));
      expect(result.calls).toEqual([]);
      expect(result.text).toBe(text);
    }
  });

  it('should write history in the suffixed vocabulary without <tool_sep>, read back', () => {
    const written = hy4.formatToolCall({
      toolName: 'get_weather',
      input: { city: 'Hefei', days: 2 },
    });
    expect(written).toBe(
      '<tool_calls:opensource>\n<tool_call:opensource>get_weather\n<arg_key:opensource>city</arg_key:opensource>\n<arg_value:opensource>Hefei</arg_value:opensource>\n<arg_key:opensource>days</arg_key:opensource>\n<arg_value:opensource>2</arg_value:opensource>\n</tool_call:opensource>\n</tool_calls:opensource>',
    );
    expect(summarizeContent(protocol.parseGeneratedText({ text: written, tools })).calls).toEqual([
      { toolName: 'get_weather', input: '{"city":"Hefei","days":2}' },
    ]);
  });

  it('should refuse a suffix that is no vocabulary suffix, saying what to pass', () => {
    expect(() => hy3Protocol({ tokenSuffix: 'opensource' })).toThrow(/':opensource'/);
    expect(() => hy3Protocol({ tokenSuffix: ':a b' })).toThrow(/vocabulary suffix/);
  });
});

describe('hy3Grammar', () => {
  it("should write the setup's vocabulary: Hy3's with <tool_sep>, Hy4's suffixed without", () => {
    const hy3Shape = hy3Grammar(protocol);
    const hy4Shape = hy3Grammar(hy3Protocol({ tokenSuffix: ':opensource' }));
    if (hy3Shape.kind !== 'call-shape' || hy4Shape.kind !== 'call-shape') {
      throw new Error('Hy3 declares a call shape.');
    }
    expect(hy3Shape.begin('f')).toBe('<tool_calls>\n<tool_call>f<tool_sep>\n');
    expect(hy4Shape.begin('f')).toBe('<tool_calls:opensource>\n<tool_call:opensource>f\n');
    expect(hy4Shape.trigger('f')).toBe('<tool_calls:opensource>');
    expect(hy4Shape.specialTokens).not.toContain('<tool_sep>');
    expect(hy4Shape.specialTokens).toContain('</arg_value:opensource>');
  });
});
