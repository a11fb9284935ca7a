import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { createToolMiddleware, type PresetName, presetDefinitions } from '@tool/parser';
import {
  botchedTokyoCall,
  demoScript,
  PRESETS,
  type Preset,
  startReplayServer,
} from '@tool/test-server';
import type { NativeFormatWriter } from '@tool/test-server/personas';
import { type LanguageModel, wrapLanguageModel } from 'ai';
import { DEMO_TOOL_INPUTS } from './demo-tools';
import { functionTools } from './function-tools';
import { recordRawText } from './record-raw-text';
import { replayWriter } from './replay-writer';

/** A model wrapped with a tool middleware, and where it talks to. */
export interface OpenedModel {
  model: LanguageModel;
  /** One line for the banner: endpoint and model id. */
  description: string;
  /** Stops the replay server (nothing to do for a real endpoint). */
  close(): Promise<void>;
}

/**
 * Opens the demo's model. With `OPENAI_BASE_URL` and `MODEL` set (and `OPENAI_API_KEY` when the
 * endpoint needs one) it talks to that OpenAI-compatible endpoint: Ollama, vLLM, llama.cpp
 * server, OpenRouter. Otherwise it starts the replay server on 127.0.0.1, which plays the demo
 * scenario in the preset's syntax (see `replayWriter`), so the demo runs offline.
 *
 * @param preset - Which tool middleware wraps the model (and which syntax the replay uses).
 * @param rawTexts - Receives the model's raw text of every call, for the parse summary.
 * @param env - Where the endpoint settings are read from.
 * @param options.retry - Offline only: the replayed model botches its Tokyo call first; the
 *   middleware sends it back, and the model writes it again.
 */
export async function openModel(
  preset: PresetName,
  rawTexts: string[],
  env: Record<string, string | undefined> = process.env,
  { retry = false }: { retry?: boolean } = {},
): Promise<OpenedModel> {
  const baseURL = env.OPENAI_BASE_URL;
  const modelId = env.MODEL;
  if ((baseURL === undefined) !== (modelId === undefined)) {
    throw new Error(
      'Set both OPENAI_BASE_URL and MODEL to use a real endpoint (and OPENAI_API_KEY if it needs ' +
        'one), or neither to run offline.',
    );
  }
  // The recorder sits inside the tool middleware, so it sees the text before it is parsed.
  const middleware = [createToolMiddleware(presetDefinitions[preset]), recordRawText(rawTexts)];
  if (baseURL !== undefined && modelId !== undefined) {
    const provider = createOpenAICompatible({
      name: 'endpoint',
      baseURL,
      apiKey: env.OPENAI_API_KEY,
      includeUsage: true,
    });
    return {
      model: wrapLanguageModel({ model: provider(modelId), middleware }),
      description: `${baseURL} · model ${modelId}`,
      close: async () => {},
    };
  }
  const replay = replayWriter(preset, await functionTools(DEMO_TOOL_INPUTS));
  const script = demoScript(
    replay.writer,
    retry ? { botchedTokyo: botchedFor(preset, replay.writer) } : {},
  );
  const server = await startReplayServer({ script });
  const provider = createOpenAICompatible({
    name: 'replay',
    baseURL: server.url,
    includeUsage: true,
  });
  return {
    model: wrapLanguageModel({ model: provider('replay-model'), middleware }),
    description: `offline replay server ${server.url}, calls written ${replay.description} (set OPENAI_BASE_URL and MODEL for a real model)`,
    close: () => server.close(),
  };
}

/**
 * How the offline model botches its Tokyo call with `--retry`: the hand-written botch of the
 * preset where there is one (broken JSON for Hermes and Gemma, a string tag written twice for
 * XML), otherwise the call written in the preset's syntax with a unit the tool does not allow.
 */
function botchedFor(preset: PresetName, writer: NativeFormatWriter): string {
  return botchedTokyoCall(isScripted(preset) ? preset : writer);
}

function isScripted(preset: string): preset is Preset {
  return (PRESETS as readonly string[]).includes(preset);
}
