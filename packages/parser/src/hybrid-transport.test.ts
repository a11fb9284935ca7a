import { describe, expect, it } from 'vitest';
import { hermesPreset } from './presets/named-presets';
import { promptText } from './test-utils/feedback-scenarios';
import type { Turn } from './test-utils/scripted-model';
import { promptOf } from './test-utils/scripted-turns';
import { runSteps, SDKS, type SdkAdapter } from './test-utils/sdk-adapter';

type Mode = 'generate' | 'stream';
const modes: Mode[] = ['generate', 'stream'];

const seoul = '<tool_call>\n{"name": "get_weather", "arguments": {"city": "Seoul"}}\n</tool_call>';
const nativeTime = { toolCallId: 'native-1', toolName: 'get_time', input: '{"zone":"UTC"}' };
const nativeSeoul = {
  toolCallId: 'native-2',
  toolName: 'get_weather',
  input: '{ "city": "Seoul" }',
};

function setupOn(sdk: SdkAdapter, turns: Array<Turn | string>, perCall = false) {
  const base = sdk.scripted(turns);
  const middleware = sdk.toolMiddleware(
    perCall ? hermesPreset : { ...hermesPreset, transport: 'hybrid' },
  );
  return { base, model: sdk.wrapLanguageModel({ model: base.model, middleware }) };
}

describe.each(SDKS)("transport: 'hybrid' ($name)", (sdk) => {
  const setup = (turns: Array<Turn | string>, perCall = false) => setupOn(sdk, turns, perCall);
  const run = (mode: Mode, settings: Parameters<typeof runSteps>[2]) =>
    runSteps(sdk, mode, settings);

  it.each(modes)(
    'should run a call written as text and a native call, each once, with the tools sent natively (%s)',
    async (mode) => {
      const { base, model } = setup([
        { chunks: ['Checking.\n', seoul], native: [nativeTime] },
        'Sunny at noon.',
      ]);
      const { tools, executed } = sdk.weatherTools();
      const steps = await run(mode, {
        model,
        tools,
        stopWhen: sdk.isStepCount(4),
        prompt: 'Seoul?',
      });

      expect(executed).toHaveLength(2);
      expect(executed).toEqual(
        expect.arrayContaining([
          { tool: 'get_weather', input: { city: 'Seoul' } },
          { tool: 'get_time', input: { zone: 'UTC' } },
        ]),
      );
      expect(steps.map((step) => step.finishReason)).toEqual(['tool-calls', 'stop']);
      expect(steps[0]?.text).toBe('Checking.\n');

      const calls = mode === 'generate' ? base.doGenerateCalls : base.doStreamCalls;
      const first = calls[0];
      expect(first?.tools?.map((tool) => tool.name)).toEqual(['get_weather', 'get_time']);
      expect(first?.toolChoice).toEqual({ type: 'auto' });
      // No tool prompt: the prompt is the user's own.
      expect(first?.prompt).toEqual([
        { role: 'user', content: [{ type: 'text', text: 'Seoul?' }] },
      ]);
      // The history stays native: both calls as tool-call parts, their results in a tool message.
      const second = promptOf(calls, 1);
      const assistant = second.find((message) => message.role === 'assistant');
      const parts = assistant?.role === 'assistant' ? assistant.content : [];
      expect(parts.filter((part) => part.type === 'tool-call')).toHaveLength(2);
      expect(second.map((message) => message.role)).toEqual(['user', 'assistant', 'tool']);
    },
  );

  it.each(modes)(
    'should run a call that came both as text and natively once (%s)',
    async (mode) => {
      const { model } = setup([
        { chunks: ['Checking.\n', seoul.slice(0, 9), seoul.slice(9)], native: [nativeSeoul] },
        'Sunny.',
      ]);
      const { tools, executed } = sdk.weatherTools();
      const steps = await run(mode, {
        model,
        tools,
        stopWhen: sdk.isStepCount(4),
        prompt: 'Seoul?',
      });
      expect(executed).toEqual([{ tool: 'get_weather', input: { city: 'Seoul' } }]);
      expect(steps[0]?.toolCalls).toHaveLength(1);
      expect(steps.map((step) => step.finishReason)).toEqual(['tool-calls', 'stop']);
    },
  );

  it.each(modes)('should be chosen per call through providerOptions (%s)', async (mode) => {
    const { base, model } = setup([{ chunks: ['Checking.\n', seoul] }, 'Sunny.'], true);
    const { tools, executed } = sdk.weatherTools();
    await run(mode, {
      model,
      tools,
      stopWhen: sdk.isStepCount(4),
      prompt: 'Seoul?',
      providerOptions: { toolCallMiddleware: { transport: 'hybrid' } },
    });
    const calls = mode === 'generate' ? base.doGenerateCalls : base.doStreamCalls;
    expect(calls[0]?.tools).toHaveLength(2);
    expect(executed).toEqual([{ tool: 'get_weather', input: { city: 'Seoul' } }]);
  });

  it.each(modes)(
    'should feed back a botched text call as text, keeping native calls native (%s)',
    async (mode) => {
      const botched =
        '<tool_call>\n{"name": "get_weather", "arguments": {"city": Busan" }\n</tool_call>';
      const { base, model } = setup([
        { chunks: ['Checking.\n', botched], native: [nativeTime] },
        { chunks: [seoul] },
        'Done.',
      ]);
      const { tools, executed } = sdk.weatherTools();
      const steps = await run(mode, {
        model,
        tools,
        stopWhen: sdk.isStepCount(5),
        prompt: 'Busan?',
      });
      expect(executed).toEqual([
        { tool: 'get_time', input: { zone: 'UTC' } },
        { tool: 'get_weather', input: { city: 'Seoul' } },
      ]);
      expect(steps).toHaveLength(3);
      const calls = mode === 'generate' ? base.doGenerateCalls : base.doStreamCalls;
      const second = promptOf(calls, 1);
      // The native call and its result stay native; the botched one is text, its error a user turn.
      expect(second.map((message) => message.role)).toEqual(['user', 'assistant', 'tool', 'user']);
      expect(promptText(second, 'assistant')).toContain(botched);
      expect(promptText(second, 'user')).toContain('not valid JSON');
      const tool = second[2];
      expect(tool?.role === 'tool' && tool.content.map((p) => p.type)).toEqual(['tool-result']);
    },
  );
});
