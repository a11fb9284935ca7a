// Set-up of the AI SDK 6 end-to-end tests, the counterpart of ../e2e/replay-harness.ts: the real
// @ai-sdk/openai-compatible@2 provider (specification V3) talking HTTP + server-sent events to a
// replay server (../e2e-shared), and a preset from @tool/parser/ai-v6 around that model, driven by
// ai@6 (installed here under the alias `ai-v6`).
import { createOpenAICompatible } from '@ai-sdk/openai-compatible-v2';
import type { LanguageModelV3Middleware, SharedV3ProviderOptions } from '@ai-sdk/provider-v3';
import {
  gemmaToolMiddleware,
  hermesToolMiddleware,
  type ToolCallMiddlewareCallOptions,
  toolCallMiddlewareOptions,
  xmlToolMiddleware,
} from '@tool/parser/ai-v6';
import { type LanguageModel, type ToolSet, tool, wrapLanguageModel } from 'ai-v6';
import type { Preset, ReplayServer } from '../../../test-server/src/index';
import { demoToolSpecs, type ToolRun } from '../e2e-shared/demo-tools';
import { type ReplayModelOptions, startReplay } from '../e2e-shared/replay-server';

export type { ToolRun } from '../e2e-shared/demo-tools';
export { MARKERS, occurrences, roles, textsOf } from '../e2e-shared/request-text';

// In this repository `@ai-sdk/provider` is v4, whose frozen V3 types are not assignable to the
// provider@3 types of ai@6 (readonly JSON values); an AI SDK 6 project resolves provider@3 and
// needs no cast, as scripts/check-packages.mjs verifies on the packed package.
export const MIDDLEWARE = {
  hermes: hermesToolMiddleware,
  gemma: gemmaToolMiddleware,
  xml: xmlToolMiddleware,
} as unknown as Record<Preset, LanguageModelV3Middleware>;

/** A replay server and the preset-wrapped AI SDK 6 model that talks to it. */
export async function replayModelV6(
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

/** The demo scenario's tools for ai@6, executing for real and recording each run in `runs`. */
export function recordingToolsV6(runs: ToolRun[]): ToolSet {
  const specs = demoToolSpecs(runs);
  return {
    get_weather: tool(specs.get_weather),
    calculate: tool(specs.calculate),
    write_file: tool(specs.write_file),
  };
}

/** The V6 entry's `toolCallMiddlewareOptions`, typed for ai@6 (see {@link MIDDLEWARE} on the cast). */
export function middlewareOptionsV6(
  options: ToolCallMiddlewareCallOptions,
): SharedV3ProviderOptions {
  return toolCallMiddlewareOptions(options) as unknown as SharedV3ProviderOptions;
}
