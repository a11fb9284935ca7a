import type { ToolCallErrorMetadata } from '@tool/parser';
import type { ToolCallRepairFunction, ToolSet } from 'ai';
import { describe, expect, it } from 'vitest';
import {
  assistantTurns,
  formatCall,
  MALFORMED_CALLS,
  malformedScript,
} from '../../../test-server/src/index';
import { MALFORMED_EXPECTED_CODES } from '../e2e-shared/scenarios';
import { recordingTools, replayModel, SDK_PRESETS, type ToolRun } from './replay-harness';

describe.each(SDK_PRESETS)(
  'malformed output with the $preset preset ($name)',
  ({ sdk, preset }) => {
    it.each(['generate', 'stream'] as const)(
      "should report bad calls through onError, keep their text and run the good call with malformedCalls: 'text' (%s)",
      async (mode) => {
        const { model } = await replayModel(sdk, {
          preset,
          script: malformedScript(preset, 'Seoul is sunny.'),
        });
        const runs: ToolRun[] = [];
        const reports: ToolCallErrorMetadata[] = [];
        const settings = {
          model,
          tools: recordingTools(sdk, runs),
          stopWhen: sdk.isStepCount(3),
          prompt: 'Weather in Seoul?',
          providerOptions: sdk.middlewareOptions({
            malformedCalls: 'text',
            onError: (_message, metadata) => {
              reports.push(metadata);
            },
          }),
        };
        const steps =
          mode === 'generate'
            ? (await sdk.generateText(settings)).steps
            : await sdk.streamText(settings).steps;
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

    it.each(['generate', 'stream'] as const)(
      'should hand a call whose input fails the schema to experimental_repairToolCall (%s)',
      async (mode) => {
        // The call parses, but `city` is missing, so the SDK rejects the input and asks for a repair.
        const { model } = await replayModel(sdk, {
          preset,
          script: (request) =>
            assistantTurns(request) === 0
              ? `Checking.\n${formatCall(preset, 'get_weather', { town: 'Seoul' })}`
              : 'Seoul is sunny.',
        });
        const runs: ToolRun[] = [];
        const repaired: string[] = [];
        const repair: ToolCallRepairFunction<ToolSet> = async ({ toolCall, error }) => {
          repaired.push(`${toolCall.toolName} ${toolCall.input} ${error.name}`);
          const { town } = JSON.parse(toolCall.input) as { town: string };
          return { ...toolCall, input: JSON.stringify({ city: town }) };
        };
        const settings = {
          model,
          tools: recordingTools(sdk, runs),
          stopWhen: sdk.isStepCount(3),
          prompt: 'Weather in Seoul?',
          experimental_repairToolCall: repair,
        };
        const steps =
          mode === 'generate'
            ? (await sdk.generateText(settings)).steps
            : await sdk.streamText(settings).steps;
        expect(repaired).toEqual(['get_weather {"town":"Seoul"} AI_InvalidToolInputError']);
        expect(runs).toEqual([{ toolName: 'get_weather', input: { city: 'Seoul' } }]);
        expect(steps.map((step) => step.finishReason)).toEqual(['tool-calls', 'stop']);
      },
    );
  },
);
