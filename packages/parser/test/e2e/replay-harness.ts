// Set-up of the end-to-end tests, one suite for both AI SDK majors: the real
// @ai-sdk/openai-compatible provider (v3 for ai@7, v2 for ai@6) talking HTTP + server-sent events
// to a replay server (../e2e-shared), and a preset's middleware around that model. Tools execute
// and record what they received. A test runs `describe.each(SDKS)` and calls the SDK through the
// adapter it is given.
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { createOpenAICompatible as createOpenAICompatibleV2 } from '@ai-sdk/openai-compatible-v2';
import type { LanguageModelV4 } from '@ai-sdk/provider';
import {
  type ToolCallMiddlewareCallOptions,
  toolCallMiddlewareOptions,
  toolMiddlewareFor,
} from '@tool/parser';
import { toolMiddlewareFor as toolMiddlewareForV6 } from '@tool/parser/ai-v6';
import type { LanguageModel, LanguageModelMiddleware, ToolSet } from 'ai';
import { PRESETS, type Preset, type ReplayServer } from '../../../test-server/src/index';
import type { ToolMiddlewareOptions } from '../../src/options/middleware-options';
import { presetDefinitions } from '../../src/presets/preset-definitions';
import { AI_SDK_6, AI_SDK_7, type SdkAdapter } from '../../src/test-utils/sdk-adapter';
import { demoToolSpecs, type ToolRun } from '../e2e-shared/demo-tools';
import {
  type ReplayModelOptions,
  type ReplayProviderSettings,
  startReplay,
} from '../e2e-shared/replay-server';

export type { ToolRun } from '../e2e-shared/demo-tools';
export { MARKERS, occurrences, roles, textsOf } from '../e2e-shared/request-text';

/** One AI SDK major with its provider and middleware entry, as an end-to-end test uses it. */
export interface E2eSdk extends SdkAdapter {
  /** `AI SDK 7` or `AI SDK 6`, for test names. */
  name: string;
  /** The openai-compatible chat model of this SDK's provider version for `settings`. */
  provider(settings: ReplayProviderSettings, modelId: string): LanguageModelV4;
  /** `toolMiddlewareFor` of this SDK's entry of @tool/parser. */
  middlewareFor(modelId: string): LanguageModelMiddleware;
  /** `toolCallMiddlewareOptions` of @tool/parser, as this SDK's provider options. */
  middlewareOptions(
    options: ToolCallMiddlewareCallOptions,
  ): ReturnType<typeof toolCallMiddlewareOptions>;
}

// The AI SDK 6 provider and entry typed as the AI SDK 7 suites expect them: see
// src/test-utils/sdk-adapter.ts on why only this repository needs these casts.
export const E2E_SDK_7: E2eSdk = {
  ...AI_SDK_7,
  provider: (settings, modelId) => createOpenAICompatible(settings)(modelId),
  middlewareFor: toolMiddlewareFor,
  middlewareOptions: toolCallMiddlewareOptions,
};

export const E2E_SDK_6: E2eSdk = {
  ...AI_SDK_6,
  provider: (settings, modelId) =>
    createOpenAICompatibleV2(settings)(modelId) as unknown as LanguageModelV4,
  middlewareFor: (modelId) => toolMiddlewareForV6(modelId) as unknown as LanguageModelMiddleware,
  middlewareOptions: toolCallMiddlewareOptions,
};

/** Both AI SDK majors, for `describe.each(SDKS)`. */
export const SDKS: readonly E2eSdk[] = [E2E_SDK_7, E2E_SDK_6];

/** The middleware options of each preset the replay server writes. */
const PRESET_OPTIONS: Record<Preset, ToolMiddlewareOptions> = {
  hermes: presetDefinitions.hermes,
  gemma: presetDefinitions.gemma,
  xml: presetDefinitions.xml,
};

/** A replay server and the preset-wrapped model of `sdk` that talks to it. */
export async function replayModel(
  sdk: E2eSdk,
  options: ReplayModelOptions,
): Promise<{ model: LanguageModel; server: ReplayServer }> {
  const { preset, ...replayOptions } = options;
  const { server, settings } = await startReplay(replayOptions);
  return {
    model: sdk.wrapLanguageModel({
      model: sdk.provider(settings, 'replay-model'),
      middleware: sdk.toolMiddleware(PRESET_OPTIONS[preset]),
    }),
    server,
  };
}

/** The demo scenario's tools of `sdk`, executing for real and recording each run in `runs`. */
export function recordingTools(sdk: E2eSdk, runs: ToolRun[]): ToolSet {
  const specs = demoToolSpecs(runs);
  return {
    get_weather: sdk.tool(specs.get_weather),
    calculate: sdk.tool(specs.calculate),
    write_file: sdk.tool(specs.write_file),
  };
}

/** Every AI SDK major with every preset the replay server writes, for `describe.each`. */
export const SDK_PRESETS = SDKS.flatMap((sdk) =>
  PRESETS.map((preset) => ({ sdk, name: sdk.name, preset })),
);
