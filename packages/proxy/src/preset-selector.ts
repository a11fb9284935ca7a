import type { LanguageModelV4Middleware } from '@ai-sdk/provider';
import {
  createToolMiddleware,
  type PresetName,
  presetDefinitions,
  presetForModel,
  presetOptionsForModel,
  type ToolMiddlewareOptions,
} from '@tool/parser';

/** `--preset`: a preset name, or `auto` to pick one per request from the model id. */
export type PresetSetting = PresetName | 'auto';

/** Options given to every middleware the proxy creates, over the preset's own. */
export type MiddlewareOverrides = Partial<ToolMiddlewareOptions>;

/** The preset that serves a request, and its middleware. */
export interface PresetChoice {
  preset: PresetName;
  middleware: LanguageModelV4Middleware;
}

/** The preset `auto` falls back to for a model id it does not know (as `toolMiddlewareFor`). */
const AUTO_DEFAULT: PresetName = 'hermes';

/**
 * Returns the function that picks the middleware for a request's model id. With `auto` the
 * options are `toolMiddlewareFor(modelId)`'s: the preset of the format the model was trained on
 * (Hermes for an unknown id) and, for a model whose chat template opens its thinking in the prompt
 * (DeepSeek R1, the Qwen3 Thinking-2507 models, …), `reasoning.startInReasoning`. A named preset
 * fixes the format, but whether the output begins inside the thinking still follows the model id:
 * that is the chat template's doing, whatever format the calls are written in.
 *
 * A middleware holds no per-call state, so one is made per distinct set of options and shared by
 * every request that needs it. What an id decides is the preset and its reasoning options, so
 * they are the cache key: `deepseek-r1` and `deepseek-v3` share the `deepseek` preset but not a
 * middleware. The cache is bounded by construction, however many model ids arrive: the reasoning
 * options an id can give are the overrides' with or without `startInReasoning`, so there are at
 * most two entries per preset.
 *
 * `overrides` is where proxy-wide middleware options go (`malformedCalls`, `fallbackProtocols`;
 * `onError` is set per request instead). They are checked at once: a bad one throws here, not on
 * the first request.
 *
 * @throws ToolMiddlewareError for overrides the middleware refuses.
 */
export function createPresetSelector(
  setting: PresetSetting,
  overrides: MiddlewareOverrides = {},
): (modelId: string) => PresetChoice {
  const made = new Map<string, LanguageModelV4Middleware>();
  const select = (modelId: string): PresetChoice => {
    const preset = setting === 'auto' ? (presetForModel(modelId) ?? AUTO_DEFAULT) : setting;
    // The options toolMiddlewareFor would use for this id: for `auto` all of them, for a named
    // preset only what the id says about reasoning.
    const forModel = presetOptionsForModel(modelId, { ...overrides, defaultPreset: AUTO_DEFAULT });
    const key = `${preset} ${JSON.stringify(forModel.reasoning ?? null)}`;
    let middleware = made.get(key);
    if (middleware === undefined) {
      middleware = createToolMiddleware(
        setting === 'auto'
          ? forModel
          : withReasoning(presetDefinitions[preset], overrides, forModel),
      );
      made.set(key, middleware);
    }
    return { preset, middleware };
  };
  // Made now (the preset's middleware for an id that says nothing more), so that overrides the
  // middleware refuses throw here rather than on the first request.
  select('');
  return select;
}

function withReasoning(
  preset: ToolMiddlewareOptions,
  overrides: MiddlewareOverrides,
  forModel: ToolMiddlewareOptions,
): ToolMiddlewareOptions {
  // As in toolMiddlewareFor, an override given as undefined keeps the preset's value.
  const given = Object.fromEntries(
    Object.entries(overrides).filter(([, value]) => value !== undefined),
  );
  const options: ToolMiddlewareOptions = { ...preset, ...given };
  if (forModel.reasoning === undefined) delete options.reasoning;
  else options.reasoning = forModel.reasoning;
  return options;
}
