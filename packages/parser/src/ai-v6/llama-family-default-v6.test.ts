import { generateText, stepCountIs, streamText, wrapLanguageModel } from 'ai-v6';
import { describe, expect, it } from 'vitest';
import { LLAMA_FAMILY_CALLS, LLAMA_FAMILY_IDS, llamaTurns } from '../test-utils/llama-family-turns';
import { asAiV6Middleware } from './test-utils/as-ai-v6-middleware';
import { scriptedModelV3 } from './test-utils/scripted-model-v3';
import { weatherToolsV6 } from './test-utils/weather-tools-v6';
import { toolMiddlewareFor } from './tool-middleware-for';

// Issue 25, item 11: toolMiddlewareFor gives Llama 3.2 and 4 a preset that reads what their
// template teaches (the JSON object) and the pythonic lists they also write (AI SDK 6).

describe.each(LLAMA_FAMILY_IDS)('toolMiddlewareFor(%j) (AI SDK 6)', (modelId) => {
  describe.each(['generate', 'stream'] as const)('%s', (mode) => {
    it.each(LLAMA_FAMILY_CALLS)('should run %s', async (_case, call) => {
      const { tools, executed } = weatherToolsV6();
      const model = wrapLanguageModel({
        model: scriptedModelV3(llamaTurns(call, mode)),
        middleware: asAiV6Middleware(toolMiddlewareFor(modelId)),
      });
      const settings = { model, tools, stopWhen: stepCountIs(3), prompt: 'Oslo?' };
      const result = mode === 'generate' ? await generateText(settings) : streamText(settings);
      expect(await result.text).toBe('Sunny in Oslo.');
      expect(executed).toEqual([{ tool: 'get_weather', input: { city: 'Oslo' } }]);
      const [first] = await result.steps;
      expect(first?.text).toBe('Let me check.\n');
    });
  });

  it('should teach the JSON object in its prompt, as the template does', async () => {
    const base = scriptedModelV3(['Hello.']);
    const { tools } = weatherToolsV6();
    await generateText({
      model: wrapLanguageModel({
        model: base,
        middleware: asAiV6Middleware(toolMiddlewareFor(modelId)),
      }),
      tools,
      prompt: 'Hi',
    });
    const prompt = JSON.stringify(base.doGenerateCalls[0]?.prompt);
    expect(prompt).toContain('{\\"name\\": <function name>, \\"parameters\\"');
    expect(prompt).not.toContain('answer with a Python list of calls');
  });
});
