import { describe, expect, it } from 'vitest';
import { getProtocolFormat } from '../define-protocol';
import { ToolCallEngine } from '../engine/tool-call-engine';
import { fencedJsonProtocol } from '../fenced-json/fenced-json-protocol';
import { glmProtocol } from '../glm/glm-protocol';
import { jsonMixProtocol } from '../json-mix/json-mix-protocol';
import { llama3JsonProtocol } from '../llama3-json/llama3-json-protocol';
import { morphXmlProtocol } from '../morph-xml/morph-xml-protocol';
import { qwen3CoderProtocol } from '../qwen3-coder/qwen3-coder-protocol';
import { describeConformance } from '../test-utils/conformance';
import { chunkBySizes, runStream, summarizeContent } from '../test-utils/stream-helpers';
import { testTools } from '../test-utils/tools';
import type { ToolCallErrorMetadata, ToolCallProtocol } from '../types';
import { yamlXmlProtocol } from '../yaml-xml/yaml-xml-protocol';
import { withFallbackProtocols } from './with-fallback-protocols';

const tools = testTools;
const F = '```';

const qwen = (name: string, params: Record<string, string>) =>
  `<tool_call>\n<function=${name}>\n${Object.entries(params)
    .map(([k, v]) => `<parameter=${k}>\n${v}\n</parameter>\n`)
    .join('')}</function>\n</tool_call>`;
const hermes = (name: string, args: unknown) =>
  `<tool_call>\n${JSON.stringify({ name, arguments: args })}\n</tool_call>`;
const glm = (name: string, args: Record<string, string>) =>
  `<tool_call>${name}${Object.entries(args)
    .map(([k, v]) => `<arg_key>${k}</arg_key><arg_value>${v}</arg_value>`)
    .join('')}</tool_call>`;
const llama = (name: string, args: unknown) => JSON.stringify({ name, parameters: args });
const fenced = (name: string, args: unknown) =>
  `${F}json\n${JSON.stringify({ name, arguments: args })}\n${F}`;

const qwenWithFallbacks = withFallbackProtocols(qwen3CoderProtocol(), [
  jsonMixProtocol(),
  llama3JsonProtocol(),
  fencedJsonProtocol(),
]);

describeConformance({
  name: 'qwen3-coder + hermes + llama3-json + fenced-json',
  protocol: qwenWithFallbacks,
  tools,
  cases: [
    {
      name: 'the primary format',
      text: `Let me check.\n${qwen('get_weather', { city: 'Seoul', days: '3' })}\nDone.`,
      calls: [{ toolName: 'get_weather', input: { city: 'Seoul', days: 3 } }],
    },
    {
      name: 'every format in one output',
      text: [
        'First the weather.',
        qwen('get_weather', { city: 'Seoul' }),
        hermes('get_weather', { city: 'Busan', days: '2' }),
        'Then the time:',
        llama('get_time', {}),
        'and a file:',
        fenced('write_file', { path: 'a.md', content: '# Title' }),
        'Done.',
      ].join('\n'),
      calls: [
        { toolName: 'get_weather', input: { city: 'Seoul' } },
        { toolName: 'get_weather', input: { city: 'Busan', days: 2 } },
        { toolName: 'get_time', input: {} },
        { toolName: 'write_file', input: { path: 'a.md', content: '# Title' } },
      ],
    },
    {
      name: 'a bare <function=> after a Llama call, without separators',
      text: `${llama('get_time', {})}<function=get_weather>\n<parameter=city>\nRome\n</parameter>\n</function>`,
      calls: [
        { toolName: 'get_time', input: {} },
        { toolName: 'get_weather', input: { city: 'Rome' } },
      ],
    },
    {
      name: 'markers of other formats inside a value are content',
      text: qwen('write_file', {
        path: 'x.md',
        content: `${F}json\n{"name": "get_time", "parameters": {}}\n${F}\n<tool_call>`,
      }),
      calls: [
        {
          toolName: 'write_file',
          input: {
            path: 'x.md',
            content: `${F}json\n{"name": "get_time", "parameters": {}}\n${F}\n<tool_call>`,
          },
        },
      ],
    },
    {
      name: 'prose, code and JSON data that are no calls',
      text: `Use <function=name> tags. ${F}python\nx = {"name": "Alice", "age": 3}\n${F}\n{"name": "Bob"}`,
      calls: [],
    },
  ],
  malformed: [
    {
      name: 'unknown tool in Hermes JSON',
      text: `a ${hermes('delete_all', {})} b`,
      code: 'UNKNOWN_TOOL',
    },
    { name: 'unknown tool in a fence', text: fenced('nope', { a: 1 }), code: 'UNKNOWN_TOOL' },
    {
      name: 'broken Hermes JSON',
      text: '<tool_call>\n{"name": "get_weather", "arguments": {"city": x}}\n</tool_call> tail',
      code: 'INVALID_JSON',
    },
    {
      name: 'neither Qwen XML nor JSON after <tool_call>',
      text: '<tool_call>get_weather(city=1)</tool_call> tail',
      code: 'INVALID_XML',
    },
  ],
  fragments: [
    '<tool_call>',
    '</tool_call>',
    '<tool_call>\n<function=get_weather>\n',
    '<parameter=city>\nSeoul\n</parameter>\n',
    '</function>',
    '<function=',
    '{"name": "get_weather", "arguments": {"city": "Seoul"}}',
    '{"name": "get_time", "parameters": {}}',
    '{"name": "Alice", "age": 3}',
    `${F}json\n`,
    F,
    '\n',
    ' text ',
    '{',
    '"}}',
  ],
  longString: { toolName: 'write_file', argument: 'content', rest: { path: 'big.ts' } },
});

const tagged = withFallbackProtocols(jsonMixProtocol(), [qwen3CoderProtocol(), glmProtocol()]);

describeConformance({
  name: 'hermes + qwen3-coder + glm (one shared <tool_call>)',
  protocol: tagged,
  tools,
  renderCall: (call) => hermes(call.toolName, call.input),
  cases: [
    {
      name: 'one call in each format, back to back',
      text: `${hermes('get_weather', { city: 'A' })}${qwen('get_weather', { city: 'B' })}${glm('get_weather', { city: 'C', days: '4' })}`,
      calls: [
        { toolName: 'get_weather', input: { city: 'A' } },
        { toolName: 'get_weather', input: { city: 'B' } },
        { toolName: 'get_weather', input: { city: 'C', days: 4 } },
      ],
    },
    {
      name: 'GLM-4.5 with newlines, a call without arguments',
      text: '<tool_call>get_weather\n<arg_key>city</arg_key>\n<arg_value>Beijing</arg_value>\n</tool_call>\n<tool_call>get_time</tool_call>',
      calls: [
        { toolName: 'get_weather', input: { city: 'Beijing' } },
        { toolName: 'get_time', input: {} },
      ],
    },
    {
      name: 'whitespace before the Qwen function tag',
      text: `<tool_call>\n\n   \n<function=get_time>\n</function>\n</tool_call>`,
      calls: [{ toolName: 'get_time', input: {} }],
    },
  ],
  malformed: [
    {
      name: 'an empty block (the primary reports it)',
      text: '<tool_call>\n</tool_call>',
      code: 'EMPTY_TOOL_CALL',
    },
    {
      name: 'cut off inside <function=',
      text: 'x <tool_call>\n<function=get_wea',
      code: 'UNTERMINATED_TOOL_CALL',
    },
    { name: 'GLM call to an unknown tool', text: glm('nope', { a: '1' }), code: 'UNKNOWN_TOOL' },
  ],
  fragments: [
    '<tool_call>',
    '</tool_call>',
    '<function=get_time>\n</function>',
    '<function',
    'get_weather<arg_key>city</arg_key><arg_value>X</arg_value>',
    '{"name": "get_time", "arguments": {}}',
    '\n',
    '   ',
    ' text ',
    '<',
  ],
  longString: { toolName: 'write_file', argument: 'content', rest: { path: 'big.ts' } },
});

describeConformance({
  name: 'morph-xml + yaml-xml (shared tool-name tags)',
  protocol: withFallbackProtocols(morphXmlProtocol(), [yamlXmlProtocol()]),
  tools,
  cases: [
    {
      name: 'one call in each format',
      text: '<get_weather>\n<city>Seoul</city>\n</get_weather>\n<get_weather>\ncity: Busan\ndays: 2\n</get_weather>',
      calls: [
        { toolName: 'get_weather', input: { city: 'Seoul' } },
        { toolName: 'get_weather', input: { city: 'Busan', days: 2 } },
      ],
    },
    {
      name: 'empty calls',
      text: '<get_time></get_time> <get_time/> <get_time />',
      calls: [
        { toolName: 'get_time', input: {} },
        { toolName: 'get_time', input: {} },
        { toolName: 'get_time', input: {} },
      ],
    },
  ],
  malformed: [
    {
      name: 'a string argument written twice',
      text: '<get_weather><city>A</city><city>B</city></get_weather>',
      code: 'DUPLICATE_STRING_TAG',
    },
  ],
  fragments: [
    '<get_weather>',
    '</get_weather>',
    '<city>Oslo</city>',
    'city: Oslo\n',
    '<get_time/>',
    '<get_time',
    '\n',
    ' text ',
  ],
  longString: { toolName: 'write_file', argument: 'content', rest: { path: 'big.ts' } },
});

/** The most text the engine holds back at any point while `text` arrives one character at a time. */
function maxHeldBack(protocol: ToolCallProtocol, text: string): number {
  const engine = new ToolCallEngine(getProtocolFormat(protocol) as never, tools);
  let emitted = 0;
  let most = 0;
  for (let i = 0; i < text.length; i++) {
    for (const e of engine.push(text[i] as string)) if (e.type === 'text') emitted += e.text.length;
    most = Math.max(most, i + 1 - emitted);
  }
  return most;
}

const parse = (protocol: ToolCallProtocol, text: string) => {
  const errors: ToolCallErrorMetadata[] = [];
  const result = summarizeContent(
    protocol.parseGeneratedText({ text, tools, options: { onError: (_m, d) => errors.push(d) } }),
  );
  return { text: result.text, calls: result.calls, errors: errors.map((e) => e.code) };
};

describe('withFallbackProtocols', () => {
  it.each([
    ['hermes primary', [jsonMixProtocol(), glmProtocol()]],
    ['glm primary', [glmProtocol(), jsonMixProtocol()]],
    ['qwen3-coder primary', [qwen3CoderProtocol(), jsonMixProtocol()]],
  ])('should give a JSON call after <tool_call> to the %s', (_name, [primary, ...rest]) => {
    const text = hermes('get_weather', { city: 'Oslo' });
    const protocol = withFallbackProtocols(primary as ToolCallProtocol, rest);
    const segments = protocol.extractToolCallSegments?.({ text, tools });
    expect(segments).toEqual([text]);
    expect(parse(protocol, text).calls).toEqual([
      { toolName: 'get_weather', input: '{"city":"Oslo"}' },
    ]);
  });

  it.each([
    ['Hermes JSON', hermes('get_time', {}), jsonMixProtocol()],
    ['Qwen3-Coder XML', qwen('get_time', {}), qwen3CoderProtocol()],
    ['GLM', glm('get_time', {}), glmProtocol()],
    ['Llama JSON', llama('get_time', {}), llama3JsonProtocol()],
    ['fenced JSON', fenced('get_time', {}), fencedJsonProtocol()],
  ])('should read %s only when its format is composed in', (_name, text, fallback) => {
    const without = jsonMixProtocol({ toolCallStart: '<call>', toolCallEnd: '</call>' });
    expect(parse(without, text).calls).toEqual([]);
    expect(parse(withFallbackProtocols(without, [fallback]), text)).toEqual({
      text: '',
      calls: [{ toolName: 'get_time', input: '{}' }],
      errors: [],
    });
  });

  it('should keep the primary report for text no format accepts after a shared marker', () => {
    const text = '<tool_call>\n<get_time>\n</tool_call>';
    const alone = parse(jsonMixProtocol(), text);
    expect(alone.errors).toEqual(['INVALID_JSON']);
    expect(parse(tagged, text)).toEqual(alone);
  });

  it.each([
    ['a GLM call', glm('get_weather', { city: 'Oslo' })],
    ['a Qwen call', qwen('get_weather', { city: 'Oslo' })],
    ['long whitespace', `<tool_call>${' '.repeat(1000)}get_time</tool_call> tail`],
    ['prose after an unclosed marker', `<tool_call> and then ${'prose '.repeat(100)}`],
  ])('should hold back no more for %s than the format that reads it alone', (_name, text) => {
    const alone = [jsonMixProtocol(), qwen3CoderProtocol(), glmProtocol()].map((p) =>
      maxHeldBack(p, text),
    );
    expect(maxHeldBack(tagged, text)).toBeLessThanOrEqual(Math.max(...alone));
  });

  it('should let the longest marker win at one position, as within one format', () => {
    const gemma = jsonMixProtocol({ toolCallStart: `${F}tool_call`, toolCallEnd: F });
    const protocol = withFallbackProtocols(gemma, [fencedJsonProtocol()]);
    const text = `${F}tool_call\n{"name": "get_time", "arguments": {}}\n${F}\n${fenced('get_weather', { city: 'X' })}`;
    expect(parse(protocol, text).calls.map((c) => c.toolName)).toEqual(['get_time', 'get_weather']);
    expect(protocol.extractToolCallSegments?.({ text, tools })?.[0]).toBe(
      `${F}tool_call\n{"name": "get_time", "arguments": {}}\n${F}`,
    );
  });

  it('should stream a fallback call live, one character at a time', async () => {
    const text = `ok ${hermes('write_file', { path: 'p', content: 'x'.repeat(200) })}`;
    const parts = await runStream(qwenWithFallbacks, tools, chunkBySizes(text, [1]));
    const types = parts.map((p) => p.type);
    expect(types.filter((t) => t === 'tool-input-delta').length).toBeGreaterThan(50);
    expect(types.indexOf('tool-input-start')).toBeLessThan(types.indexOf('tool-input-delta'));
    const call = parts.find((p) => p.type === 'tool-call') as { input: string };
    expect(JSON.parse(call.input)).toEqual({ path: 'p', content: 'x'.repeat(200) });
  });

  it('should format tools, calls and results with the primary', () => {
    const primary = qwen3CoderProtocol();
    const composed = withFallbackProtocols(primary, [jsonMixProtocol()]);
    const call = { toolName: 'get_weather', input: { city: 'Seoul' } };
    const result = { toolName: 'get_weather', output: { type: 'text', value: 'sunny' } };
    const template = (list: string) => `T:${list}`;
    expect(composed.formatToolCall(call)).toBe(primary.formatToolCall(call));
    expect(composed.formatToolResponse(result)).toBe(primary.formatToolResponse(result));
    expect(composed.formatTools({ tools, toolSystemPromptTemplate: template })).toBe(
      primary.formatTools({ tools, toolSystemPromptTemplate: template }),
    );
    expect(composed.name).toBe('qwen3-coder+json-mix');
  });

  it('should return the primary itself when there is no fallback', () => {
    const primary = jsonMixProtocol();
    expect(withFallbackProtocols(primary, [])).toBe(primary);
  });

  it('should flatten a composition given to another one, so each format keeps its classifier', () => {
    const nested = withFallbackProtocols(
      withFallbackProtocols(jsonMixProtocol(), [qwen3CoderProtocol()]),
      [glmProtocol()],
    );
    expect(nested.name).toBe('json-mix+qwen3-coder+glm');
    const text = `${qwen('get_time', {})}${glm('get_time', {})}`;
    expect(parse(nested, text).calls).toHaveLength(2);
  });

  it('should refuse a protocol that was not made with defineProtocol', () => {
    const handWritten = { ...jsonMixProtocol(), name: 'hand-written' };
    expect(() => withFallbackProtocols(handWritten, [glmProtocol()])).toThrow(
      /"hand-written" was not made with defineProtocol/,
    );
    expect(() => withFallbackProtocols(glmProtocol(), [handWritten])).toThrow(TypeError);
  });
});
