import { describe, expect, it } from 'vitest';
import { describeConformance } from '../test-utils/conformance';
import { summarizeContent } from '../test-utils/stream-helpers';
import { describeTemplateRoundTrip } from '../test-utils/template-round-trip';
import { testTools } from '../test-utils/tools';
import { solarOpenProtocol } from './solar-open-protocol';

const protocol = solarOpenProtocol();
const tools = testTools;

const call = (id: string, name: string, args: string) =>
  `<|tool_call:begin|>${id}<|tool_call:name|>${name}<|tool_call:args|>${args}<|tool_call:end|>`;
const section = (...calls: string[]) => `<|tool_calls|>${calls.join('')}<|calls|>`;

describeConformance({
  name: 'solar-open',
  protocol,
  tools,
  cases: [
    {
      name: 'one call in a section, as the template renders it',
      text: section(call('a1b2c3d4e5', 'get_weather', '{"city": "Seoul", "days": 3}')),
      calls: [{ toolName: 'get_weather', input: { city: 'Seoul', days: 3 } }],
    },
    {
      name: 'two calls in one section, one without arguments',
      text: section(
        call('k3j4h5g6f7', 'get_time', '{}'),
        call('z9y8x7w6v5', 'search.web-v2', '{"query": "q", "tags": ["a"], "exact": true}'),
      ),
      calls: [
        { toolName: 'get_time', input: {} },
        { toolName: 'search.web-v2', input: { query: 'q', tags: ['a'], exact: true } },
      ],
    },
    {
      name: 'after a thinking turn, with the new assistant turn the model opens',
      text: `<|think|>The user wants the weather.<|end|><|begin|>assistant${section(call('q1w2e3r4t5', 'get_weather', '{"city": "Busan"}'))}`,
      calls: [{ toolName: 'get_weather', input: { city: 'Busan' } }],
    },
    {
      name: 'a section cut off before <|calls|>',
      text: `<|tool_calls|>${call('a1a1a1a1a1', 'get_weather', '{"city": "Lima"}')}`,
      calls: [{ toolName: 'get_weather', input: { city: 'Lima' } }],
    },
    {
      name: 'a call without the section tokens',
      text: `Checking. ${call('b2b2b2b2b2', 'get_weather', '{"city": "Rome"}')}`,
      calls: [{ toolName: 'get_weather', input: { city: 'Rome' } }],
    },
    {
      name: 'a text answer in its turn markup',
      text: '<|content|>It is sunny in Seoul.<|end|>',
      calls: [],
    },
    { name: 'prose only', text: 'Calls go between <|tool_call:begin|> tokens? No.', calls: [] },
  ],
  malformed: [
    {
      name: 'unknown tool',
      text: `a ${section(call('c3c3c3c3c3', 'nope', '{"q": 1}'))} b`,
      code: 'UNKNOWN_TOOL',
    },
    {
      name: 'cut off inside the arguments',
      text: '<|tool_calls|><|tool_call:begin|>d4d4d4d4d4<|tool_call:name|>write_file<|tool_call:args|>{"content": "ab',
      code: 'UNTERMINATED_TOOL_CALL',
    },
  ],
  fragments: [
    '<|tool_calls|>',
    '<|tool_call:begin|>',
    '<|tool_call:name|>',
    '<|tool_call:args|>',
    '<|tool_call:end|>',
    '<|calls|>',
    '<|think|>',
    '<|end|>',
    '<|begin|>assistant',
    '<|content|>',
    'a1b2c3d4e5',
    'get_weather',
    '{"city": "Seoul"}',
    '<',
    '|',
  ],
  longString: { toolName: 'write_file', argument: 'content', rest: { path: 'big.ts' } },
});

describe('solarOpenProtocol', () => {
  it('should keep the model’s call id, so that the result written back names its call', () => {
    const parts = protocol.parseGeneratedText({
      text: section(call('a1b2c3d4e5', 'get_weather', '{"city": "Seoul"}')),
      tools,
    });
    expect(parts).toMatchObject([{ type: 'tool-call', toolCallId: 'a1b2c3d4e5' }]);
  });

  it('should drop the turn markup around a thinking turn and a text answer', () => {
    const result = summarizeContent(
      protocol.parseGeneratedText({
        text: '<|think|>No tool needed.<|end|><|begin|>assistant<|content|>Hello!<|end|>',
        tools,
      }),
    );
    expect(result.text).toBe('Hello!');
    expect(result.reasoning).toBe('No tool needed.');
  });

  it('should write a past call and its result as the chat template does', () => {
    const written = protocol.formatToolCall({
      toolCallId: 'a1b2c3d4e5',
      toolName: 'get_weather',
      input: { city: 'Seoul' },
    });
    expect(written).toBe(section(call('a1b2c3d4e5', 'get_weather', '{"city": "Seoul"}')));
    expect(
      protocol.formatToolResponse({
        toolCallId: 'a1b2c3d4e5',
        toolName: 'get_weather',
        output: { type: 'json', value: { temp: 21 } },
      }),
    ).toBe(
      '<|tool_response:begin|>a1b2c3d4e5<|tool_response:name|>get_weather<|tool_response:result|>{"temp": 21}<|tool_response:end|>',
    );
  });

  it('should write the default id for a past call and result that have none', () => {
    // Before, the writer wrote the text `undefined` as the id; the grammar reads this id.
    const written = protocol.formatToolCall({ toolName: 'get_weather', input: {} });
    expect(written).toBe(section(call('0000000000', 'get_weather', '{}')));
    expect(
      protocol.formatToolResponse({
        toolName: 'get_weather',
        output: { type: 'text', value: 'ok' },
      }),
    ).toBe(
      '<|tool_response:begin|>0000000000<|tool_response:name|>get_weather<|tool_response:result|>ok<|tool_response:end|>',
    );
  });
});

// What Solar Open 100B's own chat template writes for a past call, read back.
describeTemplateRoundTrip({ template: 'upstage-Solar-Open-100B.jinja', protocol });
