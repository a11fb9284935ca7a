import { describe, expect, it } from 'vitest';
import { defineProtocol, getProtocolOpening } from './define-protocol';
import { glmProtocol } from './glm/glm-protocol';
import { jsonMixProtocol } from './json-mix/json-mix-protocol';
import { morphXmlProtocol } from './morph-xml/morph-xml-protocol';
import { qwen3CoderProtocol } from './qwen3-coder/qwen3-coder-protocol';
import type { OpeningVerdict, ToolCallProtocol } from './types';
import { yamlXmlProtocol } from './yaml-xml/yaml-xml-protocol';

/** The first non-whitespace index of `text`, as the dispatcher passes it. */
const first = (text: string) => text.length - text.trimStart().length;

const protocols: Record<string, ToolCallProtocol> = {
  'json-mix': jsonMixProtocol(),
  'qwen3-coder': qwen3CoderProtocol(),
  glm: glmProtocol(),
  'morph-xml': morphXmlProtocol(),
  'yaml-xml': yamlXmlProtocol(),
};

/** A protocol of the user's that happens to be named like a built-in one, with no opening. */
const named = (name: string) =>
  defineProtocol({
    name,
    createFormat: () => ({
      markers: ['<tool_call>'],
      createSegment: () => ({ push: () => 0, finish: () => undefined }),
    }),
    formatTools: () => '',
    formatToolCall: () => '',
    formatToolResponse: () => '',
  });

describe('getProtocolOpening', () => {
  it.each<[string, string, string, boolean, OpeningVerdict]>([
    ['json-mix', '<tool_call>', '\n{"name"', false, 'yes'],
    ['json-mix', '<tool_call>', '[{', false, 'yes'],
    ['json-mix', '<tool_call>', '<function=f>', false, 'no'],
    ['json-mix', '<tool_call>', 'get_time', false, 'no'],
    ['json-mix', '<tool_call>', '\n  ', false, 'more'],
    ['json-mix', '<tool_call>', '\n  ', true, 'no'],
    ['qwen3-coder', '<tool_call>', '\n<function=get_time>', false, 'yes'],
    ['qwen3-coder', '<tool_call>', '{"name"', false, 'yes'],
    ['qwen3-coder', '<tool_call>', '\n<func', false, 'more'],
    ['qwen3-coder', '<tool_call>', '\n<func', true, 'no'],
    ['qwen3-coder', '<tool_call>', '<arg_key>', false, 'no'],
    ['qwen3-coder', '<tool_call>', 'get_time', false, 'no'],
    ['qwen3-coder', '<tool_call>', '', false, 'more'],
    ['qwen3-coder', '<tool_call>', '', true, 'no'],
    ['qwen3-coder', '<function=', 'get_time>', false, 'yes'],
    ['glm', '<tool_call>', 'get_weather\n<arg_key>', false, 'yes'],
    ['glm', '<tool_call>', '{"name"', false, 'yes'],
    ['glm', '<tool_call>', '\n<function=', false, 'no'],
    ['glm', '<tool_call>', '', false, 'more'],
    ['glm', '<tool_call>', '', true, 'no'],
    ['morph-xml', '<get_weather>', '\n<city>', false, 'yes'],
    ['morph-xml', '<get_weather>', '</get_weather>', false, 'yes'],
    ['morph-xml', '<get_weather>', 'city: Oslo', false, 'no'],
    ['morph-xml', '<get_weather ', 'unit="c">', false, 'yes'],
    ['yaml-xml', '<get_weather>', '\ncity: Oslo', false, 'yes'],
    ['yaml-xml', '<get_weather>', '</get_weather>', false, 'yes'],
    ['yaml-xml', '<get_weather>', '<city>', false, 'no'],
    ['yaml-xml', '<get_weather>', '<', false, 'more'],
    ['yaml-xml', '<get_time/>', '', false, 'yes'],
  ])('should answer %s after %s + %j (final: %s) with %s', (name, marker, text, final, verdict) => {
    const opening = getProtocolOpening(protocols[name] as ToolCallProtocol);
    expect(opening?.(marker, text, first(text), final)).toBe(verdict);
  });

  it.each(['glm', 'json-mix', 'my-format', '__proto__'])(
    'should give a protocol of the user named %j no opening: its name is not a format',
    (name) => {
      expect(getProtocolOpening(named(name))).toBeUndefined();
    },
  );
});
