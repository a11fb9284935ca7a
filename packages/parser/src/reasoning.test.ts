import type { LanguageModelV4Content } from '@ai-sdk/provider';
import { jsonMixProtocol } from '@tool/protocols';
import { generateText, isStepCount, streamText, wrapLanguageModel } from 'ai';
import { describe, expect, it } from 'vitest';
import { createToolMiddleware } from './create-tool-middleware';
import { toolCallMiddlewareOptions } from './options/call-provider-options';
import type { ToolMiddlewareOptions } from './options/middleware-options';
import { callParams, readAll } from './test-utils/call-params';
import { scriptedModel, type Turn } from './test-utils/scripted-model';
import { weatherTools } from './test-utils/weather-tools';
import { ToolMiddlewareError } from './tool-middleware-error';

const template = (tools: string) => `TOOLS: ${tools}`;
const call = (city: string) =>
  `<tool_call>{"name": "get_weather", "arguments": {"city": "${city}"}}</tool_call>`;
const porto = `<think>\nThe user asked twice. ${call('Porto')}? No, Lisbon.\n</think>\n\n${call('Lisbon')}`;

function setup(turns: ReadonlyArray<Turn | string>, options: Partial<ToolMiddlewareOptions> = {}) {
  const base = scriptedModel(turns);
  const middleware = createToolMiddleware({
    protocol: jsonMixProtocol(),
    toolSystemPromptTemplate: template,
    ...options,
  });
  return { base, model: wrapLanguageModel({ model: base, middleware }) };
}

/** The kinds and texts of generated content, in order. */
const shape = (content: ReadonlyArray<LanguageModelV4Content>) =>
  content.map((part) =>
    part.type === 'text' || part.type === 'reasoning'
      ? `${part.type}: ${part.text}`
      : part.type === 'tool-call'
        ? `call: ${part.input}`
        : part.type,
  );

describe('reasoning in the middleware', () => {
  it.each(['generate', 'stream'] as const)(
    'should run only the real call, with the thinking as reasoning (%s)',
    async (mode) => {
      const { tools, executed } = weatherTools();
      const { model } = setup([porto, 'Sunny in Lisbon.']);
      const args = { model, tools, stopWhen: isStepCount(3), prompt: 'Weather?' };
      const reasoning =
        mode === 'generate'
          ? (await generateText(args)).steps[0]?.reasoningText
          : await streamText(args).steps.then((steps) => steps[0]?.reasoningText);
      expect(executed).toEqual([{ tool: 'get_weather', input: { city: 'Lisbon' } }]);
      expect(reasoning).toBe(`The user asked twice. ${call('Porto')}? No, Lisbon.`);
    },
  );

  it.each([
    {
      name: 'reasoning: false at creation keeps blocks as text and parses their calls',
      creation: { reasoning: false } as const,
      perCall: undefined,
      expected: [
        'text: <think>\nThe user asked twice. ',
        'call: {"city":"Porto"}',
        'text: ? No, Lisbon.\n</think>\n\n',
        'call: {"city":"Lisbon"}',
      ],
    },
    {
      name: 'a per-call object after reasoning: false at creation switches it back on',
      creation: { reasoning: false } as const,
      perCall: { reasoning: { toolCalls: 'parse' } } as const,
      expected: [
        'reasoning: The user asked twice.',
        'call: {"city":"Porto"}',
        'reasoning: ? No, Lisbon.',
        'call: {"city":"Lisbon"}',
      ],
    },
    {
      name: 'reasoning: false per call wins over the creation value',
      creation: { reasoning: { toolCalls: 'parse' } } as const,
      perCall: { reasoning: false } as const,
      expected: [
        'text: <think>\nThe user asked twice. ',
        'call: {"city":"Porto"}',
        'text: ? No, Lisbon.\n</think>\n\n',
        'call: {"city":"Lisbon"}',
      ],
    },
  ])('should honour $name', async ({ creation, perCall, expected }) => {
    const { model } = setup([porto], creation);
    const result = await model.doGenerate(
      callParams(
        perCall === undefined ? {} : { providerOptions: toolCallMiddlewareOptions(perCall) },
      ),
    );
    expect(shape(result.content)).toEqual(expected);
  });

  it('should fail fast on a bad reasoning option, at creation and per call', async () => {
    expect(() =>
      createToolMiddleware({
        protocol: jsonMixProtocol(),
        toolSystemPromptTemplate: template,
        reasoning: { tagName: 'think' } as never,
      }),
    ).toThrow(/createToolMiddleware reasoning has no option "tagName"/);
    const { base, model } = setup(['Hi']);
    const run = model.doGenerate(
      callParams({
        providerOptions: toolCallMiddlewareOptions({ reasoning: { open: '{{' } }),
      }),
    );
    await expect(run).rejects.toThrow(ToolMiddlewareError);
    await expect(run).rejects.toThrow(/providerOptions.toolCallMiddleware: reasoning.close/);
    expect(base.doGenerateCalls).toHaveLength(0);
  });

  describe('an output that begins inside the thinking', () => {
    const output = `The user wants Lisbon.\n</think>\n\n${call('Lisbon')}`;

    it.each(['generate', 'stream'] as const)('should read it as reasoning (%s)', async (mode) => {
      const { model } = setup([output], { reasoning: { startInReasoning: true } });
      const content = await contentOf(model, mode);
      expect(shape(content)).toEqual([
        'reasoning: The user wants Lisbon.',
        'call: {"city":"Lisbon"}',
      ]);
    });

    it.each(['generate', 'stream'] as const)(
      'should start in text when the provider sent reasoning first (%s)',
      async (mode) => {
        const turn: Turn = { reasoning: 'server-side', chunks: [`Sure.\n${call('Lisbon')}`] };
        const { model } = setup([turn], { reasoning: { startInReasoning: true } });
        const content = await contentOf(model, mode);
        expect(shape(content)).toEqual([
          'reasoning: server-side',
          'text: Sure.\n',
          'call: {"city":"Lisbon"}',
        ]);
      },
    );
  });

  describe('a forced tool choice', () => {
    const answer = `<think>\nThe JSON could be {"name": "get_weather", "arguments": {"city": "Porto"}}.\n</think>\n\n{"name": "get_weather", "arguments": {"city": "Lisbon"}}`;

    it.each(['generate', 'stream'] as const)(
      'should read the JSON after a thinking block, not inside it (%s)',
      async (mode) => {
        const { model } = setup([answer]);
        const content = await contentOf(model, mode, { toolChoice: { type: 'required' } });
        expect(shape(content)).toEqual([
          'reasoning: The JSON could be {"name": "get_weather", "arguments": {"city": "Porto"}}.',
          'call: {"city":"Lisbon"}',
        ]);
      },
    );

    it.each(['generate', 'stream'] as const)(
      'should read a JSON answer forced from the first token with startInReasoning (%s)',
      async (mode) => {
        const json = '{"name": "get_weather", "arguments": {"city": "Lisbon"}}';
        const { model } = setup([json], { reasoning: { startInReasoning: true } });
        const content = await contentOf(model, mode, { toolChoice: { type: 'required' } });
        expect(shape(content)).toEqual(['call: {"city":"Lisbon"}']);
      },
    );
  });

  it('should pass earlier reasoning in the history on as reasoning parts', async () => {
    const { base, model } = setup(['Done.']);
    await model.doGenerate(
      callParams({
        prompt: [
          { role: 'user', content: [{ type: 'text', text: 'Weather?' }] },
          {
            role: 'assistant',
            content: [
              { type: 'reasoning', text: 'Lisbon, not Porto.' },
              {
                type: 'tool-call',
                toolCallId: 'c1',
                toolName: 'get_weather',
                input: { city: 'Lisbon' },
              },
            ],
          },
          {
            role: 'tool',
            content: [
              {
                type: 'tool-result',
                toolCallId: 'c1',
                toolName: 'get_weather',
                output: { type: 'json', value: { weather: 'sunny' } },
              },
            ],
          },
        ],
      }),
    );
    const assistant = base.doGenerateCalls[0]?.prompt.find((m) => m.role === 'assistant');
    expect(assistant?.content).toEqual([
      { type: 'reasoning', text: 'Lisbon, not Porto.' },
      { type: 'text', text: expect.stringContaining('"city":"Lisbon"') },
    ]);
  });
});

/** The content of one call in either mode; a stream's parts are put together as generate gives them. */
async function contentOf(
  model: ReturnType<typeof setup>['model'],
  mode: 'generate' | 'stream',
  overrides: Parameters<typeof callParams>[0] = {},
): Promise<LanguageModelV4Content[]> {
  if (mode === 'generate') return (await model.doGenerate(callParams(overrides))).content;
  const parts = await readAll((await model.doStream(callParams(overrides))).stream);
  const content: LanguageModelV4Content[] = [];
  for (const part of parts) {
    if (part.type === 'text-start' || part.type === 'reasoning-start') {
      content.push({ type: part.type === 'text-start' ? 'text' : 'reasoning', text: '' });
    } else if (part.type === 'text-delta' || part.type === 'reasoning-delta') {
      (content[content.length - 1] as { text: string }).text += part.delta;
    } else if (part.type === 'tool-call') content.push(part);
  }
  return content;
}
