import { describe, expect, it } from 'vitest';
import { describeConformance } from '../test-utils/conformance';
import { summarizeContent } from '../test-utils/stream-helpers';
import { testTools } from '../test-utils/tools';
import type { ToolCallErrorMetadata } from '../types';
import { gigachat35Protocol } from './gigachat35-protocol';

const protocol = gigachat35Protocol();
const tools = testTools;

/** A parameter: `[value, isString]`; a JSON literal is marked `string="false"`. */
const invoke = (name: string, args: Record<string, [string, boolean]>) =>
  `<｜GCML｜invoke name="${name}">\n${Object.entries(args)
    .map(([k, [v, s]]) => `<｜GCML｜parameter name="${k}" string="${s}">${v}</｜GCML｜parameter>\n`)
    .join('')}</｜GCML｜invoke>`;
const block = (...calls: string[]) =>
  `<｜GCML｜tool_calls>\n${calls.join('\n')}\n</｜GCML｜tool_calls>`;

describeConformance({
  name: 'gigachat35',
  protocol,
  tools,
  cases: [
    {
      name: 'one call, text before (the shape its template writes)',
      text: `I will check.\n\n${block(invoke('get_weather', { city: ['Kazan', true], days: ['2', false] }))}`,
      calls: [{ toolName: 'get_weather', input: { city: 'Kazan', days: 2 } }],
    },
    {
      name: 'two calls in one block, one without arguments',
      text: block(invoke('get_time', {}), invoke('get_weather', { city: ['Omsk', true] })),
      calls: [
        { toolName: 'get_time', input: {} },
        { toolName: 'get_weather', input: { city: 'Omsk' } },
      ],
    },
    {
      name: 'JSON literals marked string="false": a list, and a string kept as text when marked true',
      text: block(
        invoke('search.web-v2', {
          query: ['"quoted" and \\n kept', true],
          limit: ['5', false],
          tags: ['["a", "b"]', false],
        }),
      ),
      calls: [
        {
          toolName: 'search.web-v2',
          input: { query: '"quoted" and \\n kept', limit: 5, tags: ['a', 'b'] },
        },
      ],
    },
    {
      name: 'on one line, ASCII bars',
      text: '<|GCML|tool_calls><|GCML|invoke name="get_weather"><|GCML|parameter name="city" string="true">Perm</|GCML|parameter></|GCML|invoke></|GCML|tool_calls>',
      calls: [{ toolName: 'get_weather', input: { city: 'Perm' } }],
    },
    {
      name: 'after a thinking block; a literal close tag inside code',
      text: `<think>The file first.</think>${block(invoke('write_file', { path: ['a.ts', true], content: ['x </｜GCML｜parameter> y', true] }))}`,
      calls: [
        { toolName: 'write_file', input: { path: 'a.ts', content: 'x </｜GCML｜parameter> y' } },
      ],
    },
    {
      name: 'the output ends after </｜GCML｜invoke>',
      text: `<｜GCML｜tool_calls>\n${invoke('get_weather', { city: ['Tver', true] })}\n`,
      calls: [{ toolName: 'get_weather', input: { city: 'Tver' } }],
    },
    { name: 'prose only', text: 'Its tags look like <｜GCML｜invoke name="x">.', calls: [] },
  ],
  malformed: [
    {
      name: 'unknown tool',
      text: `a ${block(invoke('nope', { q: ['1', true] }))} b`,
      code: 'UNKNOWN_TOOL',
    },
    {
      name: 'cut off inside a value',
      text: '<｜GCML｜tool_calls>\n<｜GCML｜invoke name="write_file">\n<｜GCML｜parameter name="content" string="true">abc',
      code: 'UNTERMINATED_TOOL_CALL',
    },
    {
      name: 'empty block',
      text: '<｜GCML｜tool_calls>\n</｜GCML｜tool_calls>',
      code: 'EMPTY_TOOL_CALL',
    },
    {
      name: 'a parameter outside an invoke',
      text: '<｜GCML｜tool_calls><｜GCML｜parameter name="x" string="false">1</｜GCML｜parameter></｜GCML｜tool_calls>',
      code: 'INVALID_XML',
    },
  ],
  fragments: [
    '<｜GCML｜tool_calls>',
    '</｜GCML｜tool_calls>',
    '<｜GCML｜invoke name="get_weather">',
    '<｜GCML｜invoke name="nope">',
    '</｜GCML｜invoke>',
    '<｜GCML｜parameter name="city" string="true">',
    '<｜GCML｜parameter name="days" string="false">',
    '</｜GCML｜parameter>',
    '<｜GCML',
    'Seoul',
    '3',
    '<',
    '\n',
  ],
  longString: { toolName: 'write_file', argument: 'content', rest: { path: 'big.ts' } },
});

describe('gigachat35Protocol', () => {
  it('should keep a good call and release a bad one of the same block', () => {
    const errors: ToolCallErrorMetadata[] = [];
    const bad = invoke('nope', { q: ['1', true] });
    const result = summarizeContent(
      protocol.parseGeneratedText({
        text: block(invoke('get_time', {}), bad),
        tools,
        options: { onError: (_m, d) => errors.push(d) },
      }),
    );
    expect(result.calls).toEqual([{ toolName: 'get_time', input: '{}' }]);
    expect(result.text).toBe(`${bad}\n</｜GCML｜tool_calls>`);
    expect(errors).toMatchObject([{ code: 'UNKNOWN_TOOL', toolName: 'nope' }]);
  });

  it('should write history as its template does and read it back', () => {
    const call = { toolName: 'get_weather', input: { city: 'Kazan', days: 2 } };
    const written = protocol.formatToolCall(call);
    expect(written).toBe(
      '<｜GCML｜tool_calls>\n<｜GCML｜invoke name="get_weather">\n<｜GCML｜parameter name="city" string="true">Kazan</｜GCML｜parameter>\n<｜GCML｜parameter name="days" string="false">2</｜GCML｜parameter>\n</｜GCML｜invoke>\n</｜GCML｜tool_calls>',
    );
    const back = summarizeContent(protocol.parseGeneratedText({ text: written, tools }));
    expect(back.calls).toEqual([{ toolName: 'get_weather', input: '{"city":"Kazan","days":2}' }]);
    expect(
      protocol.formatToolResponse({
        toolCallId: 'c1',
        toolName: 'get_weather',
        output: { type: 'json', value: { t: 3 } },
      }),
    ).toBe('<function_response name="get_weather">{"t":3}</function_response>');
  });
});
