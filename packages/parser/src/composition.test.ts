import type { LanguageModelMiddleware } from 'ai';
import { describe, expect, it } from 'vitest';
import { hermesPreset } from './presets/named-presets';
import { SDKS, type SdkAdapter } from './test-utils/sdk-adapter';

const draft = '<tool_call>{"name":"get_weather","arguments":{"city":"Draft"}}</tool_call>';
const real = '<tool_call>{"name":"get_weather","arguments":{"city":"Seoul"}}</tool_call>';
const output = `<think>maybe ${draft}?</think>${real}`;
const thought = `maybe ${draft}?`;

type Order = { order: string; middleware: (sdk: SdkAdapter) => LanguageModelMiddleware[] };

const orders: Order[] = [
  {
    order: '[tool, extractReasoning]',
    middleware: (sdk) => [
      sdk.toolMiddleware(hermesPreset),
      sdk.extractReasoningMiddleware({ tagName: 'think' }),
    ],
  },
  {
    order: '[extractReasoning, tool]',
    middleware: (sdk) => [
      sdk.extractReasoningMiddleware({ tagName: 'think' }),
      sdk.toolMiddleware(hermesPreset),
    ],
  },
];

const cases = SDKS.flatMap((sdk) => orders.map((order) => ({ sdk, name: sdk.name, ...order })));

function model(sdk: SdkAdapter, chunks: string[], middleware: LanguageModelMiddleware[]) {
  const base = sdk.scripted([{ chunks }, 'Sunny in Seoul.']);
  return { base, model: sdk.wrapLanguageModel({ model: base.model, middleware }) };
}

// The tool middleware reads thinking blocks itself; composed with extractReasoningMiddleware in
// either order, the reasoning comes out once, and the call drafted inside it never runs.
describe.each(cases)(
  '$name: hermesToolMiddleware with extractReasoningMiddleware, $order',
  ({ sdk, middleware }) => {
    it.each([
      { name: 'whole', chunks: [output] },
      { name: 'in 7-character chunks', chunks: output.match(/[\s\S]{1,7}/g) ?? [] },
      { name: 'in 1-character chunks', chunks: [...output] },
    ])(
      'should not execute calls drafted inside reasoning (streamText, $name)',
      async ({ chunks }) => {
        const { tools, executed } = sdk.weatherTools();
        const result = sdk.streamText({
          model: model(sdk, chunks, middleware(sdk)).model,
          tools,
          stopWhen: sdk.isStepCount(3),
          prompt: 'Weather?',
        });
        let reasoning = '';
        let text = '';
        for await (const part of sdk.parts(result)) {
          if (part.type === 'reasoning-delta') reasoning += part.text;
          if (part.type === 'text-delta') text += part.text;
        }
        expect(reasoning).toBe(thought);
        expect(text).toBe('Sunny in Seoul.');
        expect(executed).toEqual([{ tool: 'get_weather', input: { city: 'Seoul' } }]);
      },
    );

    it('should not execute calls drafted inside reasoning (generateText)', async () => {
      const { tools, executed } = sdk.weatherTools();
      const { model: wrapped, base } = model(sdk, [output], middleware(sdk));
      const result = await sdk.generateText({
        model: wrapped,
        tools,
        stopWhen: sdk.isStepCount(3),
        prompt: 'Weather?',
      });
      expect(result.steps[0]?.reasoningText).toBe(thought);
      expect(result.steps[0]?.text).toBe('');
      expect(result.steps[0]?.toolCalls).toMatchObject([
        { toolName: 'get_weather', input: { city: 'Seoul' } },
      ]);
      expect(executed).toEqual([{ tool: 'get_weather', input: { city: 'Seoul' } }]);
      // The tool prompt is added once, whichever middleware transforms the params first.
      const system = base.doGenerateCalls[0]?.prompt.filter((message) => message.role === 'system');
      expect(system).toHaveLength(1);
      // The thinking of the first step goes back to the model as reasoning, once.
      const assistant = base.doGenerateCalls[1]?.prompt.find((m) => m.role === 'assistant');
      expect(assistant?.content.filter((part) => part.type === 'reasoning')).toEqual([
        { type: 'reasoning', text: thought },
      ]);
    });
  },
);
