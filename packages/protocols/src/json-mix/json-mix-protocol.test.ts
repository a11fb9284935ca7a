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
import { jsonMixProtocol } from './json-mix-protocol';

const protocol = jsonMixProtocol();
const fenced = jsonMixProtocol({ toolCallStart: '```tool_call', toolCallEnd: '```' });

const call = (name: string, args: unknown) =>
  `<tool_call>${JSON.stringify({ name, arguments: args })}</tool_call>`;

describeConformance({
  name: 'json-mix',
  protocol,
  tools,
  cases: [
    {
      name: 'one call',
      text: `Hi ${call('get_weather', { city: 'Seoul' })} bye`,
      calls: [{ toolName: 'get_weather', input: { city: 'Seoul' } }],
    },
    {
      name: 'typed by schema',
      text: '<tool_call>\n{"name": "get_weather", "arguments": {"city": "Seoul", "days": "3"}}\n</tool_call>',
      calls: [{ toolName: 'get_weather', input: { city: 'Seoul', days: 3 } }],
    },
    {
      name: 'a leaked YAML body, typed by schema',
      text: 'Ok.\n<tool_call>\nname: get_weather\narguments:\n  city: Seoul\n  days: 2\n</tool_call>\nDone.',
      calls: [{ toolName: 'get_weather', input: { city: 'Seoul', days: 2 } }],
    },
    {
      name: 'function and args as the envelope keys',
      text: '<tool_call>{"function": "get_weather", "args": {"city": "Seoul"}}</tool_call>',
      calls: [{ toolName: 'get_weather', input: { city: 'Seoul' } }],
    },
    {
      name: 'parameters key and relaxed JSON',
      text: "<tool_call>{name: 'get_weather', parameters: {city: 'Busan', days: 2,},}</tool_call>",
      calls: [{ toolName: 'get_weather', input: { city: 'Busan', days: 2 } }],
    },
    {
      name: 'arguments as a JSON-encoded string',
      text: '<tool_call>{"name": "get_weather", "arguments": "{\\"city\\": \\"Tokyo\\"}"}</tool_call>',
      calls: [{ toolName: 'get_weather', input: { city: 'Tokyo' } }],
    },
    {
      name: 'array of calls in one block',
      text: '<tool_call>[{"name":"get_time","arguments":{}},{"name":"get_weather","arguments":{"city":"Paris"}}]</tool_call>',
      calls: [
        { toolName: 'get_time', input: {} },
        { toolName: 'get_weather', input: { city: 'Paris' } },
      ],
    },
    {
      name: 'end delimiter inside a string',
      text: '<tool_call>{"name":"write_file","arguments":{"path":"a.md","content":"x </tool_call> y"}}</tool_call>',
      calls: [{ toolName: 'write_file', input: { path: 'a.md', content: 'x </tool_call> y' } }],
    },
    {
      name: 'new start tag closes an unclosed call',
      text: '<tool_call>{"name":"get_time","arguments":{}}<tool_call>{"name":"get_weather","arguments":{"city":"Rome"}}</tool_call>',
      calls: [
        { toolName: 'get_time', input: {} },
        { toolName: 'get_weather', input: { city: 'Rome' } },
      ],
    },
    {
      name: 'wrong close tag',
      text: '<tool_call>{"name":"get_weather","arguments":{"city":"Oslo"}}</think> after',
      calls: [{ toolName: 'get_weather', input: { city: 'Oslo' } }],
    },
    {
      name: 'no end delimiter before the output ends',
      text: 'ok <tool_call>{"name":"get_weather","arguments":{"city":"Lima"}}',
      calls: [{ toolName: 'get_weather', input: { city: 'Lima' } }],
    },
    {
      name: 'missing closing brace',
      text: '<tool_call>{"name":"get_weather","arguments":{"city":"Kyiv"}</tool_call>',
      calls: [{ toolName: 'get_weather', input: { city: 'Kyiv' } }],
    },
    {
      name: 'extra closing brace',
      text: '<tool_call>{"name":"get_weather","arguments":{"city":"Cairo"}}}</tool_call>',
      calls: [{ toolName: 'get_weather', input: { city: 'Cairo' } }],
    },
    {
      name: 'no arguments',
      text: '<tool_call>{"name":"get_time"}</tool_call>',
      calls: [{ toolName: 'get_time', input: {} }],
    },
    { name: 'prose only', text: 'a < b and c > d, `<tool` is not a call', calls: [] },
  ],
  malformed: [
    {
      name: 'unknown tool',
      text: 'x <tool_call>{"name":"nope","arguments":{}}</tool_call> y',
      code: 'UNKNOWN_TOOL',
    },
    {
      name: 'missing name',
      text: '<tool_call>{"arguments":{"city":"x"}}</tool_call>',
      code: 'MISSING_TOOL_NAME',
    },
    {
      name: 'not JSON',
      text: '<tool_call>get_weather(city=1)</tool_call> tail',
      code: 'INVALID_JSON',
    },
    {
      name: 'broken JSON',
      text: '<tool_call>{"name":"get_weather","arguments":{"city": x}}</tool_call>',
      code: 'INVALID_JSON',
    },
    {
      name: 'truncated',
      text: '<tool_call>{"name":"get_weather","arguments":{"city":"Se',
      code: 'UNTERMINATED_TOOL_CALL',
    },
    { name: 'empty', text: '<tool_call></tool_call>', code: 'EMPTY_TOOL_CALL' },
    {
      name: 'arguments not an object',
      text: '<tool_call>{"name":"get_weather","arguments":[1]}</tool_call>',
      code: 'INVALID_ARGUMENTS',
    },
  ],
  fragments: [
    '<tool_call>',
    '</tool_call>',
    '<tool_',
    '</tool',
    '{"name":"get_weather","arguments":{"city":"Seoul"}}',
    '{"name":"write_file","arguments":{"path":"p","content":"a\\"b</tool_call>"}}',
    '{"name":"nope"}',
    '[{"name":"get_time"}]',
    '[{"name":"get_time"}, {"name":"nope"}, 7, {"name":"get_weather","arguments":{"city":"x"}}]',
    '{"name": "get_weather", "arguments": {"city": "',
    // A leaked YAML body (issue 32), whole and in pieces.
    'name: get_weather\narguments:\n  city: Seoul\n',
    'name: ',
    'function: nope\n',
    'arguments:\n  ',
    '"}}',
    '}',
    '"',
    '\\',
    ' text ',
    '\n',
    '🌶️',
    '\ud83c',
    '서울',
  ],
  longString: { toolName: 'write_file', argument: 'content', rest: { path: 'big.ts' } },
});

describeConformance({
  name: 'json-mix (Markdown fence)',
  protocol: fenced,
  tools,
  cases: [
    {
      name: 'fenced call',
      text: 'Sure.\n```tool_call\n{"name": "get_weather", "arguments": {"city": "Seoul"}}\n```\nDone.',
      calls: [{ toolName: 'get_weather', input: { city: 'Seoul' } }],
    },
    {
      name: 'Python-dict call (Gemma style)',
      text: "```tool_call\n{'name': 'get_weather', 'arguments': {'city': 'Jeju', 'days': 1}}\n```",
      calls: [{ toolName: 'get_weather', input: { city: 'Jeju', days: 1 } }],
    },
    {
      name: 'fence inside a string argument',
      text: '```tool_call\n{"name":"write_file","arguments":{"path":"r.md","content":"```js\\nx\\n```"}}\n```',
      calls: [{ toolName: 'write_file', input: { path: 'r.md', content: '```js\nx\n```' } }],
    },
    { name: 'other fences stay text', text: '```python\nprint(1)\n```', calls: [] },
    {
      name: 'call at the very end of the output',
      text: "```tool_call\n{'name':'get_weather','arguments':{'city':'Seoul'}}\n```",
      calls: [{ toolName: 'get_weather', input: { city: 'Seoul' } }],
    },
  ],
  malformed: [
    { name: 'unknown tool', text: '```tool_call\n{"name":"nope"}\n```', code: 'UNKNOWN_TOOL' },
  ],
  fragments: [
    '```tool_call\n',
    '```',
    '``',
    '{"name":"get_time"}',
    '{"name":"get_weather","arguments":{"city":"a```b"}}',
    'x',
    '\n',
  ],
  longString: { toolName: 'write_file', argument: 'content', rest: { path: 'big.ts' } },
});

describe('jsonMixProtocol', () => {
  it('should release a failed element of an array block as text while its siblings become calls', () => {
    const errors: ToolCallErrorMetadata[] = [];
    const text =
      'A <tool_call>[{"name":"get_time"}, {"name":"nope","arguments":{}}, {"name":"get_weather","arguments":{"city":"B"}}]</tool_call> Z';
    const result = summarizeContent(
      protocol.parseGeneratedText({ text, tools, options: { onError: (_m, d) => errors.push(d) } }),
    );
    expect(result.calls.map((c) => c.toolName)).toEqual(['get_time', 'get_weather']);
    expect(result.text).toBe('A {"name":"nope","arguments":{}} Z');
    expect(errors).toMatchObject([
      { code: 'UNKNOWN_TOOL', toolName: 'nope', segment: '{"name":"nope","arguments":{}}' },
    ]);
  });

  it('should stream tool-input-start as soon as the name is known, before the arguments end', async () => {
    const text =
      '<tool_call>{"name":"write_file","arguments":{"path":"a","content":"hello world"}}</tool_call>';
    const parts = await runStream(protocol, tools, chunkBySizes(text, [4]));
    const start = parts.findIndex((p) => p.type === 'tool-input-start');
    const firstDelta = parts.findIndex((p) => p.type === 'tool-input-delta');
    const end = parts.findIndex((p) => p.type === 'tool-input-end');
    expect(start).toBeGreaterThan(-1);
    expect(parts.filter((p) => p.type === 'tool-input-delta').length).toBeGreaterThan(5);
    expect(firstDelta).toBeLessThan(end);
    expect(summarizeParts(parts).calls).toEqual([
      { toolName: 'write_file', input: '{"path":"a","content":"hello world"}' },
    ]);
  });

  it('should format calls and results so that the format parses back', () => {
    const text = protocol.formatToolCall({ toolName: 'get_weather', input: { city: 'Seoul' } });
    expect(text).toBe(
      '<tool_call>\n{"name":"get_weather","arguments":{"city":"Seoul"}}\n</tool_call>',
    );
    expect(
      protocol.formatToolResponse({
        toolName: 'get_weather',
        output: { type: 'json', value: { t: 21 } },
      }),
    ).toBe('<tool_response>\n{"name":"get_weather","result":{"t":21}}\n</tool_response>');
    expect(fenced.formatToolCall({ toolName: 'get_time', input: {} })).toBe(
      '```tool_call\n{"name":"get_time","arguments":{}}\n```',
    );
  });

  it('should render the tools as JSON through the template', () => {
    const prompt = protocol.formatTools({
      tools: tools.slice(0, 1),
      toolSystemPromptTemplate: (t) => `TOOLS ${t}`,
    });
    expect(
      prompt.startsWith(
        'TOOLS [{"name":"get_weather","description":"Current weather in a city","parameters":',
      ),
    ).toBe(true);
  });

  it('should list the exact segments that were parsed as calls', () => {
    const text = `a ${call('get_time', {})} b ${call('nope', {})} c`;
    expect(protocol.extractToolCallSegments?.({ text, tools })).toEqual([call('get_time', {})]);
  });

  it('should consume a closing fence at the very end of the output (it is also the start of an opening fence)', () => {
    const text = "```tool_call\n{'name':'get_weather','arguments':{'city':'Seoul'}}\n```";
    expect(summarizeContent(fenced.parseGeneratedText({ text, tools })).text).toBe('');
  });

  it('should accept an end delimiter given with a leading newline', () => {
    const protocol = jsonMixProtocol({ toolCallStart: '```tool_call', toolCallEnd: '\n```' });
    const text = '```tool_call\n{"name":"get_time"}\n```\nafter';
    const result = summarizeContent(protocol.parseGeneratedText({ text, tools }));
    expect(result).toEqual({
      text: '\nafter',
      reasoning: '',
      calls: [{ toolName: 'get_time', input: '{}' }],
    });
  });

  it('should reject empty delimiters with a clear error', () => {
    expect(() => jsonMixProtocol({ toolCallStart: '' })).toThrow(/toolCallStart and toolCallEnd/);
  });
});
