import { jsonMixProtocol, malformedCallMetadata } from '@tool/protocols';
import { describe, expect, it } from 'vitest';
import type { PromptMessage } from './core-types';
import { FedBackCalls, feedbackText } from './fed-back-calls';

const record = {
  code: 'INVALID_JSON' as const,
  message: 'The tool call is not valid JSON: Expected a value at line 1, column 9.',
  segment: '<tool_call>{"name": "get_weather", "arguments": {"city": }</tool_call>',
};

function history(output: unknown, providerOptions: unknown = malformedCallMetadata(record)) {
  const prompt: PromptMessage[] = [
    { role: 'user', content: [{ type: 'text', text: 'Seoul?' }] },
    {
      role: 'assistant',
      content: [
        {
          type: 'tool-call',
          toolCallId: 'c1',
          toolName: 'get_weather',
          input: {},
          providerOptions,
        },
      ],
    },
    {
      role: 'tool',
      content: [{ type: 'tool-result', toolCallId: 'c1', toolName: 'get_weather', output }],
    },
  ];
  return prompt;
}

const callPart = {
  type: 'tool-call' as const,
  toolCallId: 'c1',
  toolName: 'get_weather',
  input: {},
};
const resultPart = {
  type: 'tool-result' as const,
  toolCallId: 'c1',
  toolName: 'get_weather',
  output: { type: 'error-text', value: 'x' },
};

describe('FedBackCalls', () => {
  it('should find a fed-back call whose result is an error', () => {
    const fedBack = FedBackCalls.scan(history({ type: 'error-text', value: 'Invalid input' }));
    expect(fedBack.size).toBe(1);
    expect(fedBack.call(callPart)).toEqual(record);
    expect(fedBack.formatResult(resultPart, jsonMixProtocol())).toContain('not valid JSON');
  });

  it('should treat a call that a repair made run as an ordinary call', () => {
    const fedBack = FedBackCalls.scan(history({ type: 'json', value: { weather: 'sunny' } }));
    expect(fedBack.size).toBe(0);
    expect(fedBack.call(callPart)).toBeUndefined();
  });

  it.each([
    { name: 'no record', options: null },
    { name: 'another namespace', options: { openai: { malformed: record } } },
    {
      name: 'a record with a field missing',
      options: { toolCallMiddleware: { malformed: { code: 'X' } } },
    },
  ])('should ignore a call with $name', ({ options }) => {
    expect(FedBackCalls.scan(history({ type: 'error-text', value: 'e' }, options)).size).toBe(0);
  });
});

describe('feedbackText', () => {
  it('should say what was wrong and ask for the call again', () => {
    expect(feedbackText(record, { type: 'error-text', value: 'Model tried X' })).toBe(
      `The call was not run. ${record.message}\nModel tried X\nWrite the call again, correctly, to retry it.`,
    );
  });

  it('should leave out an SDK error that only quotes the call back', () => {
    const said = `Invalid input for tool get_weather: JSON parsing failed: Text: ${record.segment}.`;
    expect(feedbackText(record, { type: 'error-text', value: said })).not.toContain('JSON parsing');
  });

  it('should write an error-json output as JSON', () => {
    expect(feedbackText(record, { type: 'error-json', value: { reason: 'schema' } })).toContain(
      '{"reason":"schema"}',
    );
  });
});
