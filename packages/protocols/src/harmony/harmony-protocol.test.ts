import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { describeConformance, RUNS } from '../test-utils/conformance';
import {
  chunkBySizes,
  runStream,
  summarizeContent,
  summarizeParts,
} from '../test-utils/stream-helpers';
import { testTools as tools } from '../test-utils/tools';
import { harmonyProtocol } from './harmony-protocol';
import { harmonySystemPrompt } from './harmony-system-prompt';

const protocol = harmonyProtocol();

const commentary = (name: string, body: string) =>
  `<|start|>assistant<|channel|>commentary to=functions.${name} <|constrain|>json<|message|>${body}<|call|>`;

describeConformance({
  name: 'harmony',
  protocol,
  tools,
  cases: [
    {
      name: 'recipient-first variant (rendered template)',
      text: '<|start|>assistant to=functions.get_weather<|channel|>commentary json<|message|>{"city": "Paris"}<|call|>',
      calls: [{ toolName: 'get_weather', input: { city: 'Paris' } }],
    },
    {
      name: 'analysis then a commentary call whose <|call|> was cut (captured live)',
      text: '<|channel|>analysis<|message|>We need to use the get_weather function. Provide city "Berlin".<|end|>\n<|start|>assistant<|channel|>commentary to=functions.get_weather <|constrain|>json<|message|>{"city":"Berlin"}',
      calls: [{ toolName: 'get_weather', input: { city: 'Berlin' } }],
    },
    {
      name: 'recipient first, right after the prompt’s <|start|>assistant',
      text: ' to=functions.get_weather<|channel|>commentary json<|message|>{"city": "Rome"}<|call|>',
      calls: [{ toolName: 'get_weather', input: { city: 'Rome' } }],
    },
    {
      name: 'a call on the analysis channel',
      text: '<|channel|>analysis to=functions.get_weather <|constrain|>json<|message|>{"city":"Oslo"}<|call|>',
      calls: [{ toolName: 'get_weather', input: { city: 'Oslo' } }],
    },
    {
      name: 'bare <|channel|>commentary start without <|constrain|>',
      text: '<|channel|>commentary to=functions.get_time<|message|>{}<|call|>',
      calls: [{ toolName: 'get_time', input: {} }],
    },
    {
      name: 'empty body',
      text: '<|channel|>commentary to=functions.get_time <|constrain|>json<|message|><|call|>',
      calls: [{ toolName: 'get_time', input: {} }],
    },
    {
      name: 'typed by schema, nested values',
      text: commentary(
        'search.web-v2',
        '{"query":"q","limit":"5","exact":"true","tags":["a"],"filters":{"year":"2020"}}',
      ),
      calls: [
        {
          toolName: 'search.web-v2',
          input: { query: 'q', limit: 5, exact: true, tags: ['a'], filters: { year: 2020 } },
        },
      ],
    },
    {
      name: 'end tokens inside a string argument',
      text: commentary('write_file', '{"path":"h.md","content":"a <|call|> b <|end|><|start|>"}'),
      calls: [
        {
          toolName: 'write_file',
          input: { path: 'h.md', content: 'a <|call|> b <|end|><|start|>' },
        },
      ],
    },
    {
      name: 'reasoning, preamble, call and a final answer',
      text: '<|channel|>analysis<|message|>Think.<|end|><|start|>assistant<|channel|>commentary<|message|>Checking the weather.<|end|><|start|>assistant<|channel|>commentary to=functions.get_weather <|constrain|>json<|message|>{"city":"Lima"}<|call|><|start|>assistant<|channel|>final<|message|>It is sunny.<|return|>',
      calls: [{ toolName: 'get_weather', input: { city: 'Lima' } }],
    },
    {
      name: 'missing <|end|> before the next message',
      text: '<|channel|>analysis<|message|>Plan<|start|>assistant<|channel|>commentary to=functions.get_time <|constrain|>json<|message|>{}',
      calls: [{ toolName: 'get_time', input: {} }],
    },
    {
      name: 'final answer only',
      text: '<|channel|>final<|message|>Hello there.<|return|>',
      calls: [],
    },
    { name: 'prose only', text: 'a <|chan and to=funct or <|start', calls: [] },
  ],
  malformed: [
    {
      name: 'unknown tool',
      text: 'a <|start|>assistant<|channel|>commentary to=functions.nope <|constrain|>json<|message|>{}<|call|> b',
      code: 'UNKNOWN_TOOL',
    },
    {
      name: 'undeclared tool in the functions namespace',
      text: '<|channel|>commentary to=functions.browse json<|message|>{"query": "x"}<|call|>',
      code: 'UNKNOWN_TOOL',
    },
    {
      name: 'cut off inside the arguments',
      text: '<|channel|>commentary to=functions.write_file <|constrain|>json<|message|>{"path": "a", "content": "par',
      code: 'UNTERMINATED_TOOL_CALL',
    },
    {
      name: 'cut off inside the header',
      text: '<|channel|>commentary to=functions.get_weather <|constr',
      code: 'UNTERMINATED_TOOL_CALL',
    },
    {
      name: 'broken JSON',
      text: `${commentary('get_weather', '{"city": x}')} tail`,
      code: 'INVALID_JSON',
    },
    {
      name: 'arguments not an object',
      text: commentary('get_weather', '"Seoul"'),
      code: 'INVALID_ARGUMENTS',
    },
  ],
  fragments: [
    '<|start|>assistant',
    '<|channel|>',
    'analysis',
    'commentary',
    'final',
    ' to=functions.get_weather ',
    'to=functions.nope',
    '<|constrain|>json',
    '<|message|>',
    '<|end|>',
    '<|call|>',
    '<|return|>',
    '<|chan',
    '{"city":"Seoul"}',
    '{"path":"p","content":"<|call|>"}',
    '{"city": "',
    '"}',
    ' text ',
    '\n',
    '서울',
    '\ud83c',
  ],
  longString: { toolName: 'write_file', argument: 'content', rest: { path: 'big.ts' } },
});

/** Harmony syntax that must never reach the user as text. */
const SYNTAX = /<\|(start|channel|message|constrain|end|call|return)\|>|to=functions\./;

describe('harmonyProtocol', () => {
  it('should put analysis text in reasoning and final text in text, dropping nothing', () => {
    const text =
      '<|channel|>analysis<|message|>User wants weather.<|end|><|start|>assistant<|channel|>final<|message|>Sunny, 21°C.<|return|>';
    expect(summarizeContent(protocol.parseGeneratedText({ text, tools }))).toEqual({
      text: 'Sunny, 21°C.',
      reasoning: 'User wants weather.',
      calls: [],
    });
  });

  it('should treat a commentary message without a recipient as text (a preamble)', () => {
    const text = '<|channel|>commentary<|message|>Let me check.<|end|>';
    expect(summarizeContent(protocol.parseGeneratedText({ text, tools })).text).toBe(
      'Let me check.',
    );
  });

  it('should never let channel syntax into text, however the output is cut', async () => {
    const bodies = fc.constantFrom('Think about it.', 'Sunny & warm <b>ok</b>', '서울 🌶️', '');
    const message = fc.oneof(
      bodies.map((b) => `<|channel|>analysis<|message|>${b}<|end|>`),
      bodies.map((b) => `<|start|>assistant<|channel|>final<|message|>${b}<|return|>`),
      bodies.map((b) => `<|start|>assistant<|channel|>commentary<|message|>${b}<|end|>`),
      fc.constant(commentary('get_weather', '{"city":"Seoul"}')),
      fc.constant(
        '<|start|>assistant to=functions.get_time<|channel|>commentary json<|message|>{}<|call|>',
      ),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.array(message, { minLength: 1, maxLength: 5 }),
        fc.integer({ min: 1, max: 9 }),
        async (messages, size) => {
          const text = messages.join('');
          const parts = await runStream(protocol, tools, chunkBySizes(text, [size]));
          const summary = summarizeParts(parts);
          expect(summary.text).not.toMatch(SYNTAX);
          expect(summary.reasoning).not.toMatch(SYNTAX);
          // Nothing of the message bodies is dropped: every body is in text or reasoning.
          for (const body of text.split(/<\|[a-z]+\|>/)) {
            if (/^(assistant|analysis|final|commentary|json|[\s\S]*to=|\{)/.test(body)) continue;
            expect(`${summary.text}\n${summary.reasoning}`).toContain(body);
          }
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('should stream reasoning as it arrives, before the message ends', async () => {
    const parts = await runStream(protocol, tools, [
      '<|channel|>analysis<|message|>First part ',
      'second part',
      '<|end|>',
    ]);
    const deltas = parts.flatMap((p) => (p.type === 'reasoning-delta' ? [p.delta] : []));
    expect(deltas).toEqual(['First part ', 'second part']);
  });

  it('should release a header that is too long to be one', () => {
    const prose = `I wrote to=functions.x ${'a'.repeat(300)}`;
    expect(summarizeContent(protocol.parseGeneratedText({ text: prose, tools })).text).toBe(prose);
  });

  it('should write calls and results in the Harmony message format', () => {
    expect(protocol.formatToolCall({ toolName: 'get_weather', input: { city: 'Berlin' } })).toBe(
      '<|start|>assistant<|channel|>commentary to=functions.get_weather <|constrain|>json<|message|>{"city":"Berlin"}<|call|>',
    );
    expect(
      protocol.formatToolResponse({
        toolName: 'get_weather',
        output: { type: 'json', value: { sunny: true } },
      }),
    ).toBe(
      '<|start|>functions.get_weather to=assistant<|channel|>commentary<|message|>{"sunny":true}<|end|>',
    );
  });

  it('should not parse an echoed tool result as a call', () => {
    const text = protocol.formatToolResponse({
      toolName: 'get_weather',
      output: { type: 'text', value: 'sunny' },
    });
    expect(summarizeContent(protocol.parseGeneratedText({ text, tools }))).toEqual({
      text: 'sunny',
      reasoning: '',
      calls: [],
    });
  });

  it('should render the tools as a TypeScript namespace', () => {
    const prompt = protocol.formatTools({
      tools: [
        ...tools.slice(0, 1),
        {
          name: 'search',
          description: 'Search the web',
          inputSchema: {
            type: 'object',
            properties: {
              query: { type: 'string', description: 'What to look for' },
              limit: { type: ['integer', 'null'], default: 5 },
              filters: { type: 'object', properties: { site: { type: 'string' } } },
              tags: { type: 'array', items: { anyOf: [{ type: 'string' }, { type: 'number' }] } },
            },
            required: ['query'],
          },
        },
        tools[2] as (typeof tools)[number],
      ],
      toolSystemPromptTemplate: harmonySystemPrompt,
    });
    expect(prompt).toContain(`## functions

namespace functions {

// Current weather in a city
type get_weather = (_: {
city: string,
days?: number,
unit?: "celsius" | "fahrenheit",
}) => any;

// Search the web
type search = (_: {
// What to look for
query: string,
limit?: number | null, // default: 5
filters?: { site?: string },
tags?: Array<string | number>,
}) => any;

type get_time = () => any;

} // namespace functions`);
  });
});
