import { describe, expect, it } from 'vitest';
import { presetOptionsForModel } from './presets/preset-options-for-model';
import { reasoningCorpus } from './test-utils/reasoning-corpus';
import type { Turn } from './test-utils/scripted-model';
import { SDK_MODES, type SdkAdapter } from './test-utils/sdk-adapter';

// A model thinks whether or not tools were sent: a call without tools (or with toolChoice 'none')
// still gives its thinking as reasoning, and a format's own framing (Harmony's channels) never
// reaches the text. Calls written in such an answer are not calls: they stay text, untouched.

type Mode = 'generate' | 'stream';

/** One answer without tools: its text, reasoning, calls and finish reason, in `mode`. */
async function answer(
  sdk: SdkAdapter,
  mode: Mode,
  modelId: string,
  turn: Turn,
  extra: { toolChoice?: 'none'; reasoning?: object } = {},
) {
  const { reasoning, toolChoice } = extra;
  const middleware = sdk.toolMiddleware(
    presetOptionsForModel(modelId, reasoning === undefined ? {} : { reasoning }),
  );
  const model = sdk.wrapLanguageModel({ model: sdk.scripted([turn]).model, middleware });
  const tools = toolChoice === undefined ? undefined : sdk.weatherTools().tools;
  if (mode === 'generate') {
    const result = await sdk.generateText({ model, tools, toolChoice, prompt: 'Hi' });
    return {
      text: result.text,
      reasoning: result.reasoningText ?? '',
      calls: result.toolCalls.length,
      finish: result.finishReason,
    };
  }
  const result = sdk.streamText({ model, tools, toolChoice, prompt: 'Hi' });
  const kinds = new Set<string>();
  for await (const part of sdk.parts(result)) kinds.add(part.type);
  return {
    text: await result.text,
    reasoning: (await result.reasoningText) ?? '',
    calls: [...kinds].filter((kind) => kind.startsWith('tool-')).length,
    finish: await result.finishReason,
  };
}

describe.each(SDK_MODES)('reasoning in a call without tools ($name)', ({ sdk, mode }) => {
  describe.each(reasoningCorpus)('$name', (sample) => {
    const turn = { chunks: sample.output.match(/[\s\S]{1,4}/g) ?? [] };
    const reasoning = sample.reasoningOption;

    it('should give the same reasoning as with tools, and no call', async () => {
      const seen = await answer(sdk, mode, sample.modelId, turn, { reasoning });
      expect(seen.reasoning).toBe(sample.reasoning);
      expect(seen.calls).toBe(0);
      // A text-only answer gives exactly the text it gives with tools.
      if (sample.calls.length === 0) expect(seen.text).toBe(sample.text);
    });

    it("should read it the same with toolChoice 'none'", async () => {
      const seen = await answer(sdk, mode, sample.modelId, turn, { reasoning, toolChoice: 'none' });
      expect(seen.reasoning).toBe(sample.reasoning);
      expect(seen.calls).toBe(0);
      if (sample.calls.length === 0) expect(seen.text).toBe(sample.text);
    });
  });

  it.each([
    {
      name: '<think>',
      modelId: 'Qwen/Qwen3-8B',
      output: '<think>hm</think>\n\nHello',
      thought: 'hm',
    },
    {
      name: 'an output that starts inside thinking',
      modelId: 'deepseek-ai/DeepSeek-R1',
      output: "I'm thinking\n</think>\nHello",
      thought: "I'm thinking",
    },
    {
      name: "Magistral's [THINK]",
      modelId: 'mistralai/Magistral-Small-2509',
      output: '[THINK]hm[/THINK]Hello',
      thought: 'hm',
    },
    {
      name: 'a Harmony final channel alone',
      modelId: 'openai/gpt-oss-20b',
      output: '<|channel|>final<|message|>Hello',
      thought: '',
    },
    {
      name: 'Harmony analysis, then final',
      modelId: 'openai/gpt-oss-20b',
      output:
        '<|channel|>analysis<|message|>hm<|end|><|start|>assistant<|channel|>final<|message|>Hello<|return|>',
      thought: 'hm',
    },
  ])('should give $name as reasoning and only the answer as text', async (sample) => {
    const seen = await answer(sdk, mode, sample.modelId, { chunks: [...sample.output] });
    expect(seen).toEqual({ text: 'Hello', reasoning: sample.thought, calls: 0, finish: 'stop' });
  });

  it('should leave a call written without tools as the text it is, with no report', async () => {
    const call =
      '<tool_call>\n{"name": "get_weather", "arguments": {"city": "Oslo"}}\n</tool_call>';
    const output = `<think>hm</think>Sure: ${call} done`;
    const seen = await answer(sdk, mode, 'NousResearch/Hermes-3-Llama-3.1-8B', {
      chunks: [output],
    });
    expect(seen).toEqual({ text: `Sure: ${call} done`, reasoning: 'hm', calls: 0, finish: 'stop' });
  });
});
