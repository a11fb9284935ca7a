import { generateText, stepCountIs, streamText } from 'ai-v6';
import { describe, expect, it } from 'vitest';
import { formatCall, PRESETS } from '../../../test-server/src/index';
import { recordingToolsV6, replayModelV6, type ToolRun } from './replay-harness-v6';

describe.each(PRESETS)('reasoning and finish reasons on AI SDK 6 with the %s preset', (preset) => {
  const call = formatCall(preset, 'get_weather', { city: 'Seoul' });

  it.each(['generate', 'stream'] as const)(
    'should pass reasoning_content through as reasoning and still parse the call (%s)',
    async (mode) => {
      const { model } = await replayModelV6({
        preset,
        script: [
          {
            reasoning: 'The user wants Seoul. I should call get_weather.',
            text: `Checking.\n${call}`,
          },
          'Sunny.',
        ],
      });
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
      expect(steps[0]?.reasoningText).toBe('The user wants Seoul. I should call get_weather.');
      expect(steps[0]?.text.startsWith('Checking.\n')).toBe(true);
      expect(steps[0]?.text).not.toContain('get_weather');
      expect(runs).toEqual([{ toolName: 'get_weather', input: { city: 'Seoul' } }]);
      expect(steps.map((step) => step.finishReason)).toEqual(['tool-calls', 'stop']);
    },
  );

  it.each(['generate', 'stream'] as const)(
    "should keep finish reason 'length' for a call, so the tool is not run (%s)",
    async (mode) => {
      const { model } = await replayModelV6({
        preset,
        script: [{ text: `Checking.\n${call}`, finishReason: 'length' }],
      });
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
