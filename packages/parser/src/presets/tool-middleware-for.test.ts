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
    ['llama3.2:3b', 'llama3-json'],
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
    ['deepseek-ai/DeepSeek-R1-Distill-Qwen-32B', 'deepseek', true],
    ['Qwen/Qwen3-235B-A22B-Thinking-2507', 'hermes', true],
    ['deepseek-reasoner', 'deepseek', true],
    ['MiniMaxAI/MiniMax-M2', 'minimax', false],
    ['Qwen/Qwen3-8B', 'hermes', false],
    ['zai-org/GLM-4.6', 'glm', false],
    ['ServiceNow-AI/Apriel-1.6-15b-Thinker', 'apriel', true],
    ['CohereLabs/c4ai-command-a-03-2025', 'cohere', false],
    ['LiquidAI/LFM2-8B-A1B', 'lfm2', false],
  ] as const)('should give %s the %s preset, starting in reasoning: %s', (id, preset, inside) => {
    const options = presetOptionsForModel(id);
    expect(options.protocol).toBe(presetDefinitions[preset].protocol);
    expect(options.reasoning).toEqual(inside ? { startInReasoning: true } : undefined);
  });

  it('should merge the reasoning options given over the model’s, key by key', () => {
    expect(
      presetOptionsForModel('deepseek-r1:8b', { reasoning: { toolCalls: 'parse' } }).reasoning,
    ).toEqual({ startInReasoning: true, toolCalls: 'parse' });
    expect(presetOptionsForModel('deepseek-r1:8b', { reasoning: false }).reasoning).toBe(false);
    expect(
      presetOptionsForModel('qwen3:8b', { reasoning: { startInReasoning: true } }).reasoning,
    ).toEqual({ startInReasoning: true });
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

  it('should read an output that begins inside the thinking of DeepSeek R1', async () => {
    const call = '```json\n{"name": "get_weather", "arguments": {"city": "Porto"}}\n```';
    const output = `Maybe ${call}? No: Lisbon.\n</think>\n\n<｜tool▁calls▁begin｜><｜tool▁call▁begin｜>function<｜tool▁sep｜>get_weather\n\`\`\`json\n{"city": "Lisbon"}\n\`\`\`<｜tool▁call▁end｜><｜tool▁calls▁end｜>`;
    const { tools, executed } = weatherTools();
    const result = await generateText({
      model: wrapLanguageModel({
        model: scriptedModel([output, 'Done.\n</think>\n\nSunny.']),
        middleware: toolMiddlewareFor('deepseek-ai/DeepSeek-R1'),
      }),
      tools,
      stopWhen: isStepCount(3),
      prompt: 'Weather in Lisbon?',
    });
    expect(executed).toEqual([{ tool: 'get_weather', input: { city: 'Lisbon' } }]);
    expect(result.steps[0]?.reasoningText).toBe(`Maybe ${call}? No: Lisbon.`);
    expect(result.steps[0]?.text).toBe('');
    expect(result.text).toBe('Sunny.');
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
