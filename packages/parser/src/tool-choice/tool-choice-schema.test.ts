import { describe, expect, it } from 'vitest';
import { toolChoiceSchema } from './tool-choice-schema';

const city = { type: 'object', properties: { city: { type: 'string' } }, required: ['city'] };
const zone = { type: 'object', properties: { zone: { type: 'string' } } };
const callOf = (name: string, schema: unknown) => ({
  type: 'object',
  properties: { name: { type: 'string', const: name }, arguments: schema },
  required: ['name', 'arguments'],
  additionalProperties: false,
});

describe('toolChoiceSchema', () => {
  it.each([
    {
      name: 'one tool: the call object itself',
      tools: [{ name: 'get_weather', inputSchema: city }],
      expected: callOf('get_weather', city),
    },
    {
      name: 'several tools: anyOf one call object per tool',
      tools: [
        { name: 'get_weather', inputSchema: city },
        { name: 'get_time', inputSchema: zone },
      ],
      expected: { type: 'object', anyOf: [callOf('get_weather', city), callOf('get_time', zone)] },
    },
  ])('should build $name', ({ tools, expected }) => {
    expect(toolChoiceSchema(tools)).toEqual(expected);
  });
});
