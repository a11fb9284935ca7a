import { describe, expect, it } from 'vitest';
import { LLAMA_FAMILY_CALLS, LLAMA_FAMILY_IDS, llamaTurns } from '../test-utils/llama-family-turns';
import { runSteps, SDK_MODES, SDKS } from '../test-utils/sdk-adapter';

// Issue 25, item 11: toolMiddlewareFor gives Llama 3.2 and 4 a preset that reads what their
// template teaches (the JSON object) and the pythonic lists they also write (AI SDK 7 and 6).

describe.each(LLAMA_FAMILY_IDS)('toolMiddlewareFor(%j)', (modelId) => {
  describe.each(SDK_MODES)('$name', ({ sdk, mode }) => {
    it.each(LLAMA_FAMILY_CALLS)('should run %s', async (_case, call) => {
      const { tools, executed } = sdk.weatherTools();
      const model = sdk.wrapLanguageModel({
        model: sdk.scripted(llamaTurns(call, mode)).model,
        middleware: sdk.middlewareFor(modelId),
      });
      const steps = await runSteps(sdk, mode, {
        model,
        tools,
        stopWhen: sdk.isStepCount(3),
        prompt: 'Oslo?',
      });
      expect(steps.at(-1)?.text).toBe('Sunny in Oslo.');
      expect(executed).toEqual([{ tool: 'get_weather', input: { city: 'Oslo' } }]);
      expect(steps[0]?.text).toBe('Let me check.\n');
    });
  });

  it.each(SDKS)(
    'should teach the JSON object in its prompt, as the template does ($name)',
    async (sdk) => {
      const base = sdk.scripted(['Hello.']);
      const { tools } = sdk.weatherTools();
      await sdk.generateText({
        model: sdk.wrapLanguageModel({ model: base.model, middleware: sdk.middlewareFor(modelId) }),
        tools,
        prompt: 'Hi',
      });
      const prompt = JSON.stringify(base.doGenerateCalls[0]?.prompt);
      expect(prompt).toContain('{\\"name\\": <function name>, \\"parameters\\"');
      expect(prompt).not.toContain('answer with a Python list of calls');
    },
  );
});
