import { fencedJsonProtocol, jsonMixProtocol } from '@tool/protocols';
import { generateText, isStepCount, wrapLanguageModel } from 'ai';
import { describe, expect, it } from 'vitest';
import { scriptedModel } from '../test-utils/scripted-model';
import { weatherTools } from '../test-utils/weather-tools';
import { ToolMiddlewareError } from '../tool-middleware-error';
import { presetDefinitions } from './preset-definitions';
import { presetOptionsForModel } from './preset-options-for-model';
import { toolMiddlewareFor } from './tool-middleware-for';

/** The system text a middleware puts in front of a model for the weather tools. */
async function promptWith(middleware: ReturnType<typeof toolMiddlewareFor>) {
  const base = scriptedModel(['Hello.']);
  const { tools } = weatherTools();
  await generateText({
    model: wrapLanguageModel({ model: base, middleware }),
    tools,
    prompt: 'Hi',
  });
  return JSON.stringify(base.doGenerateCalls[0]?.prompt);
}

describe('presetOptionsForModel', () => {
  it.each([
    ['Qwen/Qwen3-Coder-480B-A35B-Instruct', 'qwen3-coder'],
    ['llama3.2:3b', 'pythonic'],
    ['google/gemma-3-27b-it', 'gemma'],
    ['gpt-4o', 'hermes'],
  ] as const)('should give %s the options of the %s preset', (id, preset) => {
    expect(presetOptionsForModel(id)).toEqual(presetDefinitions[preset]);
  });

  it('should use defaultPreset for an id it does not know, and only then', () => {
    expect(presetOptionsForModel('my-fine-tune', { defaultPreset: 'xml' })).toEqual(
      presetDefinitions.xml,
    );
    expect(presetOptionsForModel('zai-org/GLM-4.6', { defaultPreset: 'xml' })).toEqual(
      presetDefinitions.glm,
    );
  });

  it('should apply the options given over the preset, skipping undefined ones', () => {
    const fallbackProtocols = [jsonMixProtocol()];
    const onError = () => {};
    const options = presetOptionsForModel('google/gemma-3-27b-it', {
      fallbackProtocols,
      onError,
      placement: undefined,
    });
    expect(options).toEqual({ ...presetDefinitions.gemma, fallbackProtocols, onError });
    expect(options.placement).toBe('first-user');
  });

  it.each([
    [{ defaultPreset: 'llama' as never }, /defaultPreset must be one of hermes, gemma, xml/],
    [{ defaultPreset: '__proto__' as never }, /defaultPreset must be one of/],
  ])('should refuse %j', (options, message) => {
    expect(() => presetOptionsForModel('x', options)).toThrow(message);
  });

  it('should refuse a model id that is not a string', () => {
    const run = () => presetOptionsForModel(undefined as unknown as string);
    expect(run).toThrow(/needs the model id as a string/);
    expect(run).toThrow(ToolMiddlewareError);
  });
});

describe('toolMiddlewareFor', () => {
  it.each([
    ['qwen3-coder:30b', '<function=', '<tool_call>\\n{\\"name\\"'],
    ['meta-llama/Llama-3.1-8B-Instruct', '\\"parameters\\"', '<tool_call>'],
    ['unknown/model', '<tool_call>', '<function='],
  ])('should prompt %s in its own format', async (id, present, absent) => {
    const prompt = await promptWith(toolMiddlewareFor(id));
    expect(prompt).toContain(present);
    expect(prompt).not.toContain(absent);
  });

  it('should be an AI SDK 7 middleware', () => {
    expect(toolMiddlewareFor('openai/gpt-oss-20b').specificationVersion).toBe('v4');
  });

  it('should read the fallback formats given in its options', async () => {
    const text = '```json\n{"name": "get_weather", "arguments": {"city": "Seoul"}}\n```';
    const { tools, executed } = weatherTools();
    const middleware = toolMiddlewareFor('qwen/qwen3-coder', {
      fallbackProtocols: [fencedJsonProtocol()],
    });
    await generateText({
      model: wrapLanguageModel({ model: scriptedModel([text, 'Sunny.']), middleware }),
      tools,
      stopWhen: isStepCount(3),
      prompt: 'Weather in Seoul?',
    });
    expect(executed).toEqual([{ tool: 'get_weather', input: { city: 'Seoul' } }]);
  });
});
