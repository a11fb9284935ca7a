import type {
  LanguageModelV4CallOptions,
  LanguageModelV4FinishReason,
  LanguageModelV4StreamPart,
  LanguageModelV4Usage,
} from '@ai-sdk/provider';
import { simulateReadableStream } from 'ai';
import { MockLanguageModelV4 } from 'ai/test';
import { chunkText } from '../chunk-text';

const usage: LanguageModelV4Usage = {
  inputTokens: { total: 20, noCache: 20, cacheRead: undefined, cacheWrite: undefined },
  outputTokens: { total: 10, text: 10, reasoning: undefined },
};
const stop: LanguageModelV4FinishReason = { unified: 'stop', raw: 'stop' };

/**
 * A model without native tool calling that answers call `n` with `outputs[n]` (the last one
 * repeats), whole in generate mode and in small text deltas in stream mode. `calls` records the
 * options of every call, so a test can check what the middleware sent.
 */
export function scriptedModel(outputs: readonly string[]): {
  model: MockLanguageModelV4;
  calls: LanguageModelV4CallOptions[];
} {
  const calls: LanguageModelV4CallOptions[] = [];
  const next = (options: LanguageModelV4CallOptions): string => {
    calls.push(options);
    return outputs[Math.min(calls.length, outputs.length) - 1] ?? '';
  };
  const model = new MockLanguageModelV4({
    doGenerate: async (options) => ({
      content: [{ type: 'text', text: next(options) }],
      finishReason: stop,
      usage,
      warnings: [],
    }),
    doStream: async (options) => {
      const parts: LanguageModelV4StreamPart[] = [
        { type: 'stream-start', warnings: [] },
        { type: 'text-start', id: 't0' },
        ...chunkText(next(options)).map(
          (delta): LanguageModelV4StreamPart => ({ type: 'text-delta', id: 't0', delta }),
        ),
        { type: 'text-end', id: 't0' },
        { type: 'finish', finishReason: stop, usage },
      ];
      return { stream: simulateReadableStream({ chunks: parts, chunkDelayInMs: null }) };
    },
  });
  return { model, calls };
}
