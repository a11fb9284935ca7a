import { describe, expect, it } from 'vitest';
import type { ChatCompletionRequest, ChatResponseFormat } from '../chat-types';
import { toolChoiceScript } from './tool-choice-script';

const script = toolChoiceScript({
  arguments: { get_weather: { city: 'Seoul' }, calculate: { expression: '1 + 1' } },
  text: 'All done.',
});

function ask(format: ChatResponseFormat | undefined, system = 'Tools: get_weather'): unknown {
  const request: ChatCompletionRequest = {
    model: 'm',
    messages: [{ role: 'system', content: system }],
    ...(format === undefined ? {} : { response_format: format }),
  };
  const answer = script(request, { index: 0 });
  return typeof answer === 'string' ? answer : answer.text;
}

const schemaFor = (...names: string[]): ChatResponseFormat => ({
  type: 'json_schema',
  json_schema: {
    name: 'tool_call',
    schema: { anyOf: names.map((name) => ({ properties: { name: { const: name } } })) },
  },
});

describe('toolChoiceScript', () => {
  it.each([
    {
      format: schemaFor('calculate'),
      expected: { name: 'calculate', arguments: { expression: '1 + 1' } },
    },
    {
      format: schemaFor('nope', 'get_weather'),
      expected: { name: 'get_weather', arguments: { city: 'Seoul' } },
    },
    {
      format: { type: 'json_object' as const },
      expected: { name: 'get_weather', arguments: { city: 'Seoul' } },
    },
  ])('should answer $format.type with the JSON call $expected.name', ({ format, expected }) => {
    const text = ask(format) as string;
    expect(JSON.parse(text)).toEqual(expected);
    expect(text).toContain('\n  "name"');
  });

  it('should answer with text when there is no response_format', () => {
    expect(ask(undefined)).toBe('All done.');
    expect(ask({ type: 'text' })).toBe('All done.');
  });

  it('should fail clearly when no allowed tool has arguments', () => {
    expect(() => ask(schemaFor('write_file'))).toThrow(/allowed: write_file/);
  });
});
