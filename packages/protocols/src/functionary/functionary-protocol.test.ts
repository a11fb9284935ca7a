import { describe, expect, it } from 'vitest';
import { describeConformance } from '../test-utils/conformance';
import { summarizeContent } from '../test-utils/stream-helpers';
import { describeTemplateRoundTrip } from '../test-utils/template-round-trip';
import { testTools as tools } from '../test-utils/tools';
import type { ToolCallErrorMetadata } from '../types';
import { functionaryProtocol } from './functionary-protocol';

const weather = { toolName: 'get_weather', input: { city: 'Paris', days: 3 } };
const time = { toolName: 'get_time', input: {} };

describeConformance({
  name: 'functionary',
  protocol: functionaryProtocol(),
  tools,
  cases: [
    {
      name: 'v3.2 calls in a row',
      text: '>>>get_weather\n{"city": "Paris", "days": 3}>>>get_time\n{}',
      calls: [weather, time],
    },
    {
      name: 'v3.2 text, then a call',
      text: '>>>all\nLet me check.\n>>>get_weather\n{"city": "Paris", "days": "3"}',
      calls: [weather],
    },
    {
      name: 'v3.2 call at the start of the answer (>>> in the prompt)',
      text: 'get_weather\n{"city": "Paris", "days": 3}>>>get_time\n{}',
      calls: [weather, time],
    },
    {
      name: 'v3.1 calls',
      text: 'Checking. <function=get_weather>{"city": "Paris", "days": 3}</function><function=get_time>{}</function>',
      calls: [weather, time],
    },
    {
      name: 'delimiters inside a string',
      text: '<function=write_file>{"path": "a", "content": "x </function> >>>all\\n y"}</function>',
      calls: [
        { toolName: 'write_file', input: { path: 'a', content: 'x </function> >>>all\n y' } },
      ],
    },
    {
      name: 'prose with a Python prompt',
      text: 'In the REPL:\n>>> print(1)\n1',
      calls: [],
    },
  ],
  malformed: [
    { name: 'unknown tool', text: '>>>nope\n{"a": 1}', code: 'UNKNOWN_TOOL' },
    {
      name: 'broken JSON',
      text: '<function=get_weather>{"city": x}</function>',
      code: 'INVALID_JSON',
    },
    {
      name: 'truncated',
      text: '<function=get_weather>{"city": "Pa',
      code: 'UNTERMINATED_TOOL_CALL',
    },
    {
      name: 'no arguments',
      text: '<function=get_weather>Paris</function>',
      code: 'INVALID_ARGUMENTS',
    },
  ],
  fragments: [
    '>>>',
    '>>>all\n',
    '>>>get_time\n{}',
    '<function=',
    '</function>',
    'get_weather>',
    'get_weather\n',
    '{"city": "Seoul"}',
    '{"path": "p", "content": "a\\"b</function>"}',
    'nope',
    '{',
    '}',
    '\n',
    ' text ',
    '<think>',
    '</think>',
    '서울',
  ],
  longString: { toolName: 'write_file', argument: 'content', rest: { path: 'big.ts' } },
});

describe('functionaryProtocol', () => {
  it('should drop the >>>all recipient and keep its message as text', () => {
    const result = summarizeContent(
      functionaryProtocol().parseGeneratedText({ text: '>>>all\nIt is sunny.', tools }),
    );
    expect(result).toMatchObject({ text: 'It is sunny.', calls: [] });
  });

  it('should report a recipient without JSON arguments and keep its text', () => {
    const errors: ToolCallErrorMetadata[] = [];
    const text = '>>>get_weather\nParis';
    const result = summarizeContent(
      functionaryProtocol().parseGeneratedText({
        text,
        tools,
        options: { onError: (_m, d) => errors.push(d) },
      }),
    );
    expect(result.text).toBe(text);
    expect(errors.map((e) => e.code)).toEqual(['INVALID_ARGUMENTS']);
  });

  it('should write each generation its own way', () => {
    const call = { toolName: 'get_weather', input: { city: 'Paris' } };
    expect(functionaryProtocol().formatToolCall(call)).toBe('>>>get_weather\n{"city":"Paris"}');
    expect(functionaryProtocol('v3.1').formatToolCall(call)).toBe(
      '<function=get_weather>{"city":"Paris"}</function>',
    );
  });
});

describeTemplateRoundTrip({
  template: 'meetkai-functionary-medium-v3.1.jinja',
  protocol: functionaryProtocol('v3.1'),
});
describeTemplateRoundTrip({
  template: 'meetkai-functionary-medium-v3.2.jinja',
  protocol: functionaryProtocol(),
  argumentsAsString: true,
});
