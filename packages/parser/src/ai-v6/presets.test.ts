import type { LanguageModelV4CallOptions, LanguageModelV4Middleware } from '@ai-sdk/provider';
import type { LanguageModelV3CallOptions } from '@ai-sdk/provider-v3';
import { MockLanguageModelV4 } from 'ai/test';
import { generateText, stepCountIs, streamText, wrapLanguageModel } from 'ai-v6';
import { MockLanguageModelV3 } from 'ai-v6/test';
import { describe, expect, it } from 'vitest';
import * as v7 from '../index';
import { type PresetName, presetDefinitions, presetNames } from '../presets/preset-definitions';
import { functionTools } from '../test-utils/call-params';
import { scriptedModelV3 } from '../test-utils/scripted-model-v3';
import * as presets from './named-middlewares';
import { asAiV6Middleware } from './test-utils/as-ai-v6-middleware';
import { weatherToolsV6 } from './test-utils/weather-tools-v6';

/** `qwen3-coder` → `qwen3CoderToolMiddleware`, the export name of a preset in both entries. */
const exportName = (name: PresetName) =>
  `${name.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase())}ToolMiddleware`;

const params = {
  prompt: [
    { role: 'system', content: 'Be brief.' },
    { role: 'user', content: [{ type: 'text', text: 'Weather in Seoul?' }] },
    {
      role: 'assistant',
      content: [
        { type: 'tool-call', toolCallId: 'c1', toolName: 'get_weather', input: { city: 'Busan' } },
      ],
    },
    {
      role: 'tool',
      content: [
        {
          type: 'tool-result',
          toolCallId: 'c1',
          toolName: 'get_weather',
          output: { type: 'json', value: { weather: 'rain' } },
        },
      ],
    },
  ],
  tools: functionTools.slice(0, 1),
  toolChoice: { type: 'auto' },
} as const;

describe('AI SDK 6 presets', () => {
  it('should have one V3 middleware per preset definition and no other', () => {
    expect(Object.keys(presets).sort()).toEqual(presetNames.map(exportName).sort());
    for (const middleware of Object.values(presets)) {
      expect(middleware.specificationVersion).toBe('v3');
    }
  });

  describe.each(presetNames)('the %s preset', (name) => {
    const v3 = (presets as Record<string, (typeof presets)['hermesToolMiddleware']>)[
      exportName(name)
    ] as (typeof presets)['hermesToolMiddleware'];
    const v4 = (v7 as unknown as Record<string, LanguageModelV4Middleware>)[exportName(name)];

    it('should prepare the same prompt as its AI SDK 7 counterpart', async () => {
      const sentV3 = await v3.transformParams?.({
        type: 'stream',
        params: structuredClone(params) as unknown as LanguageModelV3CallOptions,
        model: new MockLanguageModelV3(),
      });
      const sentV4 = await v4?.transformParams?.({
        type: 'stream',
        params: structuredClone(params) as unknown as LanguageModelV4CallOptions,
        model: new MockLanguageModelV4(),
      });
      expect(sentV4).toBeDefined();
      expect(sentV3).toEqual(sentV4);
    });

    it.each(['generate', 'stream'] as const)(
      'should run a call written in its format with ai@6 (%s)',
      async (mode) => {
        const written = presetDefinitions[name].protocol.formatToolCall({
          // Kimi K2 writes the id into the call, in its own `functions.NAME:IDX` form.
          toolCallId: 'functions.get_weather:0',
          toolName: 'get_weather',
          input: { city: 'Seoul', days: 2 },
        });
        const base = scriptedModelV3([`Let me look.\n${written}`, 'Sunny.']);
        const { tools, executed } = weatherToolsV6();
        const model = wrapLanguageModel({ model: base, middleware: asAiV6Middleware(v3) });
        const settings = { model, tools, stopWhen: stepCountIs(3), prompt: 'Weather?' };
        const steps =
          mode === 'generate'
            ? (await generateText(settings)).steps
            : await streamText(settings).steps;
        expect(executed).toEqual([{ tool: 'get_weather', input: { city: 'Seoul', days: 2 } }]);
        expect(steps.map((step) => step.finishReason)).toEqual(['tool-calls', 'stop']);
        expect(steps.at(-1)?.text).toBe('Sunny.');
      },
    );
  });
});
