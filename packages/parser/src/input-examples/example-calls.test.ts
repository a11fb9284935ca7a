import type { FunctionTool } from '@tool/protocols';
import { describe, expect, it } from 'vitest';
import { presetDefinitions, presetNames } from '../presets/preset-definitions';
import { EXAMPLES_HEADING, exampleCalls, withExampleCalls } from './example-calls';

const schema = {
  type: 'object',
  properties: { city: { type: 'string' }, days: { type: 'integer' }, metric: { type: 'boolean' } },
  required: ['city'],
};

const tools: FunctionTool[] = [
  {
    type: 'function',
    name: 'get_weather',
    inputSchema: schema,
    inputExamples: [
      { input: { city: 'Paris', days: 3 } },
      { input: { city: 'Oslo', metric: true } },
    ],
  },
  { type: 'function', name: 'get_time', inputSchema: { type: 'object', properties: {} } },
];

describe.each(presetNames)('input examples in the %s preset', (name) => {
  const { protocol } = presetDefinitions[name];

  it('should write each example as the format writes a call, reading back as that call', () => {
    const text = exampleCalls(tools, protocol) ?? '';
    expect(text.startsWith(EXAMPLES_HEADING)).toBe(true);
    const examples = text.slice(EXAMPLES_HEADING.length);
    const calls = protocol
      .parseGeneratedText({ text: examples, tools })
      .filter((part) => part.type === 'tool-call')
      .map((part) => ({ toolName: part.toolName, input: JSON.parse(part.input) }));
    expect(calls).toEqual([
      { toolName: 'get_weather', input: { city: 'Paris', days: 3 } },
      { toolName: 'get_weather', input: { city: 'Oslo', metric: true } },
    ]);
  });

  it('should be the same writer as the history: formatToolCall', () => {
    const call = protocol.formatToolCall({
      toolCallId: 'functions.get_weather:0',
      toolName: 'get_weather',
      input: { city: 'Paris', days: 3 },
    });
    expect(exampleCalls(tools, protocol)).toContain(call);
  });
});

describe('exampleCalls', () => {
  const { protocol } = presetDefinitions.hermes;

  it('should add nothing when no tool has examples', () => {
    const plain = tools.map(({ inputExamples: _, ...tool }) => tool);
    expect(exampleCalls(plain, protocol)).toBeUndefined();
    expect(withExampleCalls('Use the tools.', plain, protocol)).toBe('Use the tools.');
  });

  it('should skip an example whose input is not an object', () => {
    const odd: FunctionTool[] = [
      {
        name: 'get_time',
        inputSchema: {},
        inputExamples: [{ input: 'now' }, { input: [1] }, { input: null }],
      },
    ];
    expect(exampleCalls(odd, protocol)).toBeUndefined();
  });

  it('should follow the instructions after a blank line', () => {
    const text = withExampleCalls('Use the tools.', tools, protocol);
    expect(text.startsWith(`Use the tools.\n\n${EXAMPLES_HEADING}\n`)).toBe(true);
  });
});
