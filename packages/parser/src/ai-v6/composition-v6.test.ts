import {
  extractReasoningMiddleware,
  generateText,
  type LanguageModelMiddleware,
  stepCountIs,
  streamText,
  wrapLanguageModel,
} from 'ai-v6';
import { describe, expect, it } from 'vitest';
import { hermesToolMiddleware } from './named-middlewares';
import { asAiV6Middleware } from './test-utils/as-ai-v6-middleware';
import { scriptedModelV3 } from './test-utils/scripted-model-v3';
import { weatherToolsV6 } from './test-utils/weather-tools-v6';

const draft = '<tool_call>{"name":"get_weather","arguments":{"city":"Draft"}}</tool_call>';
const real = '<tool_call>{"name":"get_weather","arguments":{"city":"Seoul"}}</tool_call>';
const output = `<think>maybe ${draft}?</think>${real}`;
const thought = `maybe ${draft}?`;
const tool = asAiV6Middleware(hermesToolMiddleware);

const orders: Array<{ order: string; middleware: () => LanguageModelMiddleware[] }> = [
  {
    order: '[tool, extractReasoning]',
    middleware: () => [tool, extractReasoningMiddleware({ tagName: 'think' })],
  },
  {
    order: '[extractReasoning, tool]',
    middleware: () => [extractReasoningMiddleware({ tagName: 'think' }), tool],
  },
];

describe.each(orders)(
  'AI SDK 6: hermesToolMiddleware with extractReasoningMiddleware, $order',
  ({ middleware }) => {
    it.each(['generate', 'stream'] as const)(
      'should give the reasoning once and run only the real call (%s)',
      async (mode) => {
        const { tools, executed } = weatherToolsV6();
        const chunks = output.match(/[\s\S]{1,5}/g) ?? [];
        const model = wrapLanguageModel({
          model: scriptedModelV3([{ chunks }, 'Sunny in Seoul.']),
          middleware: middleware(),
        });
        const args = { model, tools, stopWhen: stepCountIs(3), prompt: 'Weather?' };
        const steps =
          mode === 'generate' ? (await generateText(args)).steps : await streamText(args).steps;
        expect(steps[0]?.reasoningText).toBe(thought);
        expect(steps[0]?.text).toBe('');
        expect(steps[1]?.text).toBe('Sunny in Seoul.');
        expect(executed).toEqual([{ tool: 'get_weather', input: { city: 'Seoul' } }]);
      },
    );
  },
);
