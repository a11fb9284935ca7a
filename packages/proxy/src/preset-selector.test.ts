import type { LanguageModelV4Content } from '@ai-sdk/provider';
import { presetDefinitions, ToolMiddlewareError } from '@tool/parser';
import { wrapLanguageModel } from 'ai';
import { MockLanguageModelV4 } from 'ai/test';
import { describe, expect, it } from 'vitest';
import { createPresetSelector, type PresetChoice } from './preset-selector';

const WEATHER = {
  type: 'function' as const,
  name: 'get_weather',
  inputSchema: { type: 'object' as const, properties: { city: { type: 'string' as const } } },
};

/** A DeepSeek call of get_weather, as the deepseek preset writes one. */
const deepseekCall = (city: string) =>
  presetDefinitions.deepseek.protocol.formatToolCall({
    toolCallId: 'x',
    toolName: 'get_weather',
    input: JSON.stringify({ city }),
  });

/** What the middleware a choice holds makes of `text` (a whole answer): reasoning, text, calls. */
async function read(choice: PresetChoice, text: string) {
  const model = wrapLanguageModel({
    model: new MockLanguageModelV4({
      doGenerate: {
        content: [{ type: 'text', text }],
        finishReason: { unified: 'stop', raw: 'stop' },
        usage: {
          inputTokens: { total: 1, noCache: 1, cacheRead: 0, cacheWrite: 0 },
          outputTokens: { total: 1, text: 1, reasoning: 0 },
        },
        warnings: [],
      },
    }),
    middleware: choice.middleware,
  });
  const { content } = await model.doGenerate({
    prompt: [{ role: 'user', content: [{ type: 'text', text: 'Weather?' }] }],
    tools: [WEATHER],
  });
  const of = (type: LanguageModelV4Content['type']) => content.filter((part) => part.type === type);
  return {
    reasoning: of('reasoning').map((part) => (part.type === 'reasoning' ? part.text : '')),
    text: of('text').map((part) => (part.type === 'text' ? part.text : '')),
    calls: of('tool-call').map((part) => (part.type === 'tool-call' ? part.input : '')),
  };
}

describe('createPresetSelector', () => {
  it('should pick the preset from the model id with auto, Hermes for ids it does not know', () => {
    const select = createPresetSelector('auto');
    expect(select('Qwen/Qwen3-Coder-30B-A3B-Instruct').preset).toBe('qwen3-coder');
    expect(select('llama3.2:3b').preset).toBe('llama3-json');
    expect(select('gemma3:27b').preset).toBe('gemma');
    expect(select('my-fine-tune').preset).toBe('hermes');
  });

  it('should share one middleware between model ids that need the same options', () => {
    const select = createPresetSelector('auto');
    expect(select('qwen3:8b').middleware).toBe(select('Qwen/Qwen3-32B').middleware);
    expect(select('qwen3:8b').middleware).not.toBe(select('gemma3:4b').middleware);
    expect(select('deepseek-r1:8b').middleware).toBe(
      select('deepseek-ai/DeepSeek-R1-Distill-Qwen-32B').middleware,
    );
  });

  it('should give two ids of one preset their own reasoning: R1 begins inside its thinking, V3 does not', async () => {
    const select = createPresetSelector('auto');
    // Made in this order, a middleware per preset would give V3 the R1 one.
    const r1 = select('deepseek-ai/DeepSeek-R1');
    const v3 = select('deepseek-ai/DeepSeek-V3');
    expect([r1.preset, v3.preset]).toEqual(['deepseek', 'deepseek']);
    expect(r1.middleware).not.toBe(v3.middleware);

    // R1's template opened <think> in the prompt: its output starts inside the thinking, and a
    // call rehearsed there is not a call.
    const r1Output = `Rome first? ${deepseekCall('Rome')} No, Paris.\n</think>\n\n${deepseekCall('Paris')}`;
    expect(await read(r1, r1Output)).toEqual({
      reasoning: [`Rome first? ${deepseekCall('Rome')} No, Paris.`],
      text: [],
      calls: ['{"city":"Paris"}'],
    });
    // V3 thinks not: its answer, text and call, is not reasoning.
    const v3Output = `Checking.\n${deepseekCall('Paris')}`;
    expect(await read(v3, v3Output)).toMatchObject({
      reasoning: [],
      calls: ['{"city":"Paris"}'],
    });
    // Through R1's middleware the same answer would be thinking that never ends: no call.
    expect(await read(r1, v3Output)).toMatchObject({ calls: [] });
  });

  it('should use the named preset whatever the model id, with the reasoning the id says', async () => {
    const select = createPresetSelector('xml');
    expect(select('qwen3-coder:30b')).toMatchObject({ preset: 'xml' });
    expect(select('gemma3:27b').middleware).toBe(select('anything').middleware);
    const thinking = select('Qwen/Qwen3-235B-A22B-Thinking-2507');
    expect(thinking.preset).toBe('xml');
    expect(thinking.middleware).not.toBe(select('anything').middleware);
    const call = presetDefinitions.xml.protocol.formatToolCall({
      toolCallId: 'x',
      toolName: 'get_weather',
      input: '{"city":"Oslo"}',
    });
    expect(await read(thinking, `Oslo.\n</think>\n\n${call}`)).toEqual({
      reasoning: ['Oslo.'],
      text: [],
      calls: ['{"city":"Oslo"}'],
    });
  });

  it('should apply the overrides to every middleware, reasoning merged over the id’s', async () => {
    const select = createPresetSelector('auto', { reasoning: { toolCalls: 'parse' } });
    const r1 = select('deepseek-r1:8b');
    // With toolCalls: 'parse', a call written inside the thinking runs.
    expect(await read(r1, `Rome. ${deepseekCall('Rome')}\n</think>\n\nDone.`)).toMatchObject({
      calls: ['{"city":"Rome"}'],
    });
  });

  it('should refuse overrides the middleware refuses at once, not on the first request', () => {
    expect(() => createPresetSelector('auto', { malformedCalls: 'retry' as never })).toThrow(
      ToolMiddlewareError,
    );
    expect(() => createPresetSelector('auto', { malformedCalls: 'retry' as never })).toThrow(
      /malformedCalls/,
    );
  });
});
