import type { LanguageModelV4Middleware } from '@ai-sdk/provider';
import {
  createToolMiddleware,
  type PresetName,
  presetDefinitions,
  presetForModel,
  type ToolMiddlewareOptions,
  toolMiddlewareFor,
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
 * Returns the function that picks the middleware for a request's model id. With `auto` it is
 * `toolMiddlewareFor(modelId)`: the preset of the format the model was trained on, Hermes for an
 * unknown id. A middleware holds no per-call state, so one per preset is made on first use and
 * shared by every request that needs it (at most one per preset, however many model ids arrive).
 *
 * `overrides` is where proxy-wide middleware options go (`onError` is set per request instead).
 */
export function createPresetSelector(
  setting: PresetSetting,
  overrides: MiddlewareOverrides = {},
): (modelId: string) => PresetChoice {
  const made = new Map<PresetName, LanguageModelV4Middleware>();
  return (modelId) => {
    const preset = setting === 'auto' ? (presetForModel(modelId) ?? AUTO_DEFAULT) : setting;
    let middleware = made.get(preset);
    if (middleware === undefined) {
      middleware =
        setting === 'auto'
          ? toolMiddlewareFor(modelId, { ...overrides, defaultPreset: AUTO_DEFAULT })
          : createToolMiddleware({ ...presetDefinitions[preset], ...overrides });
      made.set(preset, middleware);
    }
    return { preset, middleware };
  };
}
