import { generateText, stepCountIs, streamText } from 'ai-v6';
import { describe, expect, it } from 'vitest';
import { PRESETS } from '../../../test-server/src/index';
import { cutOffCallScript, REASONING, reasoningScript } from '../e2e-shared/scenarios';
import { recordingToolsV6, replayModelV6, type ToolRun } from './replay-harness-v6';

describe.each(PRESETS)('reasoning and finish reasons on AI SDK 6 with the %s preset', (preset) => {
  it.each(['generate', 'stream'] as const)(
    'should pass reasoning_content through as reasoning and still parse the call (%s)',
    async (mode) => {
      const { model } = await replayModelV6({ preset, script: reasoningScript(preset) });
      const runs: ToolRun[] = [];
      const settings = {
        model,
        tools: recordingToolsV6(runs),
        stopWhen: stepCountIs(3),
        prompt: 'Weather in Seoul?',
      };
      const steps =
        mode === 'generate'
          ? (await generateText(settings)).steps
          : await streamText(settings).steps;
      expect(steps[0]?.reasoningText).toBe(REASONING);
      expect(steps[0]?.text.startsWith('Checking.\n')).toBe(true);
      expect(steps[0]?.text).not.toContain('get_weather');
      expect(runs).toEqual([{ toolName: 'get_weather', input: { city: 'Seoul' } }]);
      expect(steps.map((step) => step.finishReason)).toEqual(['tool-calls', 'stop']);
    },
  );

  it.each(['generate', 'stream'] as const)(
    "should keep finish reason 'length' for a call, so the tool is not run (%s)",
    async (mode) => {
      const { model } = await replayModelV6({ preset, script: cutOffCallScript(preset) });
      const runs: ToolRun[] = [];
      const settings = {
        model,
        tools: recordingToolsV6(runs),
        stopWhen: stepCountIs(3),
        prompt: 'Weather in Seoul?',
      };
      const steps =
        mode === 'generate'
          ? (await generateText(settings)).steps
          : await streamText(settings).steps;
      expect(steps.map((step) => step.finishReason)).toEqual(['length']);
      expect(steps[0]?.toolCalls.map((c) => c.input)).toEqual([{ city: 'Seoul' }]);
      expect(runs).toEqual([]);
    },
  );
});
