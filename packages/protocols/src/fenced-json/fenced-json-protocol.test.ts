import { describe, expect, it } from 'vitest';
import { getProtocolFormat } from '../define-protocol';
import { ToolCallEngine } from '../engine/tool-call-engine';
import { describeConformance } from '../test-utils/conformance';
import { summarizeContent } from '../test-utils/stream-helpers';
import { testTools } from '../test-utils/tools';
import type { ToolCallErrorMetadata } from '../types';
import { fencedJsonProtocol } from './fenced-json-protocol';

const protocol = fencedJsonProtocol();
const tools = testTools;
const F = '```';

describeConformance({
  name: 'fenced-json',
  protocol,
  tools,
  cases: [
    {
      name: 'a json fence after prose',
      text: `Let me check.\n${F}json\n{"name": "get_weather", "arguments": {"city": "Seoul", "days": "3"}}\n${F}\nDone.`,
      calls: [{ toolName: 'get_weather', input: { city: 'Seoul', days: 3 } }],
    },
    {
      name: 'an unlabelled fence with "parameters"',
      text: `${F}\n{"name": "get_time", "parameters": {}}\n${F}`,
      calls: [{ toolName: 'get_time', input: {} }],
    },
    {
      name: 'a tool_call fence, pretty-printed, upper-case JSON label',
      text: `${F}tool_call\n{\n  "name": "get_weather",\n  "arguments": {"city": "Oslo"}\n}\n${F}\n${F}JSON \r\n{"name": "get_time"}\n${F}`,
      calls: [
        { toolName: 'get_weather', input: { city: 'Oslo' } },
        { toolName: 'get_time', input: {} },
      ],
    },
    {
      name: 'a fence inside a string argument is content',
      text: `${F}json\n{"name": "write_file", "arguments": {"path": "a.md", "content": "${F}js\\nx()\\n${F}"}}\n${F}`,
      calls: [{ toolName: 'write_file', input: { path: 'a.md', content: `${F}js\nx()\n${F}` } }],
    },
    {
      name: 'a four-backtick fence',
      text: `\`${F}json\n{"name": "get_time", "arguments": {}}\n\`${F}`,
      calls: [{ toolName: 'get_time', input: {} }],
    },
    {
      name: 'a call whose closing fence never came',
      text: `${F}json\n{"name": "get_weather", "arguments": {"city": "Kyiv"}}`,
      calls: [{ toolName: 'get_weather', input: { city: 'Kyiv' } }],
    },
    {
      name: 'code blocks and JSON data that are not calls stay text',
      text: `${F}python\nprint({"name": "x"})\n${F}\n${F}json\n{"name": "Alice", "age": 3}\n${F}\nUse ${F} to fence. ${F}json\n[1, 2]\n${F}`,
      calls: [],
    },
  ],
  malformed: [
    {
      name: 'unknown tool',
      text: `${F}json\n{"name": "nope", "arguments": {"a": 1}}\n${F}`,
      code: 'UNKNOWN_TOOL',
    },
    {
      name: 'cut off inside the arguments',
      text: `${F}json\n{"name": "write_file", "arguments": {"path": "a", "content": "par`,
      code: 'UNTERMINATED_TOOL_CALL',
    },
    {
      name: 'broken JSON',
      text: `${F}json\n{"name": "get_weather", "arguments": {"city": x}}\n${F}`,
      code: 'INVALID_JSON',
    },
  ],
  fragments: [
    `${F}json\n{"name": "get_weather", "arguments": {"city": "Seoul"}}\n${F}`,
    `${F}json\n`,
    `${F}\n`,
    F,
    '``',
    `${F}python\n`,
    '{"name": "get_time"}',
    '{"name": "Alice", "age": 3}',
    '{"name": "get_weather", "arguments": {"city": "',
    '"}}',
    '\n',
    ' text ',
    'json',
    '서울',
  ],
  longString: { toolName: 'write_file', argument: 'content', rest: { path: 'big.ts' } },
});

/** The most text the engine holds back at any point while `text` arrives one character at a time. */
function maxHeldBack(text: string): number {
  const engine = new ToolCallEngine(getProtocolFormat(protocol) as never, tools);
  let emitted = 0;
  let most = 0;
  for (let i = 0; i < text.length; i++) {
    for (const e of engine.push(text[i] as string)) if (e.type === 'text') emitted += e.text.length;
    most = Math.max(most, i + 1 - emitted);
  }
  return most;
}

describe('fencedJsonProtocol', () => {
  // A fence line is looked at for up to 3 + 16 + 1 characters (the fence, its info, a newline).
  it.each([
    ['a code block in another language', `${F}typescript\nconst a = { name: 1 };\n${F}`, 20],
    ['a fence in running text', `Wrap code in ${F} fences, like ${F} this.`, 20],
    ['JSON data that is not a call', `${F}json\n{"name": "Alice", "age": 3}\n${F}`, 40],
    ['an array', `${F}json\n[{"name": "get_time"}]\n${F}`, 20],
  ])('should keep %s as text, unreported, after a short look-ahead', (_name, text, bound) => {
    const errors: ToolCallErrorMetadata[] = [];
    const result = summarizeContent(
      protocol.parseGeneratedText({ text, tools, options: { onError: (_m, d) => errors.push(d) } }),
    );
    expect(result.text).toBe(text);
    expect(result.calls).toEqual([]);
    expect(errors).toEqual([]);
    expect(maxHeldBack(`${text} and more prose`)).toBeLessThanOrEqual(bound);
  });

  it('should give up an undecided object after 256 characters plus the longest tool name', () => {
    const text = `${F}json\n{"name": "${'x'.repeat(1000)}"}\n${F} tail`;
    const held = maxHeldBack(text);
    expect(held).toBeGreaterThan(256);
    expect(held).toBeLessThanOrEqual(`${F}json\n`.length + 256 + 'search.web-v2'.length);
    expect(summarizeContent(protocol.parseGeneratedText({ text, tools })).text).toBe(text);
  });

  it('should take the fence and the whitespace around the call as part of the call', () => {
    const text = `A\n${F}json\n\n  {"name": "get_time", "arguments": {}}\n\n${F}\nB`;
    expect(summarizeContent(protocol.parseGeneratedText({ text, tools })).text).toBe('A\n\nB');
  });

  it('should write calls as json fences and results as tool_response fences', () => {
    expect(protocol.formatToolCall({ toolName: 'get_weather', input: { city: 'Seoul' } })).toBe(
      `${F}json\n{"name":"get_weather","arguments":{"city":"Seoul"}}\n${F}`,
    );
    const result = protocol.formatToolResponse({
      toolName: 'get_weather',
      output: { type: 'json', value: { weather: 'sunny' } },
    });
    expect(result).toBe(
      `${F}tool_response\n{"name":"get_weather","result":{"weather":"sunny"}}\n${F}`,
    );
    expect(summarizeContent(protocol.parseGeneratedText({ text: result, tools })).calls).toEqual(
      [],
    );
  });

  it('should list the tools as JSON Schema signatures', () => {
    const prompt = protocol.formatTools({
      tools: tools.slice(2, 3),
      toolSystemPromptTemplate: (list) => `Tools: ${list}`,
    });
    expect(prompt).toBe(
      'Tools: [{"name":"get_time","parameters":{"type":"object","properties":{}}}]',
    );
  });
});
