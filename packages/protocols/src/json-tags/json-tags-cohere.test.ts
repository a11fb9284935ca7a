import { describe, expect, it } from 'vitest';
import { describeConformance } from '../test-utils/conformance';
import { testTools as tools } from '../test-utils/tools';
import { jsonTagsProtocol } from './json-tags-protocol';

const weather = [{ toolName: 'get_weather', input: { city: 'Paris', days: 3 } }];

describeConformance({
  name: 'json-tags (Command R7B)',
  protocol: jsonTagsProtocol('cohere'),
  tools,
  cases: [
    {
      name: 'an action',
      text: 'On it. <|START_ACTION|>[{"tool_call_id": "0", "tool_name": "get_time", "parameters": {}}]<|END_ACTION|>',
      calls: [{ toolName: 'get_time', input: {} }],
    },
    {
      name: 'plan, then action',
      text: '<|START_THINKING|>I will look up the weather.<|END_THINKING|><|START_ACTION|>[{"tool_call_id": "0", "tool_name": "get_weather", "parameters": {"city": "Paris", "days": 3}}]<|END_ACTION|>',
      calls: weather,
    },
    { name: 'an answer', text: '<|START_RESPONSE|>It is sunny.<|END_RESPONSE|>', calls: [] },
  ],
  malformed: [
    {
      name: 'unknown tool',
      text: '<|START_ACTION|>[{"tool_call_id": "0", "tool_name": "nope", "parameters": {}}]<|END_ACTION|>',
      code: 'UNKNOWN_TOOL',
    },
  ],
  fragments: [
    '<|START_ACTION|>',
    '<|END_ACTION|>',
    '<|START_RESPONSE|>',
    '<|END_RESPONSE|>',
    '<|START_THINKING|>',
    '<|END_THINKING|>',
    '[{"tool_call_id": "0", "tool_name": "get_time", "parameters": {}}]',
    '{"tool_name": "get_weather", "parameters": {"city": "',
    '"}}',
    ' text ',
  ],
  longString: { toolName: 'write_file', argument: 'content', rest: { path: 'big.ts' } },
});

describe('jsonTagsProtocol (Command R7B)', () => {
  it('should drop Cohere response markers, keep the answer and read the plan as reasoning', () => {
    const result = jsonTagsProtocol('cohere').parseGeneratedText({
      text: '<|START_THINKING|>No tool needed.<|END_THINKING|><|START_RESPONSE|>Hello!<|END_RESPONSE|>',
      tools,
    });
    expect(result).toEqual([
      { type: 'reasoning', text: 'No tool needed.' },
      { type: 'text', text: 'Hello!' },
    ]);
  });

  it('should write Cohere results under the id of the call they answer', () => {
    const own = jsonTagsProtocol('cohere');
    expect(own.formatToolCall({ toolCallId: '1', toolName: 'get_time', input: {} })).toBe(
      '<|START_ACTION|>[{"tool_call_id": "1", "tool_name": "get_time", "parameters": {}}]<|END_ACTION|>',
    );
    expect(
      own.formatToolResponse({
        toolCallId: '1',
        toolName: 'get_time',
        output: { type: 'text', value: 'noon' },
      }),
    ).toBe(
      '<|START_TOOL_RESULT|>[{"tool_call_id": "1", "results": {"0": "noon"}, "is_error": null}]<|END_TOOL_RESULT|>',
    );
  });
});
