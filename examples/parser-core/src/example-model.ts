// Shared by every example: the model to talk to. Offline by default (a replay server on
// 127.0.0.1 plays the model); with OPENAI_BASE_URL and MODEL set, a real OpenAI-compatible
// endpoint (Ollama, vLLM, llama.cpp server, OpenRouter) with OPENAI_API_KEY if it needs one.
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { gemmaToolMiddleware, hermesToolMiddleware, xmlToolMiddleware } from '@tool/parser';
import { PRESETS, type Preset, type ReplayScript, startReplayServer } from '@tool/test-server';
import { type LanguageModel, wrapLanguageModel } from 'ai';

const MIDDLEWARE = {
  hermes: hermesToolMiddleware,
  gemma: gemmaToolMiddleware,
  xml: xmlToolMiddleware,
};

/** The preset every example uses: `PRESET=hermes|gemma|xml` (default hermes). */
export const preset: Preset = readPreset(process.env.PRESET);

/** A wrapped model and a way to let go of it. */
export interface ExampleModel {
  model: LanguageModel;
  close(): Promise<void>;
}

/**
 * Opens the model for one example.
 *
 * @param script - What the offline replay server answers (ignored with a real endpoint).
 * @returns The model wrapped with the preset's tool middleware, and `close()`.
 */
export async function openExampleModel(script: ReplayScript): Promise<ExampleModel> {
  const { OPENAI_BASE_URL: baseURL, OPENAI_API_KEY: apiKey, MODEL: modelId } = process.env;
  if (baseURL !== undefined && modelId !== undefined) {
    const provider = createOpenAICompatible({
      name: 'endpoint',
      baseURL,
      apiKey,
      // Forced tool choice asks for JSON through response_format; json_schema needs this flag.
      supportsStructuredOutputs: process.env.STRUCTURED_OUTPUTS === '1',
    });
    return {
      model: wrapLanguageModel({ model: provider(modelId), middleware: MIDDLEWARE[preset] }),
      close: async () => {},
    };
  }
  const server = await startReplayServer({ script });
  const provider = createOpenAICompatible({
    name: 'replay',
    baseURL: server.url,
    supportsStructuredOutputs: true,
  });
  return {
    model: wrapLanguageModel({ model: provider('replay-model'), middleware: MIDDLEWARE[preset] }),
    close: () => server.close(),
  };
}

function readPreset(value: string | undefined): Preset {
  if (value === undefined || value === '') return 'hermes';
  if ((PRESETS as readonly string[]).includes(value)) return value as Preset;
  throw new Error(`PRESET must be one of ${PRESETS.join(', ')}; got ${value}.`);
}
