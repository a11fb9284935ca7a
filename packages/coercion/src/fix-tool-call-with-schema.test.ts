import { describe, expect, it } from 'vitest';
import { fixToolCallWithSchema } from './fix-tool-call-with-schema';

const WEATHER = {
  type: 'object',
  properties: {
    city: { type: 'string' },
    days: { type: 'integer' },
    metric: { type: 'boolean' },
    hours: { type: 'array', items: { type: 'number' } },
  },
  required: ['city'],
  additionalProperties: false,
};
const TOOLS = [
  { name: 'weather', inputSchema: WEATHER },
  { name: 'wrapped', inputSchema: { jsonSchema: WEATHER } },
  { name: 'free', inputSchema: undefined },
];

function call(input: unknown, toolName = 'weather') {
  return { type: 'tool-call' as const, toolCallId: 'call_1', toolName, input };
}

describe('fixToolCallWithSchema', () => {
  it.each<[string, unknown, string]>([
    ['JSON with quoted numbers', '{"city":"Seoul","days":"3"}', '{"city":"Seoul","days":3}'],
    [
      'Python literals and single quotes',
      "{'city': 'Oslo', 'metric': True,}",
      '{"city":"Oslo","metric":true}',
    ],
    ['a Markdown fence', '```json\n{"city": 2134, "days": "1.0"}\n```', '{"city":"2134","days":1}'],
    ['a list written as text', '{"city":"x","hours":"6, 12"}', '{"city":"x","hours":[6,12]}'],
    ['an empty input', '', '{}'],
    ['a blank input', ' \n\t', '{}'],
    [
      'arguments encoded twice',
      JSON.stringify('{"city":"Rome","days":"2"}'),
      '{"city":"Rome","days":2}',
    ],
    ['a non-string input', { city: 'Lima', days: '4' }, '{"city":"Lima","days":4}'],
    [
      'values that stay invalid',
      '{"city":"x","days":"2.5","extra":"1"}',
      '{"city":"x","days":"2.5","extra":"1"}',
    ],
  ])('should normalize %s', (_, input, expected) => {
    expect(fixToolCallWithSchema(call(input), TOOLS)).toEqual({ ...call(input), input: expected });
  });

  it('should read an AI SDK { jsonSchema } wrapper', () => {
    expect(fixToolCallWithSchema(call('{"days":"5"}', 'wrapped'), TOOLS).input).toBe('{"days":5}');
  });

  it('should parse JSON text for a tool without a schema', () => {
    expect(fixToolCallWithSchema(call('{"a":"[1]","b":"2"}', 'free'), TOOLS).input).toBe(
      '{"a":[1],"b":"2"}',
    );
  });

  it.each<[string, ReturnType<typeof call>]>([
    ['an unknown tool', call('{"days":"3"}', 'nope')],
    ['an unknown tool with empty input', call('', 'nope')],
    ['prose', call('I cannot help with that.')],
    ['truncated JSON', call('{"city": "Par')],
    ['a non-finite number', call('{"days": 1e999}')],
    ['NaN written by the model', call('{"days": NaN}')],
  ])('should return the part itself for %s', (_, part) => {
    expect(fixToolCallWithSchema(part, TOOLS)).toBe(part);
  });

  it('should JSON-encode a non-string input for an unknown tool', () => {
    expect(fixToolCallWithSchema(call({ days: '3' }, 'nope'), TOOLS).input).toBe('{"days":"3"}');
  });

  it.each<[string, unknown]>([
    [
      'a cycle',
      (() => {
        const o: Record<string, unknown> = {};
        o.self = o;
        return o;
      })(),
    ],
    ['a BigInt', { n: 10n }],
  ])('should return the part itself when the input cannot be encoded (%s)', (_, input) => {
    const part = call(input, 'free');
    expect(() => fixToolCallWithSchema(part, TOOLS)).not.toThrow();
    expect(fixToolCallWithSchema(part, TOOLS)).toBe(part);
  });

  it('should not mutate the part', () => {
    const part = call('{"days":"3"}');
    const copy = { ...part };
    const fixed = fixToolCallWithSchema(part, TOOLS);
    expect(part).toEqual(copy);
    expect(fixed).not.toBe(part);
  });

  it('should be idempotent', () => {
    const once = fixToolCallWithSchema(call("{'city': 1, 'hours': '1\\n2'}"), TOOLS);
    expect(once.input).toBe('{"city":"1","hours":[1,2]}');
    expect(fixToolCallWithSchema(once, TOOLS)).toEqual(once);
  });

  it('should keep __proto__ as data when re-encoding', () => {
    const fixed = fixToolCallWithSchema(call('{"__proto__": {"x": "1"}, "city": "a"}'), TOOLS);
    expect(fixed.input).toBe('{"__proto__":{"x":"1"},"city":"a"}');
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });

  it('should not throw on deeply nested input', () => {
    const deep = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;
    const part = call(deep, 'free');
    expect(() => fixToolCallWithSchema(part, TOOLS)).not.toThrow();
  });
});
