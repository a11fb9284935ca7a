import type { ToolCallErrorMetadata } from '@tool/parser';
import type { ToolCallRepairFunction, ToolSet } from 'ai';
import { describe, expect, it } from 'vitest';
import { DEMO_EXPRESSION, MALFORMED_CALLS, retryScript } from '../../../test-server/src/index';
import { FEEDBACK_CASES, hybridScript, hybridTwiceScript } from '../e2e-shared/scenarios';
import { recordingTools, replayModel, roles, SDKS, type ToolRun, textsOf } from './replay-harness';

const modes = ['generate', 'stream'] as const;

const CASES = SDKS.flatMap((sdk) => FEEDBACK_CASES.map((scenario) => ({ sdk, scenario })));

describe.each(CASES)(
  'a botched call over HTTP ($sdk.name): $scenario.name',
  ({ sdk, scenario }) => {
    const botched = MALFORMED_CALLS[scenario.preset][scenario.botched];

    it.each(modes)('should be fed back, and the retry run exactly once (%s)', async (mode) => {
      const { model, server } = await replayModel(sdk, {
        preset: scenario.preset,
        script: retryScript(scenario.preset, scenario.botched, 'It is sunny.'),
      });
      const runs: ToolRun[] = [];
      const reports: ToolCallErrorMetadata[] = [];
      const settings = {
        model,
        tools: recordingTools(sdk, runs),
        stopWhen: sdk.isStepCount(5),
        prompt: 'Weather?',
        providerOptions: sdk.middlewareOptions({
          onError: (_message, metadata) => {
            reports.push(metadata);
          },
        }),
      };
      const steps =
        mode === 'generate'
          ? (await sdk.generateText(settings)).steps
          : await sdk.streamText(settings).steps;

      expect(runs).toEqual([{ toolName: 'get_weather', input: { city: scenario.city } }]);
      expect(steps.map((step) => step.finishReason)).toEqual(['tool-calls', 'tool-calls', 'stop']);
      expect(steps[2]?.text).toBe('It is sunny.');
      expect(reports.map((report) => report.code)).toEqual([scenario.code]);
      expect(reports[0]?.segment).toBe(botched);
      // The model's second request shows it what it wrote and what was wrong.
      expect(server.requests).toHaveLength(3);
      const second = server.requests[1];
      expect(textsOf(second, 'assistant').join('\n')).toContain(botched);
      const told = textsOf(second, 'user').join('\n');
      expect(told).toContain(scenario.wrong);
      expect(told).toContain('Write the call again');
    });

    it.each(modes)(
      'should reach experimental_repairToolCall, whose repair runs (%s)',
      async (mode) => {
        const { model, server } = await replayModel(sdk, {
          preset: scenario.preset,
          script: retryScript(scenario.preset, scenario.botched, 'It is sunny.'),
        });
        const runs: ToolRun[] = [];
        const seen: Array<{ toolName: string; input: string; error: string }> = [];
        const repair: ToolCallRepairFunction<ToolSet> = async ({ toolCall, error }) => {
          seen.push({ toolName: toolCall.toolName, input: toolCall.input, error: error.name });
          return { ...toolCall, toolName: 'get_weather', input: JSON.stringify({ city: 'Jeju' }) };
        };
        const settings = {
          model,
          tools: recordingTools(sdk, runs),
          stopWhen: sdk.isStepCount(5),
          prompt: 'Weather?',
          experimental_repairToolCall: repair,
        };
        const steps =
          mode === 'generate'
            ? (await sdk.generateText(settings)).steps
            : await sdk.streamText(settings).steps;

        expect(seen).toHaveLength(1);
        expect(seen[0]?.error).toBe(
          scenario.code === 'UNKNOWN_TOOL' ? 'AI_NoSuchToolError' : 'AI_InvalidToolInputError',
        );
        if (scenario.code !== 'UNKNOWN_TOOL') expect(seen[0]?.input).toBe(botched);
        // The repaired call ran; the model then went on from its result.
        expect(runs[0]).toEqual({ toolName: 'get_weather', input: { city: 'Jeju' } });
        expect(steps[0]?.finishReason).toBe('tool-calls');
        expect(textsOf(server.requests[1], 'user').join('\n')).not.toContain(
          'Write the call again',
        );
      },
    );
  },
);

describe.each(SDKS)("transport: 'hybrid' over HTTP ($name)", (sdk) => {
  const hybrid = sdk.middlewareOptions({ transport: 'hybrid' });

  it.each(modes)(
    'should run a call written as text and a native call, each once, with the tools sent natively (%s)',
    async (mode) => {
      const { model, server } = await replayModel(sdk, {
        preset: 'hermes',
        script: hybridScript(),
      });
      const runs: ToolRun[] = [];
      const settings = {
        model,
        tools: recordingTools(sdk, runs),
        stopWhen: sdk.isStepCount(4),
        prompt: 'Weather in Seoul, and the average?',
        providerOptions: hybrid,
      };
      const steps =
        mode === 'generate'
          ? (await sdk.generateText(settings)).steps
          : await sdk.streamText(settings).steps;

      expect(runs).toHaveLength(2);
      expect(runs).toEqual(
        expect.arrayContaining([
          { toolName: 'get_weather', input: { city: 'Seoul' } },
          { toolName: 'calculate', input: { expression: DEMO_EXPRESSION.expression } },
        ]),
      );
      expect(steps.map((step) => step.finishReason)).toEqual(['tool-calls', 'stop']);
      const [first, second] = server.requests;
      // The tools went natively; no tool prompt was added.
      expect(
        ((first?.tools ?? []) as Array<{ function: { name: string } }>).map((t) => t.function.name),
      ).toEqual(['get_weather', 'calculate', 'write_file']);
      expect(roles(first)).toEqual(['user']);
      // The history stays native: both calls as tool_calls, their results as tool messages.
      expect(roles(second)).toEqual(['user', 'assistant', 'tool', 'tool']);
      const assistant = second?.messages[1] as { tool_calls?: unknown[] };
      expect(assistant.tool_calls).toHaveLength(2);
    },
  );

  it.each(modes)(
    'should run a call that came both as text and natively once (%s)',
    async (mode) => {
      const { model } = await replayModel(sdk, { preset: 'hermes', script: hybridTwiceScript() });
      const runs: ToolRun[] = [];
      const settings = {
        model,
        tools: recordingTools(sdk, runs),
        stopWhen: sdk.isStepCount(4),
        prompt: 'Weather in Seoul?',
        providerOptions: hybrid,
      };
      if (mode === 'generate') await sdk.generateText(settings);
      else await sdk.streamText(settings).steps;
      expect(runs).toEqual([{ toolName: 'get_weather', input: { city: 'Seoul' } }]);
    },
  );
});
