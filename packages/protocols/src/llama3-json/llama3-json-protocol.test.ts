import { describe, expect, it } from 'vitest';
import { getProtocolFormat } from '../define-protocol';
import { ToolCallEngine } from '../engine/tool-call-engine';
import { describeConformance } from '../test-utils/conformance';
import {
  chunkBySizes,
  runStream,
  summarizeContent,
  summarizeParts,
} from '../test-utils/stream-helpers';
import { testTools } from '../test-utils/tools';
import type { FunctionTool, ToolCallErrorMetadata } from '../types';
import { llama3JsonProtocol } from './llama3-json-protocol';
import { llama3JsonSystemPrompt } from './llama3-json-system-prompt';

const protocol = llama3JsonProtocol();

const tools: FunctionTool[] = [
  ...testTools,
  {
    type: 'function',
    name: 'searchTool',
    inputSchema: { type: 'object', properties: { query: { type: 'string' } } },
  },
  {
    type: 'function',
    name: 'getOpenIncidentsTool',
    inputSchema: { type: 'object', properties: {} },
  },
];

describeConformance({
  name: 'llama3-json',
  protocol,
  tools,
  cases: [
    {
      name: 'three calls separated by ";" (vLLM literal)',
      text: '{"name": "searchTool", "parameters": {"query": "test1"}}; {"name": "getOpenIncidentsTool", "parameters": {}}; {"name": "searchTool", "parameters": {"query": "test2"}}',
      calls: [
        { toolName: 'searchTool', input: { query: 'test1' } },
        { toolName: 'getOpenIncidentsTool', input: {} },
        { toolName: 'searchTool', input: { query: 'test2' } },
      ],
    },
    {
      name: 'python tag',
      text: '<|python_tag|>{"name": "get_weather", "parameters": {"city": "Seoul"}}',
      calls: [{ toolName: 'get_weather', input: { city: 'Seoul' } }],
    },
    {
      name: 'calls on separate lines after prose, "arguments" key',
      text: 'Let me check both.\n{"name": "get_weather", "arguments": {"city": "Oslo"}}\n{"name": "get_time", "arguments": {}}\nDone.',
      calls: [
        { toolName: 'get_weather', input: { city: 'Oslo' } },
        { toolName: 'get_time', input: {} },
      ],
    },
    {
      name: 'typed by schema',
      text: '{"name": "get_weather", "parameters": {"city": "Seoul", "days": "3"}}',
      calls: [{ toolName: 'get_weather', input: { city: 'Seoul', days: 3 } }],
    },
    {
      name: 'a declared tool without parameters',
      text: '{"name": "get_time"}',
      calls: [{ toolName: 'get_time', input: {} }],
    },
    {
      name: 'parameters as a JSON-encoded string',
      text: '{"name": "get_weather", "parameters": "{\\"city\\": \\"Tokyo\\"}"}',
      calls: [{ toolName: 'get_weather', input: { city: 'Tokyo' } }],
    },
    {
      name: 'pretty-printed',
      text: '{\n  "name": "search.web-v2",\n  "parameters": {\n    "query": "rust",\n    "tags": ["a"],\n    "filters": {"year": "2020"}\n  }\n}',
      calls: [
        {
          toolName: 'search.web-v2',
          input: { query: 'rust', tags: ['a'], filters: { year: 2020 } },
        },
      ],
    },
    {
      name: 'non-ASCII text and \\u escapes, kept once and unescaped',
      text: '{"name": "get_weather", "parameters": {"city": "\\uc11c\\uc6b8 서울 🌶️"}}',
      calls: [{ toolName: 'get_weather', input: { city: '서울 서울 🌶️' } }],
    },
    {
      name: 'missing closing brace at the end',
      text: '{"name": "get_weather", "parameters": {"city": "Kyiv"}',
      calls: [{ toolName: 'get_weather', input: { city: 'Kyiv' } }],
    },
    {
      name: 'braces and names in a string argument',
      text: '{"name": "write_file", "parameters": {"path": "a.js", "content": "f() {\\n{\\"name\\": \\"get_time\\"}\\n}"}}',
      calls: [
        {
          toolName: 'write_file',
          input: { path: 'a.js', content: 'f() {\n{"name": "get_time"}\n}' },
        },
      ],
    },
    {
      name: 'code and JSON data in prose are not calls',
      text: 'function f() { return {a: 1}; }\nData: {"name": "Alice", "age": 3} and {"name": "nope"} and {}',
      calls: [],
    },
  ],
  malformed: [
    {
      name: 'unknown tool',
      text: 'x\n{"name": "nope", "parameters": {"a": 1}}\ny',
      code: 'UNKNOWN_TOOL',
    },
    {
      name: 'cut off inside the arguments',
      text: '{"name": "write_file", "parameters": {"path": "a", "content": "par',
      code: 'UNTERMINATED_TOOL_CALL',
    },
    {
      name: 'broken JSON',
      text: '{"name": "get_weather", "parameters": {"city": x}} tail',
      code: 'INVALID_JSON',
    },
    {
      name: 'arguments not an object',
      text: '{"name": "get_weather", "parameters": [1]}',
      code: 'INVALID_ARGUMENTS',
    },
  ],
  fragments: [
    '{"name": "get_weather", "parameters": {"city": "Seoul"}}',
    '{"name": "get_time"}',
    '{"name": "nope", "parameters": {}}',
    '{"name": "Alice", "age": 3}',
    '{"name": "get_weather", "parameters": {"city": "',
    '<|python_tag|>',
    '<|python',
    '; ',
    ';',
    '{',
    '}',
    '"}}',
    '"',
    ' text ',
    '\n',
    '서울',
    '\ud83c',
  ],
  longString: { toolName: 'write_file', argument: 'content', rest: { path: 'big.ts' } },
});

/** How much text the engine holds back after each character of `text`, at most. */
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

describe('llama3JsonProtocol', () => {
  const limit = 256 + 'getOpenIncidentsTool'.length;

  it.each([
    ['code', 'if (a) { b(); } else { c(); }'],
    ['JSON data', '{"name": "Alice", "age": 3}'],
    ['an object without a name key', '{"query": "x", "name": "get_time"}'],
  ])('should release a "{" in %s after a few characters', (_name, text) => {
    expect(maxHeldBack(`${text} and more prose after it`)).toBeLessThan(32);
  });

  it('should hold a candidate for at most 256 characters plus the longest tool name', () => {
    const text = `{"name": "${'x'.repeat(2000)}"} tail`;
    const held = maxHeldBack(text);
    expect(held).toBeGreaterThan(200);
    expect(held).toBeLessThanOrEqual(limit);
    expect(summarizeContent(protocol.parseGeneratedText({ text, tools })).text).toBe(text);
  });

  it('should absorb ";" and line breaks between calls but keep the text around them', () => {
    const text =
      'Here:\n{"name": "get_time", "parameters": {}};\n{"name": "get_weather", "parameters": {"city": "A"}};\nThat is all.';
    const result = summarizeContent(protocol.parseGeneratedText({ text, tools }));
    expect(result.calls.map((c) => c.toolName)).toEqual(['get_time', 'get_weather']);
    expect(result.text).toBe('Here:\n\nThat is all.');
  });

  it('should report a call to an undeclared tool and keep its text, beside a good call', () => {
    const errors: ToolCallErrorMetadata[] = [];
    const bad = '{"name": "delete_all", "parameters": {}}';
    const text = `${bad}\n{"name": "get_time", "parameters": {}}`;
    const result = summarizeContent(
      protocol.parseGeneratedText({ text, tools, options: { onError: (_m, d) => errors.push(d) } }),
    );
    expect(result.calls.map((c) => c.toolName)).toEqual(['get_time']);
    expect(result.text).toBe(`${bad}\n`);
    expect(errors).toMatchObject([{ code: 'UNKNOWN_TOOL', toolName: 'delete_all', segment: bad }]);
  });

  // Issue 32: a sentence quoting a call of a tool nobody declared is prose.
  it.each([
    'The old agent\'s log line {"name": "send_email", "arguments": {"to": "ops@example.com"}} shows what it tried.',
    'Send {"name": "nope", "parameters": {}}, then wait.',
    '{"name": "nope", "parameters": {"a": 1}}   is the shape.',
  ])('should keep %j as text, unreported, in every mode', async (text) => {
    for (const malformedCalls of ['text', 'feedback'] as const) {
      const errors: ToolCallErrorMetadata[] = [];
      const options = {
        malformedCalls,
        onError: (_m: string, d: ToolCallErrorMetadata) => errors.push(d),
      };
      expect(summarizeContent(protocol.parseGeneratedText({ text, tools, options }))).toEqual({
        text,
        reasoning: '',
        calls: [],
      });
      for (const size of [1, 5, 17]) {
        const parts = await runStream(protocol, tools, chunkBySizes(text, [size]), options);
        expect(summarizeParts(parts)).toEqual({ text, reasoning: '', calls: [] });
      }
      expect(errors).toEqual([]);
    }
  });

  it.each([
    ['the end of the output', 'Calling: {"name": "nope", "parameters": {}}'],
    ['a line break', 'Calling: {"name": "nope", "parameters": {}}  \nok'],
    ['a semicolon', '{"name": "nope", "parameters": {}}; {"name": "get_time", "parameters": {}}'],
  ])('should report an undeclared call that ends its line at %s', (_case, text) => {
    const errors: ToolCallErrorMetadata[] = [];
    protocol.parseGeneratedText({ text, tools, options: { onError: (_m, d) => errors.push(d) } });
    expect(errors).toMatchObject([{ code: 'UNKNOWN_TOOL', toolName: 'nope' }]);
  });

  it('should send an undeclared call that ends its line back in feedback mode', () => {
    const text = '{"name": "nope", "parameters": {"a": 1}}';
    const parts = protocol.parseGeneratedText({
      text,
      tools,
      options: { malformedCalls: 'feedback' },
    });
    expect(parts).toMatchObject([{ type: 'tool-call', toolName: 'nope' }]);
  });

  it('should stream non-ASCII arguments unescaped and exactly once', async () => {
    const text = '{"name": "get_weather", "parameters": {"city": "\\uc11c\\uc6b8 서울"}}';
    const parts = await runStream(protocol, tools, chunkBySizes(text, [1]));
    const deltas = parts.flatMap((p) => (p.type === 'tool-input-delta' ? [p.delta] : []));
    expect(deltas.join('')).toBe('{"city":"서울 서울"}');
  });

  it('should keep a python tag that is not followed by JSON as text', () => {
    const text = '<|python_tag|>brave_search.call(query="x")';
    expect(summarizeContent(protocol.parseGeneratedText({ text, tools })).text).toBe(text);
  });

  it('should write calls as the chat template does and results that never read as calls', () => {
    const call = protocol.formatToolCall({
      toolName: 'get_weather',
      input: { city: '서울', days: 2 },
    });
    expect(call).toBe('{"name": "get_weather", "parameters": {"city": "서울", "days": 2}}');
    const result = protocol.formatToolResponse({
      toolName: 'get_weather',
      output: { type: 'json', value: { temperature: 21 } },
    });
    expect(result).toBe('{"tool": "get_weather", "output": {"temperature": 21}}');
    expect(summarizeContent(protocol.parseGeneratedText({ text: result, tools })).calls).toEqual(
      [],
    );
  });

  it('should render the function definitions as JSON in the prompt', () => {
    const prompt = protocol.formatTools({
      tools: tools.slice(2, 3),
      toolSystemPromptTemplate: llama3JsonSystemPrompt,
    });
    expect(prompt).toContain('{"name": <function name>, "parameters":');
    expect(prompt).toContain('[{"type": "function", "function": {"name": "get_time"');
  });
});
