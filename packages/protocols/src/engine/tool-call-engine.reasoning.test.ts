import { describe, expect, it } from 'vitest';
import { jsonMixProtocol } from '../json-mix/json-mix-protocol';
import { mistralProtocol } from '../mistral/mistral-protocol';
import { morphXmlProtocol } from '../morph-xml/morph-xml-protocol';
import { reassemble } from '../test-utils/run-outputs';
import {
  chunkBySizes,
  type OrderedPart,
  orderedContent,
  orderedParts,
  runStream,
  streamViolations,
} from '../test-utils/stream-helpers';
import { testTools } from '../test-utils/tools';
import type { ProtocolOptions, ToolCallErrorMetadata, ToolCallProtocol } from '../types';

const hermes = jsonMixProtocol();
const call = (city: string) =>
  `<tool_call>{"name": "get_weather", "arguments": {"city": "${city}"}}</tool_call>`;
const called = (city: string): OrderedPart => ({
  type: 'tool-call',
  toolName: 'get_weather',
  input: `{"city":"${city}"}`,
});
const text = (value: string): OrderedPart => ({ type: 'text', text: value });
const reasoning = (value: string): OrderedPart => ({ type: 'reasoning', text: value });

interface Case {
  name: string;
  output: string;
  expected: OrderedPart[];
  options?: ProtocolOptions;
  protocol?: ToolCallProtocol;
  /**
   * A call that starts and then fails splits a stream's block where generate mode has one part
   * (as for text): compare with adjacent parts of a kind joined.
   */
  join?: boolean;
}

const cases: Case[] = [
  {
    name: 'a block, then the answer after blank lines',
    output: '<think>\nI should call.\n</think>\n\nHello',
    expected: [reasoning('I should call.'), text('Hello')],
  },
  {
    name: 'a call rehearsed inside the block, then the real one',
    output: `<think>\nMaybe ${call('Porto')}? No, Lisbon.\n</think>\n\n${call('Lisbon')}`,
    expected: [reasoning(`Maybe ${call('Porto')}? No, Lisbon.`), called('Lisbon')],
  },
  {
    name: 'an empty block of a non-thinking mode',
    output: '<think>\n\n</think>\n\nHello there.',
    expected: [text('Hello there.')],
  },
  {
    name: 'an empty block before a call',
    output: `<think></think>\n${call('Oslo')}`,
    expected: [called('Oslo')],
  },
  {
    name: 'text before a block keeps its whitespace',
    output: 'Let me think.\n<think>hmm</think>\nDone.',
    expected: [text('Let me think.\n'), reasoning('hmm'), text('Done.')],
  },
  {
    name: 'a block still open at the end',
    output: `<think>\nI will call ${call('Rome')} once I know more\n\n`,
    expected: [reasoning(`I will call ${call('Rome')} once I know more`)],
  },
  {
    name: 'several blocks',
    output: `<think>one</think>A<think>\ntwo\n</think>\n${call('Kyiv')}<think>three</think>`,
    expected: [reasoning('one'), text('A'), reasoning('two'), called('Kyiv'), reasoning('three')],
  },
  {
    name: 'near misses inside a block',
    output: '<think>a </thinking> <b>bold</b> x<y && y>z </thi <think> </think>ok',
    expected: [reasoning('a </thinking> <b>bold</b> x<y && y>z </thi <think>'), text('ok')],
  },
  {
    name: 'inner whitespace kept',
    output: '<think>\n\nline one\n\n  line two\n\n</think>',
    expected: [reasoning('line one\n\n  line two')],
  },
  {
    name: 'a stray close marker in text',
    output: 'See </think> here.',
    expected: [text('See </think> here.')],
  },
  {
    name: 'an output that begins inside the block',
    output: `The user wants Lisbon.\n</think>\n\n${call('Lisbon')}`,
    options: { reasoning: { startInReasoning: true } },
    expected: [reasoning('The user wants Lisbon.'), called('Lisbon')],
  },
  {
    name: 'an output that begins inside the block, writing <think> after all',
    output: `\n<think>\nPlan.\n</think>\nAnswer.`,
    options: { reasoning: { startInReasoning: true } },
    expected: [reasoning('Plan.'), text('Answer.')],
  },
  {
    name: 'an output that begins inside the block and never closes it',
    output: `Thinking about ${call('Porto')} still`,
    options: { reasoning: { startInReasoning: true } },
    expected: [reasoning(`Thinking about ${call('Porto')} still`)],
  },
  {
    name: 'an output meant to begin inside the block that begins with a call instead',
    output: `\n${call('Oslo')}\nDone.`,
    options: { reasoning: { startInReasoning: true } },
    expected: [called('Oslo'), text('\nDone.')],
  },
  {
    name: "calls inside reasoning with toolCalls: 'parse'",
    output: `<think>Need the weather.\n${call('Lima')}\nGot it.\n</think>\nSunny.`,
    options: { reasoning: { toolCalls: 'parse' } },
    expected: [
      reasoning('Need the weather.'),
      called('Lima'),
      reasoning('Got it.'),
      text('Sunny.'),
    ],
  },
  {
    name: "a broken call inside reasoning with toolCalls: 'parse' stays reasoning",
    output:
      '<think>Try <tool_call>{"name": "get_weather", "arguments": {"city": </tool_call> then.</think>',
    options: { reasoning: { toolCalls: 'parse' } },
    join: true,
    expected: [
      reasoning('Try <tool_call>{"name": "get_weather", "arguments": {"city": </tool_call> then.'),
    ],
  },
  {
    name: 'reasoning: false reads blocks as text, and their calls',
    output: `<think>Maybe ${call('Porto')}</think>`,
    options: { reasoning: false },
    expected: [text('<think>Maybe '), called('Porto'), text('</think>')],
  },
  {
    name: 'a block of the user’s own markers',
    output: `<reasoning>\nplan ${call('Porto')}\n</reasoning>\n<think>x</think>`,
    options: { reasoning: { open: '<reasoning>' } },
    expected: [reasoning(`plan ${call('Porto')}`), text('<think>x</think>')],
  },
  {
    name: 'Magistral [THINK] blocks',
    protocol: mistralProtocol(),
    output:
      '[THINK]The user wants Oslo. [TOOL_CALLS]get_weather[ARGS]{"city": "Porto"}[/THINK][TOOL_CALLS]get_weather[ARGS]{"city": "Oslo"}',
    expected: [
      reasoning('The user wants Oslo. [TOOL_CALLS]get_weather[ARGS]{"city": "Porto"}'),
      called('Oslo'),
    ],
  },
  {
    name: 'Mistral reads <think> too, but a [THINK] block closes only with [/THINK]',
    protocol: mistralProtocol(),
    output: '[THINK]a </think> b[/THINK]<think>c</think>Done',
    expected: [reasoning('a </think> b'), reasoning('c'), text('Done')],
  },
];

async function streamed(protocol: ToolCallProtocol, chunks: string[], options: ProtocolOptions) {
  const parts = await runStream(protocol, testTools, chunks, options);
  expect(streamViolations(parts)).toEqual([]);
  return orderedParts(parts);
}

describe('ToolCallEngine reasoning', () => {
  it.each(cases)(
    'should read $name',
    async ({ output, expected, options = {}, protocol, join }) => {
      const p = protocol ?? hermes;
      const seen = (parts: OrderedPart[]) => (join ? joinAdjacent(parts) : parts);
      const content = p.parseGeneratedText({ text: output, tools: testTools, options });
      expect(seen(orderedContent(content))).toEqual(expected);
      for (const sizes of [[1], [2], [3, 1, 5], [7]]) {
        const chunks = chunkBySizes(output, sizes);
        expect(seen(await streamed(p, chunks, options))).toEqual(expected);
        expect(reassemble(p, testTools, chunks, options)).toBe(output);
      }
    },
  );

  it('should let a declared tool named like a block win over the block (a think tool in XML)', () => {
    const think = {
      type: 'function' as const,
      name: 'think',
      inputSchema: { type: 'object', properties: { thought: { type: 'string' } } },
    };
    const output = '<think><thought>Plan the trip.</thought></think>';
    const xml = morphXmlProtocol();
    expect(
      orderedContent(xml.parseGeneratedText({ text: output, tools: [...testTools, think] })),
    ).toEqual([{ type: 'tool-call', toolName: 'think', input: '{"thought":"Plan the trip."}' }]);
    expect(orderedContent(xml.parseGeneratedText({ text: output, tools: testTools }))).toEqual([
      reasoning('<thought>Plan the trip.</thought>'),
    ]);
  });

  it('should keep the reasoning block ids apart from text and open a new one after a call', async () => {
    const output = `<think>a\n${call('Lima')}\nb</think>c`;
    const parts = await runStream(hermes, testTools, [output], {
      reasoning: { toolCalls: 'parse' },
    });
    const types = parts.map((part) => part.type).filter((type) => !type.endsWith('-delta'));
    expect(types).toEqual([
      'stream-start',
      'reasoning-start',
      'reasoning-end',
      'tool-input-start',
      'tool-input-end',
      'tool-call',
      'reasoning-start',
      'reasoning-end',
      'text-start',
      'text-end',
      'finish',
    ]);
    const ids = parts
      .filter((part) => part.type.endsWith('-start'))
      .map((part) => (part as { id?: string }).id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('should report a failed call inside reasoning and keep its text as reasoning', () => {
    const errors: ToolCallErrorMetadata[] = [];
    const output = '<think><tool_call>{"name": "nope", "arguments": {}}</tool_call></think>';
    const content = hermes.parseGeneratedText({
      text: output,
      tools: testTools,
      options: { reasoning: { toolCalls: 'parse' }, onError: (_m, d) => errors.push(d) },
    });
    expect(orderedContent(content)).toEqual([
      reasoning('<tool_call>{"name": "nope", "arguments": {}}</tool_call>'),
    ]);
    expect(errors.map((e) => e.code)).toEqual(['UNKNOWN_TOOL']);
  });

  it('should start in text when the provider sent reasoning of its own first', async () => {
    const parts = await runStream(hermes, testTools, ['Hello.'], {
      reasoning: { startInReasoning: true },
    });
    expect(orderedParts(parts)).toEqual([reasoning('Hello.')]);
    const parser = hermes.createStreamParser({
      tools: testTools,
      options: { reasoning: { startInReasoning: true } },
    });
    const { collect, readableFrom } = await import('../test-utils/stream-helpers');
    const out = await collect(
      readableFrom([
        { type: 'reasoning-start', id: 'r' },
        { type: 'reasoning-delta', id: 'r', delta: 'server-side thinking' },
        { type: 'reasoning-end', id: 'r' },
        { type: 'text-start', id: 't' },
        { type: 'text-delta', id: 't', delta: 'Hello.' },
        { type: 'text-end', id: 't' },
      ]).pipeThrough(parser),
    );
    expect(orderedParts(out)).toEqual([reasoning('server-side thinking'), text('Hello.')]);
  });

  it('should list thinking blocks and calls in order (extractSegments)', () => {
    const output = `Hi <think>\nplan ${call('Porto')}\n</think>\n\n${call('Lisbon')} bye`;
    expect(hermes.extractSegments?.({ text: output, tools: testTools })).toEqual([
      { kind: 'reasoning', text: `<think>\nplan ${call('Porto')}\n</think>\n\n` },
      { kind: 'call', text: call('Lisbon') },
    ]);
    expect(hermes.extractToolCallSegments?.({ text: output, tools: testTools })).toEqual([
      call('Lisbon'),
    ]);
  });

  it.each([
    { option: { tagName: 'think' }, message: /no option "tagName"/ },
    { option: { open: '{{' }, message: /cannot be derived/ },
    { option: { close: '>>' }, message: /cannot be derived/ },
    { option: { toolCalls: 'run' }, message: /'ignore'.*'parse'/ },
    { option: { startInReasoning: 'yes' }, message: /true or false/ },
    { option: 'think', message: /false or an object/ },
  ])('should fail fast on reasoning $option', ({ option, message }) => {
    expect(() =>
      hermes.parseGeneratedText({
        text: 'x',
        tools: testTools,
        options: { reasoning: option as ProtocolOptions['reasoning'] },
      }),
    ).toThrow(message);
  });
});

function joinAdjacent(parts: OrderedPart[]): OrderedPart[] {
  const out: OrderedPart[] = [];
  for (const part of parts) {
    const last = out[out.length - 1];
    if (last !== undefined && last.type !== 'tool-call' && last.type === part.type) {
      last.text += (part as { text: string }).text;
    } else out.push({ ...part });
  }
  return out;
}
