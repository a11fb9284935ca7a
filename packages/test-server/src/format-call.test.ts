import { describe, expect, it } from 'vitest';
import { formatCall } from './format-call';

describe('formatCall', () => {
  it.each([
    {
      preset: 'hermes' as const,
      layout: 'inline' as const,
      expected:
        '<tool_call>\n{"name": "get_weather", "arguments": {"city": "Seoul"}}\n</tool_call>',
    },
    {
      preset: 'hermes' as const,
      layout: 'compact' as const,
      expected: '<tool_call>{"name":"get_weather","arguments":{"city":"Seoul"}}</tool_call>',
    },
    {
      preset: 'hermes' as const,
      layout: 'pretty' as const,
      expected:
        '<tool_call>\n{\n  "name": "get_weather",\n  "arguments": {\n    "city": "Seoul"\n  }\n}\n</tool_call>',
    },
    {
      preset: 'gemma' as const,
      layout: 'inline' as const,
      expected: "```tool_call\n{'name': 'get_weather', 'arguments': {'city': 'Seoul'}}\n```",
    },
    {
      preset: 'xml' as const,
      layout: 'inline' as const,
      expected: '<get_weather>\n  <city>Seoul</city>\n</get_weather>',
    },
    {
      preset: 'xml' as const,
      layout: 'compact' as const,
      expected: '<get_weather><city>Seoul</city></get_weather>',
    },
  ])('should write a $preset call ($layout)', ({ preset, layout, expected }) => {
    expect(formatCall(preset, 'get_weather', { city: 'Seoul' }, layout)).toBe(expected);
  });

  it('should write XML string values raw and nest objects and arrays', () => {
    expect(
      formatCall('xml', 'plan', {
        note: 'a < b && "c"',
        at: { x: 1 },
        tags: ['p', 'q'],
        none: null,
      }),
    ).toBe(
      [
        '<plan>',
        '  <note>a < b && "c"</note>',
        '  <at>',
        '    <x>1</x>',
        '  </at>',
        '  <tags>',
        '    <item>p</item>',
        '    <item>q</item>',
        '  </tags>',
        '  <none/>',
        '</plan>',
      ].join('\n'),
    );
  });
});
