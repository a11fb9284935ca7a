import type { ToolSet } from 'ai';
import { describe, expect, it } from 'vitest';
import type { ToolMiddlewareOptions } from './options/middleware-options';
import { presetDefinitions } from './presets/preset-definitions';
import { promptText } from './test-utils/feedback-scenarios';
import { promptOf } from './test-utils/scripted-turns';
import { runSteps, SDK_MODES, SDKS, type SdkAdapter } from './test-utils/sdk-adapter';
import {
  UNKNOWN_ARGUMENT_CALL,
  UNKNOWN_ARGUMENT_RETRY,
  type UnknownArgumentsMode,
  unknownArgumentTurns,
  weatherInputSchema,
} from './test-utils/unknown-argument-turns';

// Issue 32, item 3: unknownArguments at creation and per call, through the agent loop of AI SDK
// 7 and 6.

function setup(
  sdk: SdkAdapter,
  mode: UnknownArgumentsMode,
  extra: Partial<ToolMiddlewareOptions> = {},
) {
  const base = sdk.scripted(unknownArgumentTurns(mode));
  const codes: string[] = [];
  const middleware = sdk.toolMiddleware({
    ...presetDefinitions.xml,
    onError: (_message, metadata) => codes.push(metadata.code),
    ...extra,
  });
  const executed: unknown[] = [];
  // A JSON-schema tool: the AI SDK passes its input on as parsed, so what runs is what was parsed.
  const tools: ToolSet = {
    get_weather: sdk.tool({
      inputSchema: sdk.jsonSchema<Record<string, unknown>>(weatherInputSchema),
      execute: async (input) => {
        executed.push(input);
        return 'sunny';
      },
    }),
  };
  const model = sdk.wrapLanguageModel({ model: base.model, middleware });
  return { base, model, codes, tools, executed };
}

describe('unknownArguments', () => {
  it.each(SDK_MODES)(
    'should keep an undeclared argument by default ($name)',
    async ({ sdk, mode }) => {
      const { model, codes, tools, executed } = setup(sdk, mode);
      await runSteps(sdk, mode, { model, tools, stopWhen: sdk.isStepCount(1), prompt: 'Paris?' });
      expect(executed).toEqual([{ city: 'Paris', mood: 'sunny' }]);
      expect(codes).toEqual([]);
    },
  );

  it.each(SDK_MODES)(
    "should drop it with 'drop' given at creation ($name)",
    async ({ sdk, mode }) => {
      const { model, codes, tools, executed } = setup(sdk, mode, { unknownArguments: 'drop' });
      await runSteps(sdk, mode, { model, tools, stopWhen: sdk.isStepCount(1), prompt: 'Paris?' });
      expect(executed).toEqual([{ city: 'Paris' }]);
      expect(codes).toEqual(['UNKNOWN_ARGUMENT']);
    },
  );

  it.each(SDK_MODES)(
    "should take 'drop' per call over 'keep' at creation ($name)",
    async ({ sdk, mode }) => {
      const { model, codes, tools, executed } = setup(sdk, mode, { unknownArguments: 'keep' });
      await runSteps(sdk, mode, {
        model,
        tools,
        stopWhen: sdk.isStepCount(1),
        prompt: 'Paris?',
        providerOptions: { toolCallMiddleware: { unknownArguments: 'drop' } },
      });
      expect(executed).toEqual([{ city: 'Paris' }]);
      expect(codes).toEqual(['UNKNOWN_ARGUMENT']);
    },
  );

  it.each(SDK_MODES)(
    "should send the call back with 'botched', so the model retries ($name)",
    async ({ sdk, mode }) => {
      const { base, model, codes, tools, executed } = setup(sdk, mode, {
        unknownArguments: 'botched',
      });
      const steps = await runSteps(sdk, mode, {
        model,
        tools,
        stopWhen: sdk.isStepCount(5),
        prompt: 'Paris?',
      });
      expect(executed).toEqual([{ city: 'Paris' }]);
      expect(codes).toEqual(['UNKNOWN_ARGUMENT']);
      expect(steps[0]?.toolCalls[0]).toMatchObject({ invalid: true });
      const calls = mode === 'generate' ? base.doGenerateCalls : base.doStreamCalls;
      const second = promptOf(calls, 1);
      expect(promptText(second, 'assistant')).toContain(UNKNOWN_ARGUMENT_CALL);
      expect(promptText(second, 'user')).toContain('"mood", which its schema does not declare');
      expect(UNKNOWN_ARGUMENT_RETRY).not.toContain('mood');
    },
  );

  it.each(SDKS)('should reject an unknown policy at creation and per call ($name)', async (sdk) => {
    expect(() =>
      sdk.toolMiddleware({
        ...presetDefinitions.xml,
        unknownArguments: 'ignore' as ToolMiddlewareOptions['unknownArguments'],
      }),
    ).toThrow(/unknownArguments must be 'keep' or 'drop' or 'botched', got "ignore"/);
    const { model, tools } = setup(sdk, 'generate');
    await expect(
      sdk.generateText({
        model,
        tools,
        prompt: 'Paris?',
        providerOptions: { toolCallMiddleware: { unknownArguments: 'strip' } },
      }),
    ).rejects.toThrow(/unknownArguments must be/);
  });
});
