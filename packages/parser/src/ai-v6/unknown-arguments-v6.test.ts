import {
  generateText,
  jsonSchema,
  type StepResult,
  stepCountIs,
  streamText,
  type ToolSet,
  tool,
  wrapLanguageModel,
} from 'ai-v6';
import { describe, expect, it } from 'vitest';
import type { ToolMiddlewareOptions } from '../options/middleware-options';
import { presetDefinitions } from '../presets/preset-definitions';
import { promptText } from '../test-utils/feedback-scenarios';
import { promptOf } from '../test-utils/scripted-turns';
import {
  UNKNOWN_ARGUMENT_CALL,
  UNKNOWN_ARGUMENT_RETRY,
  type UnknownArgumentsMode,
  unknownArgumentTurns,
  weatherInputSchema,
} from '../test-utils/unknown-argument-turns';
import { createToolMiddleware } from './create-tool-middleware';
import { asAiV6Middleware } from './test-utils/as-ai-v6-middleware';
import { scriptedModelV3 } from './test-utils/scripted-model-v3';

// Issue 32, item 3: unknownArguments at creation and per call, through AI SDK 6's agent loop, through the V3 adapter.

function setup(mode: UnknownArgumentsMode, extra: Partial<ToolMiddlewareOptions> = {}) {
  const base = scriptedModelV3(unknownArgumentTurns(mode));
  const codes: string[] = [];
  const middleware = createToolMiddleware({
    ...presetDefinitions.xml,
    onError: (_message, metadata) => codes.push(metadata.code),
    ...extra,
  });
  const executed: unknown[] = [];
  // A JSON-schema tool: the AI SDK passes its input on as parsed, so what runs is what was parsed.
  const tools: ToolSet = {
    get_weather: tool({
      inputSchema: jsonSchema<Record<string, unknown>>(weatherInputSchema),
      execute: async (input) => {
        executed.push(input);
        return 'sunny';
      },
    }),
  };
  return {
    base,
    model: wrapLanguageModel({ model: base, middleware: asAiV6Middleware(middleware) }),
    codes,
    tools,
    executed,
  };
}

async function run(
  mode: UnknownArgumentsMode,
  settings: Parameters<typeof generateText<ToolSet>>[0],
): Promise<StepResult<ToolSet>[]> {
  return mode === 'generate'
    ? (await generateText(settings)).steps
    : await streamText(settings as Parameters<typeof streamText<ToolSet>>[0]).steps;
}

const modes: UnknownArgumentsMode[] = ['generate', 'stream'];

describe('unknownArguments (AI SDK 6)', () => {
  it.each(modes)('should keep an undeclared argument by default (%s)', async (mode) => {
    const { model, codes, tools, executed } = setup(mode);
    await run(mode, { model, tools, stopWhen: stepCountIs(1), prompt: 'Paris?' });
    expect(executed).toEqual([{ city: 'Paris', mood: 'sunny' }]);
    expect(codes).toEqual([]);
  });

  it.each(modes)("should drop it with 'drop' given at creation (%s)", async (mode) => {
    const { model, codes, tools, executed } = setup(mode, { unknownArguments: 'drop' });
    await run(mode, { model, tools, stopWhen: stepCountIs(1), prompt: 'Paris?' });
    expect(executed).toEqual([{ city: 'Paris' }]);
    expect(codes).toEqual(['UNKNOWN_ARGUMENT']);
  });

  it.each(modes)("should take 'drop' per call over 'keep' at creation (%s)", async (mode) => {
    const { model, codes, tools, executed } = setup(mode, { unknownArguments: 'keep' });
    await run(mode, {
      model,
      tools,
      stopWhen: stepCountIs(1),
      prompt: 'Paris?',
      providerOptions: { toolCallMiddleware: { unknownArguments: 'drop' } },
    });
    expect(executed).toEqual([{ city: 'Paris' }]);
    expect(codes).toEqual(['UNKNOWN_ARGUMENT']);
  });

  it.each(modes)(
    "should send the call back with 'botched', so the model retries (%s)",
    async (mode) => {
      const { base, model, codes, tools, executed } = setup(mode, { unknownArguments: 'botched' });
      const steps = await run(mode, { model, tools, stopWhen: stepCountIs(5), prompt: 'Paris?' });
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

  it('should reject an unknown policy at creation and per call', async () => {
    expect(() =>
      createToolMiddleware({
        ...presetDefinitions.xml,
        unknownArguments: 'ignore' as ToolMiddlewareOptions['unknownArguments'],
      }),
    ).toThrow(/unknownArguments must be 'keep' or 'drop' or 'botched', got "ignore"/);
    const { model, tools } = setup('generate');
    await expect(
      generateText({
        model,
        tools,
        prompt: 'Paris?',
        providerOptions: { toolCallMiddleware: { unknownArguments: 'strip' } },
      }),
    ).rejects.toThrow(/unknownArguments must be/);
  });
});
