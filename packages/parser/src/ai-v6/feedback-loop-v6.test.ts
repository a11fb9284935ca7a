import { readMalformedCall } from '@tool/protocols';
import {
  generateText,
  type StepResult,
  stepCountIs,
  streamText,
  type ToolSet,
  wrapLanguageModel,
} from 'ai-v6';
import { describe, expect, it } from 'vitest';
import type { ToolMiddlewareOptions } from '../options/middleware-options';
import { presetDefinitions } from '../presets/preset-definitions';
import {
  FEEDBACK_SCENARIOS,
  FINAL_ANSWER,
  feedbackTurns,
  promptText,
} from '../test-utils/feedback-scenarios';
import { promptOf } from '../test-utils/scripted-turns';
import { createToolMiddleware } from './create-tool-middleware';
import { asAiV6Middleware } from './test-utils/as-ai-v6-middleware';
import { scriptedModelV3 } from './test-utils/scripted-model-v3';
import { weatherToolsV6 } from './test-utils/weather-tools-v6';

type Mode = 'generate' | 'stream';

function setup(preset: keyof typeof presetDefinitions, turns: string[], extra = {}) {
  const base = scriptedModelV3(turns);
  const codes: string[] = [];
  const options: ToolMiddlewareOptions = {
    ...presetDefinitions[preset],
    onError: (_message, metadata) => {
      codes.push(metadata.code);
    },
    ...extra,
  };
  const middleware = asAiV6Middleware(createToolMiddleware(options));
  return { base, model: wrapLanguageModel({ model: base, middleware }), codes };
}

async function run(
  mode: Mode,
  settings: Parameters<typeof generateText<ToolSet>>[0],
): Promise<StepResult<ToolSet>[]> {
  return mode === 'generate'
    ? (await generateText(settings)).steps
    : await streamText(settings as Parameters<typeof streamText<ToolSet>>[0]).steps;
}

const modes: Mode[] = ['generate', 'stream'];

describe('malformed calls in an agent loop (AI SDK 6)', () => {
  describe.each(FEEDBACK_SCENARIOS)('$name', (scenario) => {
    it.each(modes)('should feed it back so that the retry runs exactly once (%s)', async (mode) => {
      const { base, model, codes } = setup(scenario.preset, feedbackTurns(scenario));
      const { tools, executed } = weatherToolsV6();
      const steps = await run(mode, { model, tools, stopWhen: stepCountIs(5), prompt: 'Busan?' });

      expect(executed).toEqual([{ tool: 'get_weather', input: { city: 'Busan' } }]);
      expect(steps.map((step) => step.finishReason)).toEqual(['tool-calls', 'tool-calls', 'stop']);
      expect(steps[2]?.text).toBe(FINAL_ANSWER);
      expect(codes).toEqual([scenario.code]);
      expect(steps[0]?.toolCalls[0]).toMatchObject({ invalid: true });
      expect(steps[0]?.content.some((part) => part.type === 'tool-error')).toBe(true);

      const calls = mode === 'generate' ? base.doGenerateCalls : base.doStreamCalls;
      const second = promptOf(calls, 1);
      expect(promptText(second, 'assistant')).toContain(scenario.botched);
      expect(promptText(second, 'user')).toContain(scenario.wrong);
      expect(promptText(second, 'user')).toContain('Write the call again');
    });

    it.each(modes)('should let experimental_repairToolCall fix it (%s)', async (mode) => {
      const [botched] = feedbackTurns(scenario);
      const { model } = setup(scenario.preset, [botched as string, FINAL_ANSWER]);
      const { tools, executed } = weatherToolsV6();
      const seen: Array<{ input: string; segment: string | undefined }> = [];
      const steps = await run(mode, {
        model,
        tools,
        stopWhen: stepCountIs(5),
        prompt: 'Busan?',
        experimental_repairToolCall: async ({ toolCall }) => {
          seen.push({
            input: toolCall.input,
            segment: readMalformedCall(toolCall.providerMetadata)?.segment,
          });
          return { ...toolCall, toolName: 'get_weather', input: '{"city":"Busan"}' };
        },
      });

      expect(seen).toHaveLength(1);
      expect(seen[0]?.segment).toBe(scenario.botched);
      if (scenario.rawInput) expect(seen[0]?.input).toBe(scenario.botched);
      expect(executed).toEqual([{ tool: 'get_weather', input: { city: 'Busan' } }]);
      expect(steps.map((step) => step.finishReason)).toEqual(['tool-calls', 'stop']);
    });

    it.each(modes)(
      "should keep today's behaviour with malformedCalls: 'text' (%s)",
      async (mode) => {
        const { model, codes } = setup(scenario.preset, feedbackTurns(scenario), {
          malformedCalls: 'text',
        });
        const { tools, executed } = weatherToolsV6();
        const steps = await run(mode, { model, tools, stopWhen: stepCountIs(5), prompt: 'Busan?' });

        expect(executed).toEqual([]);
        expect(steps.map((step) => step.finishReason)).toEqual(['stop']);
        expect(steps[0]?.text).toBe(`Checking.\n${scenario.botched}`);
        expect(codes).toEqual([scenario.code]);
      },
    );
  });
});
