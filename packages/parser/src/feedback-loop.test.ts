import { readMalformedCall } from '@tool/protocols';
import { describe, expect, it } from 'vitest';
import type { ToolMiddlewareOptions } from './options/middleware-options';
import { presetDefinitions } from './presets/preset-definitions';
import {
  FEEDBACK_SCENARIOS,
  FINAL_ANSWER,
  feedbackTurns,
  promptText,
} from './test-utils/feedback-scenarios';
import { promptOf } from './test-utils/scripted-turns';
import { runSteps, SDKS, type SdkAdapter } from './test-utils/sdk-adapter';

type Mode = 'generate' | 'stream';

function setup(
  sdk: SdkAdapter,
  preset: keyof typeof presetDefinitions,
  turns: string[],
  extra = {},
) {
  const base = sdk.scripted(turns);
  const codes: string[] = [];
  const options: ToolMiddlewareOptions = {
    ...presetDefinitions[preset],
    onError: (_message, metadata) => {
      codes.push(metadata.code);
    },
    ...extra,
  };
  const model = sdk.wrapLanguageModel({
    model: base.model,
    middleware: sdk.toolMiddleware(options),
  });
  return { base, model, codes };
}

const modes: Mode[] = ['generate', 'stream'];

describe.each(SDKS)('malformed calls in an agent loop ($name)', (sdk) => {
  const run = (mode: Mode, settings: Parameters<typeof runSteps>[2]) =>
    runSteps(sdk, mode, settings);
  describe.each(FEEDBACK_SCENARIOS)('$name', (scenario) => {
    it.each(modes)('should feed it back so that the retry runs exactly once (%s)', async (mode) => {
      const { base, model, codes } = setup(sdk, scenario.preset, feedbackTurns(scenario));
      const { tools, executed } = sdk.weatherTools();
      const steps = await run(mode, {
        model,
        tools,
        stopWhen: sdk.isStepCount(5),
        prompt: 'Busan?',
      });

      expect(executed).toEqual([{ tool: 'get_weather', input: { city: 'Busan' } }]);
      expect(steps.map((step) => step.finishReason)).toEqual(['tool-calls', 'tool-calls', 'stop']);
      expect(steps[2]?.text).toBe(FINAL_ANSWER);
      expect(codes).toEqual([scenario.code]);
      // The SDK rejected the call the normal way: an invalid call, then a tool error.
      const [failed] = steps[0]?.toolCalls ?? [];
      expect(failed).toMatchObject({ invalid: true });
      expect(steps[0]?.content.some((part) => part.type === 'tool-error')).toBe(true);
      expect(steps[0]?.text).toBe('Checking.\n');

      // The next request shows the model what it wrote and what was wrong.
      const calls = mode === 'generate' ? base.doGenerateCalls : base.doStreamCalls;
      const second = promptOf(calls, 1);
      expect(promptText(second, 'assistant')).toContain(scenario.botched);
      const told = promptText(second, 'user');
      expect(told).toContain(scenario.wrong);
      expect(told).toContain('Write the call again');
    });

    it.each(modes)('should let experimental_repairToolCall fix it (%s)', async (mode) => {
      const [botched] = feedbackTurns(scenario);
      const { base, model } = setup(sdk, scenario.preset, [botched as string, FINAL_ANSWER]);
      const { tools, executed } = sdk.weatherTools();
      const seen: Array<{ toolName: string; input: string; segment?: string; error: string }> = [];
      const steps = await run(mode, {
        model,
        tools,
        stopWhen: sdk.isStepCount(5),
        prompt: 'Busan?',
        experimental_repairToolCall: async ({ toolCall, error }) => {
          seen.push({
            toolName: toolCall.toolName,
            input: toolCall.input,
            segment: readMalformedCall(toolCall.providerMetadata)?.segment,
            error: error.name,
          });
          return { ...toolCall, toolName: 'get_weather', input: '{"city":"Busan"}' };
        },
      });

      expect(seen).toHaveLength(1);
      expect(seen[0]?.segment).toBe(scenario.botched);
      if (scenario.rawInput) expect(seen[0]?.input).toBe(scenario.botched);
      else expect(JSON.parse(seen[0]?.input ?? '')).toEqual({ city: 'Busan' });
      expect(seen[0]?.error).toBe(
        scenario.code === 'UNKNOWN_TOOL' ? 'AI_NoSuchToolError' : 'AI_InvalidToolInputError',
      );
      // The repaired call ran; no retry was needed.
      expect(executed).toEqual([{ tool: 'get_weather', input: { city: 'Busan' } }]);
      expect(steps.map((step) => step.finishReason)).toEqual(['tool-calls', 'stop']);
      // In the next request the repaired call is an ordinary call with its real result.
      const calls = mode === 'generate' ? base.doGenerateCalls : base.doStreamCalls;
      const second = promptOf(calls, 1);
      expect(promptText(second, 'assistant')).not.toContain(scenario.botched);
      expect(promptText(second, 'user')).toContain('sunny');
      expect(promptText(second, 'user')).not.toContain('Write the call again');
    });

    it.each(modes)(
      "should keep today's behaviour with malformedCalls: 'text' (%s)",
      async (mode) => {
        const { model, codes } = setup(sdk, scenario.preset, feedbackTurns(scenario), {
          malformedCalls: 'text',
        });
        const { tools, executed } = sdk.weatherTools();
        const steps = await run(mode, {
          model,
          tools,
          stopWhen: sdk.isStepCount(5),
          prompt: 'Busan?',
        });

        expect(executed).toEqual([]);
        expect(steps.map((step) => step.finishReason)).toEqual(['stop']);
        expect(steps[0]?.text).toBe(`Checking.\n${scenario.botched}`);
        expect(codes).toEqual([scenario.code]);
      },
    );
  });

  it('should follow a per-call malformedCalls over the one given at creation', async () => {
    const [scenario] = FEEDBACK_SCENARIOS;
    if (scenario === undefined) throw new Error('no scenario');
    const { model } = setup(sdk, scenario.preset, feedbackTurns(scenario), {
      malformedCalls: 'text',
    });
    const { tools, executed } = sdk.weatherTools();
    const steps = await run('generate', {
      model,
      tools,
      stopWhen: sdk.isStepCount(5),
      prompt: 'Busan?',
      providerOptions: { toolCallMiddleware: { malformedCalls: 'feedback' } },
    });
    expect(executed).toHaveLength(1);
    expect(steps).toHaveLength(3);
  });
});
