// Set-up of the AI SDK 7 end-to-end tests: the real @ai-sdk/openai-compatible provider talking
// HTTP + server-sent events to a replay server (../e2e-shared), and a preset's middleware around
// that model. Tools execute and record what they received.
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { gemmaToolMiddleware, hermesToolMiddleware, xmlToolMiddleware } from '@tool/parser';
import { type LanguageModel, type ToolSet, tool, wrapLanguageModel } from 'ai';
import type { ReplayServer } from '../../../test-server/src/index';
import { demoToolSpecs, type ToolRun } from '../e2e-shared/demo-tools';
import { type ReplayModelOptions, startReplay } from '../e2e-shared/replay-server';

export type { ToolRun } from '../e2e-shared/demo-tools';
export { MARKERS, occurrences, roles, textsOf } from '../e2e-shared/request-text';

export const MIDDLEWARE = {
  hermes: hermesToolMiddleware,
  gemma: gemmaToolMiddleware,
  xml: xmlToolMiddleware,
} as const;

/** A replay server and the preset-wrapped model that talks to it. */
export async function replayModel(
  options: ReplayModelOptions,
): Promise<{ model: LanguageModel; server: ReplayServer }> {
  const { preset, ...replayOptions } = options;
  const { server, settings } = await startReplay(replayOptions);
  const provider = createOpenAICompatible(settings);
  return {
    model: wrapLanguageModel({ model: provider('replay-model'), middleware: MIDDLEWARE[preset] }),
    server,
  };
}

/** The demo scenario's tools, executing for real and recording each run in `runs`. */
export function recordingTools(runs: ToolRun[]): ToolSet {
  const specs = demoToolSpecs(runs);
  return {
    get_weather: tool(specs.get_weather),
    calculate: tool(specs.calculate),
    write_file: tool(specs.write_file),
  };
}
