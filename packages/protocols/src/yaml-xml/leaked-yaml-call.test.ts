import { describe, expect, it } from 'vitest';
import { glmProtocol } from '../glm/glm-protocol';
import { jsonMixProtocol } from '../json-mix/json-mix-protocol';
import { qwen3CoderProtocol } from '../qwen3-coder/qwen3-coder-protocol';
import { chunkBySizes, runStream, summarizeParts } from '../test-utils/stream-helpers';
import { testTools as tools } from '../test-utils/tools';
import type { ToolCallErrorMetadata, ToolCallProtocol } from '../types';
import { leakedYamlCall } from './leaked-yaml-call';

// Issue 32: a call written as YAML inside `<tool_call>`, read by the three readers of Hermes
// JSON in those tags — json-mix, and the JSON fallbacks of qwen3-coder and glm.

const READERS: ReadonlyArray<[string, ToolCallProtocol]> = [
  ['json-mix', jsonMixProtocol()],
  ['qwen3-coder', qwen3CoderProtocol()],
  ['glm', glmProtocol()],
];

const YAML =
  'I will look.\n<tool_call>\nname: get_weather\narguments:\n  city: Paris\n  days: 3\n</tool_call>\nDone.';

function read(protocol: ToolCallProtocol, text: string) {
  const errors: ToolCallErrorMetadata[] = [];
  const parts = protocol.parseGeneratedText({
    text,
    tools,
    options: { onError: (_message, data) => errors.push(data) },
  });
  const calls = parts.flatMap((part) =>
    part.type === 'tool-call' ? [{ toolName: part.toolName, input: JSON.parse(part.input) }] : [],
  );
  const out = parts.map((part) => (part.type === 'text' ? part.text : '')).join('');
  return { calls, text: out, codes: errors.map((error) => error.code) };
}

describe.each(READERS)('a YAML body inside <tool_call> under %s', (_name, protocol) => {
  it('should read it as a call typed by the schema', () => {
    expect(read(protocol, YAML)).toEqual({
      calls: [{ toolName: 'get_weather', input: { city: 'Paris', days: 3 } }],
      text: 'I will look.\n\nDone.',
      codes: [],
    });
  });

  it('should read the same call under any chunking', async () => {
    for (const size of [1, 2, 5, 13]) {
      const summary = summarizeParts(await runStream(protocol, tools, chunkBySizes(YAML, [size])));
      expect(summary.calls).toEqual([
        { toolName: 'get_weather', input: '{"city":"Paris","days":3}' },
      ]);
      expect(summary.text).toBe('I will look.\n\nDone.');
    }
  });

  it.each([
    ['`tool` and `parameters`', 'tool: get_weather\nparameters:\n  city: Paris'],
    ['`function` and `args`', 'function: get_weather\nargs:\n  city: Paris'],
    ['a flow mapping', 'name: get_weather\narguments: {city: Paris}'],
  ])('should read the envelope keys %s', (_keys, body) => {
    expect(read(protocol, `<tool_call>\n${body}\n</tool_call>`).calls).toEqual([
      { toolName: 'get_weather', input: { city: 'Paris' } },
    ]);
  });

  it('should read a call without arguments as an empty object', () => {
    expect(read(protocol, '<tool_call>\nname: get_time\n</tool_call>').calls).toEqual([
      { toolName: 'get_time', input: {} },
    ]);
  });

  it.each([
    ['an undeclared tool', 'name: send_email\narguments:\n  to: a@b.c', 'UNKNOWN_TOOL'],
    ['arguments that are a list', 'name: get_weather\narguments:\n  - Paris', 'INVALID_ARGUMENTS'],
    ['broken YAML', 'name: get_weather\narguments: {city: [Paris', 'INVALID_ARGUMENTS'],
  ])('should keep %s as text and report it', (_case, body, code) => {
    const text = `Hm. <tool_call>\n${body}\n</tool_call> ok`;
    expect(read(protocol, text)).toEqual({ calls: [], text, codes: [code] });
  });

  it('should report a body cut off before its end delimiter', () => {
    const text = '<tool_call>\nname: get_weather\narguments:\n  city: Par';
    expect(read(protocol, text)).toEqual({
      calls: [],
      text,
      codes: ['UNTERMINATED_TOOL_CALL'],
    });
  });
});

describe('leakedYamlCall.opens', () => {
  it.each([
    ['name: get_weather', true, 'yes'],
    ['function: f', true, 'yes'],
    ['na', false, 'more'],
    ['name', false, 'more'],
    ['na', true, 'no'],
    ['named things', false, 'no'],
    ['Name: x', false, 'no'],
    ['city: Paris', false, 'no'],
    ['name:x', true, 'no'],
  ] as const)('%j (final %s) → %s', (text, final, verdict) => {
    expect(leakedYamlCall.opens(text, 0, final)).toBe(verdict);
  });
});
