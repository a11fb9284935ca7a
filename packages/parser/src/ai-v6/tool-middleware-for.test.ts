import type { LanguageModelV3CallOptions, LanguageModelV4CallOptions } from '@ai-sdk/provider';
import { MockLanguageModelV4 } from 'ai/test';
import { generateText, stepCountIs, wrapLanguageModel } from 'ai-v6';
import { MockLanguageModelV3 } from 'ai-v6/test';
import { describe, expect, it } from 'vitest';
import { toolMiddlewareFor as toolMiddlewareForV4 } from '../presets/tool-middleware-for';
import { scriptedModelV3 } from '../test-utils/scripted-model-v3';
import { ToolMiddlewareError } from '../tool-middleware-error';
import { asAiV6Middleware } from './test-utils/as-ai-v6-middleware';
import { weatherToolsV6 } from './test-utils/weather-tools-v6';
import { toolMiddlewareFor } from './tool-middleware-for';

const params: LanguageModelV4CallOptions = {
  prompt: [{ role: 'user', content: [{ type: 'text', text: 'Weather?' }] }],
  tools: [
    {
      type: 'function',
      name: 'get_weather',
      inputSchema: { type: 'object', properties: { city: { type: 'string' } } },
    },
  ],
  toolChoice: { type: 'auto' },
};

describe('toolMiddlewareFor (AI SDK 6)', () => {
  it.each([
    'Qwen/Qwen3-Coder-480B-A35B-Instruct',
    'llama3.2:3b',
    'google/gemma-3-27b-it',
    'openai/gpt-oss-20b',
    'my-fine-tune',
  ])('should prepare %s like the AI SDK 7 entry, as a V3 middleware', async (modelId) => {
    const v3 = toolMiddlewareFor(modelId);
    const v4 = toolMiddlewareForV4(modelId);
    expect(v3.specificationVersion).toBe('v3');
    const sentV3 = await v3.transformParams?.({
      type: 'generate',
      // The same options in V3 terms (nothing here differs between the two).
      params: params as LanguageModelV3CallOptions,
      model: new MockLanguageModelV3(),
    });
    const sentV4 = await v4.transformParams?.({
      type: 'generate',
      params,
      model: new MockLanguageModelV4(),
    });
    expect(sentV3).toEqual(sentV4);
  });

  it('should run the preset it picked with ai@6', async () => {
    const base = scriptedModelV3(['[get_weather(city="Seoul")]', 'Sunny.']);
    const { tools, executed } = weatherToolsV6();
    const model = wrapLanguageModel({
      model: base,
      middleware: asAiV6Middleware(toolMiddlewareFor('meta-llama/Llama-3.2-3B-Instruct')),
    });
    const result = await generateText({ model, tools, stopWhen: stepCountIs(3), prompt: 'Hi' });
    expect(executed).toEqual([{ tool: 'get_weather', input: { city: 'Seoul' } }]);
    expect(result.text).toBe('Sunny.');
  });

  it('should read the thinking of a model that starts inside it (DeepSeek R1) with ai@6', async () => {
    const draft = '<tool_call>{"name": "get_weather", "arguments": {"city": "Porto"}}</tool_call>';
    const output = `Maybe ${draft}? Lisbon.\n</think>\n\n<｜tool▁calls▁begin｜><｜tool▁call▁begin｜>function<｜tool▁sep｜>get_weather\n\`\`\`json\n{"city": "Lisbon"}\n\`\`\`<｜tool▁call▁end｜><｜tool▁calls▁end｜>`;
    const { tools, executed } = weatherToolsV6();
    const model = wrapLanguageModel({
      model: scriptedModelV3([output, 'It is sunny there.\n</think>\n\nSunny.']),
      middleware: asAiV6Middleware(toolMiddlewareFor('deepseek-ai/DeepSeek-R1')),
    });
    const result = await generateText({ model, tools, stopWhen: stepCountIs(3), prompt: 'Hi' });
    expect(executed).toEqual([{ tool: 'get_weather', input: { city: 'Lisbon' } }]);
    expect(result.steps[0]?.reasoningText).toBe(`Maybe ${draft}? Lisbon.`);
    expect(result.reasoningText).toBe('It is sunny there.');
    expect(result.text).toBe('Sunny.');
  });

  it('should reject a bad id like the AI SDK 7 entry', () => {
    expect(() => toolMiddlewareFor(42 as unknown as string)).toThrow(ToolMiddlewareError);
    expect(() => toolMiddlewareFor('x', { defaultPreset: 'nope' as never })).toThrow(
      /defaultPreset must be one of/,
    );
  });
});
