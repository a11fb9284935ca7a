import {
  extractReasoningMiddleware,
  generateText,
  isStepCount,
  streamText,
  wrapLanguageModel,
} from 'ai';
import { describe, expect, it } from 'vitest';
import { hermesToolMiddleware } from './presets/named-middlewares';
import { scriptedModel } from './test-utils/scripted-model';
import { weatherTools } from './test-utils/weather-tools';

const draft = '<tool_call>{"name":"get_weather","arguments":{"city":"Draft"}}</tool_call>';
const real = '<tool_call>{"name":"get_weather","arguments":{"city":"Seoul"}}</tool_call>';
const output = `<think>maybe ${draft}?</think>${real}`;

function model(chunks: string[]) {
  const base = scriptedModel([{ chunks }, 'Sunny in Seoul.']);
  return {
    base,
    model: wrapLanguageModel({
      model: base,
      middleware: [hermesToolMiddleware, extractReasoningMiddleware({ tagName: 'think' })],
    }),
  };
}

describe('hermesToolMiddleware with extractReasoningMiddleware', () => {
  it.each([
    { name: 'whole', chunks: [output] },
    { name: 'in 7-character chunks', chunks: output.match(/[\s\S]{1,7}/g) ?? [] },
  ])(
    'should not execute calls drafted inside reasoning (streamText, $name)',
    async ({ chunks }) => {
      const { tools, executed } = weatherTools();
      const result = streamText({
        model: model(chunks).model,
        tools,
        stopWhen: isStepCount(3),
        prompt: 'Weather?',
      });
      let reasoning = '';
      for await (const part of result.stream) {
        if (part.type === 'reasoning-delta') reasoning += part.text;
      }
      expect(reasoning).toBe(`maybe ${draft}?`);
      expect(executed).toEqual([{ tool: 'get_weather', input: { city: 'Seoul' } }]);
      expect(await result.text).toBe('Sunny in Seoul.');
    },
  );

  it('should not execute calls drafted inside reasoning (generateText)', async () => {
    const { tools, executed } = weatherTools();
    const { model: wrapped, base } = model([output]);
    const result = await generateText({
      model: wrapped,
      tools,
      stopWhen: isStepCount(3),
      prompt: 'Weather?',
    });
    expect(result.steps[0]?.reasoningText).toBe(`maybe ${draft}?`);
    expect(result.steps[0]?.toolCalls).toMatchObject([
      { toolName: 'get_weather', input: { city: 'Seoul' } },
    ]);
    expect(executed).toEqual([{ tool: 'get_weather', input: { city: 'Seoul' } }]);
    // The tool prompt is still added once: the tool middleware transforms params first.
    const system = base.doGenerateCalls[0]?.prompt.filter((message) => message.role === 'system');
    expect(system).toHaveLength(1);
  });
});
