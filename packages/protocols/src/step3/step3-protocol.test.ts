import { describe, expect, it } from 'vitest';
import { describeConformance } from '../test-utils/conformance';
import { summarizeContent } from '../test-utils/stream-helpers';
import { testTools } from '../test-utils/tools';
import type { ToolCallErrorMetadata } from '../types';
import { step3Protocol } from './step3-protocol';

const protocol = step3Protocol();
const tools = testTools;

const invoke = (name: string, args: Record<string, string>) =>
  `<steptml:invoke name="${name}">${Object.entries(args)
    .map(([k, v]) => `<steptml:parameter name="${k}">${v}</steptml:parameter>`)
    .join('')}</steptml:invoke>`;
const one = (body: string) =>
  `<｜tool_call_begin｜>function<｜tool_sep｜>${body}<｜tool_call_end｜>`;
const section = (...calls: string[]) =>
  `<｜tool_calls_begin｜>${calls.map(one).join('')}<｜tool_calls_end｜>`;

describeConformance({
  name: 'step3',
  protocol,
  tools,
  cases: [
    {
      name: 'one call in its section, text before',
      text: `Let me check.${section(invoke('get_weather', { city: 'Paris', days: '3' }))}`,
      calls: [{ toolName: 'get_weather', input: { city: 'Paris', days: 3 } }],
    },
    {
      name: 'two calls in one section',
      text: section(invoke('get_weather', { city: 'Oslo' }), invoke('get_time', {})),
      calls: [
        { toolName: 'get_weather', input: { city: 'Oslo' } },
        { toolName: 'get_time', input: {} },
      ],
    },
    {
      name: 'ASCII bars and newlines between the tags',
      text: '<|tool_calls_begin|><|tool_call_begin|>function<|tool_sep|><steptml:invoke name="get_weather">\n<steptml:parameter name="city">Rome</steptml:parameter>\n</steptml:invoke><|tool_call_end|><|tool_calls_end|>',
      calls: [{ toolName: 'get_weather', input: { city: 'Rome' } }],
    },
    {
      name: 'values typed by schema, a literal close tag inside code',
      text: section(
        invoke('search.web-v2', { query: 'a</steptml:parameter>b', limit: '5', tags: '["x"]' }),
      ),
      calls: [
        {
          toolName: 'search.web-v2',
          input: { query: 'a</steptml:parameter>b', limit: 5, tags: ['x'] },
        },
      ],
    },
    {
      name: 'the output ends after </steptml:invoke>',
      text: `<｜tool_calls_begin｜><｜tool_call_begin｜>function<｜tool_sep｜>${invoke('get_weather', { city: 'Lima' })}`,
      calls: [{ toolName: 'get_weather', input: { city: 'Lima' } }],
    },
    { name: 'prose only', text: 'A <steptml:invoke name="x"> tag alone is text.', calls: [] },
  ],
  malformed: [
    {
      name: 'unknown tool',
      text: `a ${section(invoke('nope', { q: '1' }))} b`,
      code: 'UNKNOWN_TOOL',
    },
    {
      name: 'cut off inside a value',
      text: '<｜tool_calls_begin｜><｜tool_call_begin｜>function<｜tool_sep｜><steptml:invoke name="write_file"><steptml:parameter name="content">abc',
      code: 'UNTERMINATED_TOOL_CALL',
    },
    {
      name: 'string parameter written twice',
      text: section(
        '<steptml:invoke name="get_weather"><steptml:parameter name="city">A</steptml:parameter><steptml:parameter name="city">B</steptml:parameter></steptml:invoke>',
      ),
      code: 'DUPLICATE_STRING_TAG',
    },
  ],
  fragments: [
    '<｜tool_calls_begin｜>',
    '<｜tool_call_begin｜>function<｜tool_sep｜>',
    '<｜tool_call_end｜>',
    '<｜tool_calls_end｜>',
    '<｜tool_call',
    '<steptml:invoke name="get_weather">',
    '<steptml:invoke name="nope">',
    '</steptml:invoke>',
    '<steptml:parameter name="city">',
    '</steptml:parameter>',
    'Seoul',
    '<',
    '>',
    '\n',
  ],
  longString: { toolName: 'write_file', argument: 'content', rest: { path: 'big.ts' } },
});

describe('step3Protocol', () => {
  it('should keep a good call and release a bad one of the same section', () => {
    const errors: ToolCallErrorMetadata[] = [];
    const text = section(invoke('get_time', {}), invoke('nope', { q: '1' }));
    const result = summarizeContent(
      protocol.parseGeneratedText({ text, tools, options: { onError: (_m, d) => errors.push(d) } }),
    );
    expect(result.calls).toEqual([{ toolName: 'get_time', input: '{}' }]);
    expect(result.text).toBe(`${one(invoke('nope', { q: '1' }))}<｜tool_calls_end｜>`);
    expect(errors).toMatchObject([{ code: 'UNKNOWN_TOOL', toolName: 'nope' }]);
  });
});
