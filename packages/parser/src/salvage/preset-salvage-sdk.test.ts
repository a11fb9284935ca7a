import { describe, expect, it } from 'vitest';
import { presetDefinitions } from '../presets/preset-definitions';
import { runSteps, SDK_MODES } from '../test-utils/sdk-adapter';

// Issue 32, item 4, through the agent loop of AI SDK 7 and 6: a neighbour's shape leaked into a
// preset's answer runs as a call by default, while prose mentioning the shapes stays text.

const LEAKS = [
  {
    preset: 'hermes',
    output:
      'Checking.\n<tool_call>\n<function=get_weather>\n<parameter=city>\nParis\n</parameter>\n</function>\n</tool_call>',
  },
  {
    preset: 'mistral',
    output:
      'Checking.\n<tool_call>\n{"name": "get_weather", "arguments": {"city": "Paris"}}\n</tool_call>',
  },
  {
    preset: 'xml',
    output:
      'Checking.\n<tool_call>\n{"name": "get_weather", "arguments": {"city": "Paris"}}\n</tool_call>',
  },
  {
    preset: 'qwen3-coder',
    output: 'Checking.\n<tool_call>\nname: get_weather\narguments:\n  city: Paris\n</tool_call>',
  },
  {
    preset: 'deepseek',
    output:
      'Checking.\n<tool_call>{"function": "get_weather", "args": {"city": "Paris"}}</tool_call>',
  },
  // Two of issue 27's formats, whose presets read the neighbours too.
  {
    preset: 'xlam',
    output:
      'Checking.\n<tool_call>\n{"name": "get_weather", "arguments": {"city": "Paris"}}\n</tool_call>',
  },
  {
    preset: 'minicpm5',
    output: 'Checking.\n<function=get_weather>\n<parameter=city>\nParis\n</parameter>\n</function>',
  },
] as const;

describe.each(SDK_MODES)('default salvage ($name)', ({ sdk, mode }) => {
  it.each(LEAKS)(
    'should run a leaked call under the $preset preset',
    async ({ preset, output }) => {
      const model = sdk.wrapLanguageModel({
        model: sdk.scripted([output, 'Done.']).model,
        middleware: sdk.toolMiddleware(presetDefinitions[preset]),
      });
      const { tools, executed } = sdk.weatherTools();
      await runSteps(sdk, mode, { model, tools, stopWhen: sdk.isStepCount(2), prompt: 'Paris?' });
      expect(executed).toEqual([{ tool: 'get_weather', input: { city: 'Paris' } }]);
    },
  );

  it('should keep a tutorial that shows another tool in a fence as text', async () => {
    const tutorial =
      'Qwen3-Coder writes:\n```xml\n<tool_call>\n<function=send_email>\n<parameter=to>\nops@example.com\n</parameter>\n</function>\n</tool_call>\n```';
    const model = sdk.wrapLanguageModel({
      model: sdk.scripted([tutorial]).model,
      middleware: sdk.toolMiddleware(presetDefinitions.hermes),
    });
    const { tools, executed } = sdk.weatherTools();
    const [step] = await runSteps(sdk, mode, {
      model,
      tools,
      stopWhen: sdk.isStepCount(1),
      prompt: 'How does Qwen3-Coder call tools?',
    });
    expect(executed).toEqual([]);
    expect(step?.text).toBe(tutorial);
  });
});
