import { chunkText } from '../chunk-text';
import type { PromptApi, PromptMessage } from './prompt-api-model';

/** What one session was opened with and asked. */
export interface PromptApiCall {
  initialPrompts: PromptMessage[];
  input: PromptMessage[];
  destroyed: boolean;
}

/**
 * A stand-in for Chrome's `LanguageModel` that answers session `n` with `outputs[n]`, streamed in
 * small deltas: the built-in model itself cannot run on a test machine (headless Chromium from
 * Debian has none). `calls` records every session.
 */
export function scriptedPromptApi(outputs: readonly string[]): {
  api: PromptApi;
  calls: PromptApiCall[];
} {
  const calls: PromptApiCall[] = [];
  const api: PromptApi = {
    async create({ initialPrompts }) {
      const output = outputs[Math.min(calls.length, outputs.length - 1)] ?? '';
      const call: PromptApiCall = { initialPrompts, input: [], destroyed: false };
      calls.push(call);
      return {
        async prompt(input) {
          call.input = input;
          return output;
        },
        promptStreaming(input) {
          call.input = input;
          const chunks = chunkText(output);
          return new ReadableStream<string>({
            pull(controller) {
              const chunk = chunks.shift();
              if (chunk === undefined) controller.close();
              else controller.enqueue(chunk);
            },
          });
        },
        destroy() {
          call.destroyed = true;
        },
      };
    },
  };
  return { api, calls };
}
