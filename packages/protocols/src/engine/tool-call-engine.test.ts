import { describe, expect, it } from 'vitest';
import { jsonMixProtocol } from '../json-mix/json-mix-protocol';
import { morphXmlProtocol } from '../morph-xml/morph-xml-protocol';
import { testTools } from '../test-utils/tools';
import type { ParsedContent } from '../types';

const hermesCall = (i: number) =>
  `<tool_call>{"name": "get_weather", "arguments": {"city": "C${i}", "days": ${i % 7}}}</tool_call>`;
const xmlCall = (i: number) => `<get_weather><city>C${i}</city><days>${i % 7}</days></get_weather>`;

function summarize(content: ParsedContent[]) {
  const calls = content.filter((c) => c.type === 'tool-call');
  const text = content.map((c) => (c.type === 'text' ? c.text : '')).join('');
  return { calls: calls.length, last: calls.at(-1), text };
}

describe('ToolCallEngine', () => {
  // Generate mode is one push of the whole output: every segment end must cut that push, not copy
  // what follows it, or thousands of calls in one output take quadratic time and memory.
  it.each([
    { name: 'json-mix', protocol: jsonMixProtocol(), call: hermesCall },
    { name: 'morph-xml', protocol: morphXmlProtocol(), call: xmlCall },
  ])('should parse 3000 calls written in one piece ($name)', ({ protocol, call }) => {
    const count = 3000;
    const text = Array.from({ length: count }, (_, i) => `step ${i}: ${call(i)}\n`).join('');
    const result = summarize(protocol.parseGeneratedText({ text, tools: testTools }));
    expect(result.calls).toBe(count);
    expect(result.last).toMatchObject({
      toolName: 'get_weather',
      input: '{"city":"C2999","days":3}',
    });
    expect(result.text).toBe(Array.from({ length: count }, (_, i) => `step ${i}: \n`).join(''));
  });
});
