import type { ToolCallErrorMetadata } from '@tool/parser';
import { toolCallMiddlewareOptions } from '@tool/parser';
import { generateText, isStepCount, streamText } from 'ai';
import { describe, expect, it } from 'vitest';
import { MALFORMED_CALLS, malformedScript, PRESETS } from '../../../test-server/src/index';
import { MALFORMED_EXPECTED_CODES } from '../e2e-shared/scenarios';
import { recordingTools, replayModel, type ToolRun } from './replay-harness';

describe.each(PRESETS)('malformed output with the %s preset', (preset) => {
  it.each(['generate', 'stream'] as const)(
    "should report bad calls through onError, keep their text and run the good call with malformedCalls: 'text' (%s)",
    async (mode) => {
      const { model } = await replayModel({
        preset,
        script: malformedScript(preset, 'Seoul is sunny.'),
      });
      const runs: ToolRun[] = [];
      const reports: ToolCallErrorMetadata[] = [];
      const settings = {
        model,
        tools: recordingTools(runs),
        stopWhen: isStepCount(3),
        prompt: 'Weather in Seoul?',
        providerOptions: toolCallMiddlewareOptions({
          malformedCalls: 'text',
          onError: (_message, metadata) => {
            reports.push(metadata);
          },
        }),
      };
      const steps =
        mode === 'generate'
          ? (await generateText(settings)).steps
          : await streamText(settings).steps;
      const { unknownTool, brokenCall } = MALFORMED_CALLS[preset];

      expect(runs).toEqual([{ toolName: 'get_weather', input: { city: 'Seoul' } }]);
      expect(steps.map((step) => step.finishReason)).toEqual(['tool-calls', 'stop']);
      // Nothing is lost: both bad segments stay in the text, exactly as the model wrote them.
      expect(steps[0]?.text).toContain(unknownTool);
      expect(steps[0]?.text).toContain(brokenCall);
      expect(steps[0]?.text).toContain('Let me check a few things.');
      expect(steps[1]?.text).toBe('Seoul is sunny.');

      expect(reports.map((report) => report.code)).toEqual(MALFORMED_EXPECTED_CODES[preset]);
      const reported = reports.map((report) => report.segment ?? '');
      if (preset !== 'xml') expect(reported[0]).toContain('get_wether');
      expect(reported.at(-1)).toContain('Busan');
    },
  );
});
