import { describe, expect, it } from 'vitest';
import { parseToolsJson } from './load-tools';

const weatherSchema = { type: 'object', properties: { city: { type: 'string' } } };

describe('parseToolsJson', () => {
  it.each([
    {
      name: 'the AI SDK shape',
      source: JSON.stringify({
        get_weather: { description: 'Weather', inputSchema: weatherSchema },
        get_time: { inputSchema: { type: 'object' } },
      }),
      expected: [
        {
          type: 'function',
          name: 'get_weather',
          description: 'Weather',
          inputSchema: weatherSchema,
        },
        { type: 'function', name: 'get_time', inputSchema: { type: 'object' } },
      ],
    },
    {
      name: 'an array with inputSchema or parameters',
      source: JSON.stringify([
        { name: 'get_weather', inputSchema: weatherSchema },
        { name: 'get_time', description: 'Time', parameters: { type: 'object' } },
      ]),
      expected: [
        { type: 'function', name: 'get_weather', inputSchema: weatherSchema },
        {
          type: 'function',
          name: 'get_time',
          description: 'Time',
          inputSchema: { type: 'object' },
        },
      ],
    },
    {
      name: 'OpenAI function entries under a tools key',
      source: JSON.stringify({
        tools: [{ type: 'function', function: { name: 'get_weather', parameters: weatherSchema } }],
      }),
      expected: [{ type: 'function', name: 'get_weather', inputSchema: weatherSchema }],
    },
    {
      name: 'JSON5 with comments, and a tool without a schema',
      source: "// my tools\n[{ name: 'ping', },]",
      expected: [{ type: 'function', name: 'ping', inputSchema: { type: 'object' } }],
    },
    {
      name: 'an AI SDK jsonSchema wrapper kept for the registry to unwrap',
      source: JSON.stringify({ a: { inputSchema: { jsonSchema: weatherSchema } } }),
      expected: [{ type: 'function', name: 'a', inputSchema: { jsonSchema: weatherSchema } }],
    },
  ])('should read $name', ({ source, expected }) => {
    expect(parseToolsJson(source, 'tools.json')).toEqual({ ok: true, tools: expected });
  });

  it('should read a tool named __proto__ as data without touching Object.prototype', () => {
    const result = parseToolsJson('{"__proto__": {"inputSchema": {"type": "object"}}}', 't.json');
    expect(result).toEqual({
      ok: true,
      tools: [{ type: 'function', name: '__proto__', inputSchema: { type: 'object' } }],
    });
    expect(Object.keys(Object.prototype)).toEqual([]);
  });

  it.each([
    ['{"a": ', 'tools.json is not JSON: '],
    ['"get_weather"', 'tools.json holds a string, not tools. Expected the AI SDK shape'],
    ['[{"description": "x"}]', 'tools.json: entry 1 has no "name". Expected'],
    ['{"a": 3}', 'tools.json: "a" is a number, not a tool object.'],
    ['[{"name": "a", "inputSchema": "object"}]', '("a") has an input schema that is not an object'],
    ['[{"name": "a"}, {"name": "a"}]', 'tools.json declares the tool "a" twice.'],
  ])('should explain what is wrong with %s', (source, message) => {
    const result = parseToolsJson(source, 'tools.json');
    expect(result.ok).toBe(false);
    expect(!result.ok && result.message).toContain(message);
  });
});
