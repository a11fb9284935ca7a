import { describe, expect, it } from 'vitest';
import {
  DEMO_PROMPT,
  demoScript,
  formatCall,
  toolChoiceScript,
} from '../../../test-server/src/index';
import { TOOL_CHOICE_ARGUMENTS } from '../e2e-shared/scenarios';
import {
  MARKERS,
  recordingTools,
  replayModel,
  roles,
  SDK_PRESETS,
  type ToolRun,
  textsOf,
} from './replay-harness';

describe.each(SDK_PRESETS)('tool choice with the $preset preset ($name)', ({ sdk, preset }) => {
  it.each(['generate', 'stream'] as const)(
    "should force a call with 'required' through a json_schema response format (%s)",
    async (mode) => {
      const { model, server } = await replayModel(sdk, {
        preset,
        script: toolChoiceScript({ arguments: TOOL_CHOICE_ARGUMENTS, text: 'Seoul is sunny.' }),
        supportsStructuredOutputs: true,
      });
      const runs: ToolRun[] = [];
      const settings = {
        model,
        tools: recordingTools(sdk, runs),
        stopWhen: sdk.isStepCount(2),
        // Forced in the first step only, so the second step may answer in words.
        prepareStep: ({ stepNumber }: { stepNumber: number }) => ({
          toolChoice: stepNumber === 0 ? ('required' as const) : ('none' as const),
        }),
        prompt: 'How is the weather in Seoul?',
      };
      const result =
        mode === 'generate'
          ? await sdk.generateText(settings)
          : await (async () => {
              const streamed = sdk.streamText(settings);
              return { steps: await streamed.steps, text: await streamed.text };
            })();
      expect(runs).toEqual([{ toolName: 'get_weather', input: { city: 'Seoul' } }]);
      expect(result.steps.map((step) => step.finishReason)).toEqual(['tool-calls', 'stop']);
      expect(result.text).toBe('Seoul is sunny.');

      const [forced, free] = server.requests;
      expect(forced).not.toHaveProperty('tools');
      expect(forced?.response_format).toMatchObject({
        type: 'json_schema',
        json_schema: { name: 'tool_call', schema: { anyOf: expect.any(Array) } },
      });
      expect(free).not.toHaveProperty('response_format');
    },
  );

  it.each(['generate', 'stream'] as const)(
    "should force the named tool with { type: 'tool' } (%s)",
    async (mode) => {
      const { model, server } = await replayModel(sdk, {
        preset,
        script: toolChoiceScript({ arguments: TOOL_CHOICE_ARGUMENTS }),
        supportsStructuredOutputs: true,
      });
      const runs: ToolRun[] = [];
      const settings = {
        model,
        tools: recordingTools(sdk, runs),
        toolChoice: { type: 'tool' as const, toolName: 'calculate' as const },
        prompt: 'What is 2 to the power of 10?',
      };
      const result =
        mode === 'generate'
          ? await sdk.generateText(settings)
          : await (async () => {
              const streamed = sdk.streamText(settings);
              return {
                finishReason: await streamed.finishReason,
                toolCalls: await streamed.toolCalls,
              };
            })();
      expect(runs).toEqual([{ toolName: 'calculate', input: TOOL_CHOICE_ARGUMENTS.calculate }]);
      expect(result.finishReason).toBe('tool-calls');
      expect(result.toolCalls.map((call) => call.toolName)).toEqual(['calculate']);
      const format = server.requests[0]?.response_format;
      expect(format).toMatchObject({
        type: 'json_schema',
        json_schema: {
          name: 'tool_call',
          schema: { properties: { name: { const: 'calculate' } } },
        },
      });
      expect(JSON.stringify(format)).not.toContain('get_weather');
    },
  );

  it('should ask for json_object without structured outputs and still call the tool', async () => {
    const { model, server } = await replayModel(sdk, {
      preset,
      script: toolChoiceScript({ arguments: TOOL_CHOICE_ARGUMENTS }),
    });
    const runs: ToolRun[] = [];
    const result = await sdk.generateText({
      model,
      tools: recordingTools(sdk, runs),
      toolChoice: { type: 'tool', toolName: 'get_weather' },
      prompt: 'Weather in Seoul?',
    });
    expect(server.requests[0]?.response_format).toEqual({ type: 'json_object' });
    expect(runs).toEqual([{ toolName: 'get_weather', input: { city: 'Seoul' } }]);
    expect(result.finishReason).toBe('tool-calls');
  });

  it.each(['generate', 'stream'] as const)(
    "should send no tool prompt with 'none' and keep a call-looking answer as text (%s)",
    async (mode) => {
      const callText = formatCall(preset, 'get_weather', { city: 'Seoul' });
      const { model, server } = await replayModel(sdk, {
        preset,
        script: [`I would call:\n${callText}`],
      });
      const runs: ToolRun[] = [];
      const settings = {
        model,
        tools: recordingTools(sdk, runs),
        toolChoice: 'none' as const,
        prompt: DEMO_PROMPT,
      };
      const result =
        mode === 'generate'
          ? await sdk.generateText(settings)
          : await (async () => {
              const streamed = sdk.streamText(settings);
              return {
                text: await streamed.text,
                toolCalls: await streamed.toolCalls,
                finishReason: await streamed.finishReason,
              };
            })();
      expect(result.text).toBe(`I would call:\n${callText}`);
      expect(result.toolCalls).toEqual([]);
      expect(result.finishReason).toBe('stop');
      expect(runs).toEqual([]);
      const [request] = server.requests;
      expect(roles(request)).toEqual(['user']);
      expect(textsOf(request, 'user')).toEqual([DEMO_PROMPT]);
      expect(request).not.toHaveProperty('tools');
      expect(request).not.toHaveProperty('response_format');
    },
  );

  it("should still rewrite the history with 'none' after tool rounds", async () => {
    const { model, server } = await replayModel(sdk, { preset, script: demoScript(preset) });
    const runs: ToolRun[] = [];
    await sdk.generateText({
      model,
      tools: recordingTools(sdk, runs),
      stopWhen: sdk.isStepCount(2),
      prepareStep: ({ stepNumber }) => (stepNumber === 0 ? {} : { toolChoice: 'none' }),
      prompt: DEMO_PROMPT,
    });
    const second = server.requests[1];
    expect(roles(second).filter((role) => role === 'tool')).toEqual([]);
    expect(textsOf(second, 'assistant')[0]).toContain(MARKERS[preset].call);
    expect(textsOf(second, 'user').at(-1)).toContain(MARKERS[preset].response);
    // No tool instructions for the 'none' step.
    expect(textsOf(second, 'system')).toEqual([]);
  });
});
