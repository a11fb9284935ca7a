import {
  generateText,
  type StepResult,
  stepCountIs,
  streamText,
  type ToolSet,
  wrapLanguageModel,
} from 'ai-v6';
import { describe, expect, it } from 'vitest';
import { hermesPreset } from '../presets/named-presets';
import { createToolMiddleware } from './create-tool-middleware';
import { asAiV6Middleware } from './test-utils/as-ai-v6-middleware';
import { scriptedModelV3, type TurnV3 } from './test-utils/scripted-model-v3';
import { weatherToolsV6 } from './test-utils/weather-tools-v6';

type Mode = 'generate' | 'stream';
const modes: Mode[] = ['generate', 'stream'];

const seoul = '<tool_call>\n{"name": "get_weather", "arguments": {"city": "Seoul"}}\n</tool_call>';
const nativeTime = { toolCallId: 'native-1', toolName: 'get_time', input: '{"zone":"UTC"}' };
const nativeSeoul = { toolCallId: 'native-2', toolName: 'get_weather', input: '{"city":"Seoul"}' };

function setup(turns: Array<TurnV3 | string>) {
  const base = scriptedModelV3(turns);
  const middleware = asAiV6Middleware(
    createToolMiddleware({ ...hermesPreset, transport: 'hybrid' }),
  );
  return { base, model: wrapLanguageModel({ model: base, middleware }) };
}

async function run(
  mode: Mode,
  settings: Parameters<typeof generateText<ToolSet>>[0],
): Promise<StepResult<ToolSet>[]> {
  return mode === 'generate'
    ? (await generateText(settings)).steps
    : await streamText(settings as Parameters<typeof streamText<ToolSet>>[0]).steps;
}

describe("transport: 'hybrid' (AI SDK 6)", () => {
  it.each(modes)(
    'should run a call written as text and a native call, each once, with the tools sent natively (%s)',
    async (mode) => {
      const { base, model } = setup([
        { chunks: ['Checking.\n', seoul], native: [nativeTime] },
        'Sunny at noon.',
      ]);
      const { tools, executed } = weatherToolsV6();
      const steps = await run(mode, { model, tools, stopWhen: stepCountIs(4), prompt: 'Seoul?' });
      expect(executed).toHaveLength(2);
      expect(executed).toEqual(
        expect.arrayContaining([
          { tool: 'get_weather', input: { city: 'Seoul' } },
          { tool: 'get_time', input: { zone: 'UTC' } },
        ]),
      );
      expect(steps.map((step) => step.finishReason)).toEqual(['tool-calls', 'stop']);
      const calls = mode === 'generate' ? base.doGenerateCalls : base.doStreamCalls;
      expect(calls[0]?.tools?.map((tool) => tool.name)).toEqual(['get_weather', 'get_time']);
      expect(calls[0]?.prompt).toHaveLength(1);
      expect(calls[1]?.prompt.map((message) => message.role)).toEqual([
        'user',
        'assistant',
        'tool',
      ]);
    },
  );

  it.each(modes)(
    'should run a call that came both as text and natively once (%s)',
    async (mode) => {
      const { model } = setup([
        { chunks: ['Checking.\n', seoul], native: [nativeSeoul] },
        'Sunny.',
      ]);
      const { tools, executed } = weatherToolsV6();
      await run(mode, { model, tools, stopWhen: stepCountIs(4), prompt: 'Seoul?' });
      expect(executed).toEqual([{ tool: 'get_weather', input: { city: 'Seoul' } }]);
    },
  );
});
