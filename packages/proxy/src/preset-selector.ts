import type { LanguageModelV4Middleware } from '@ai-sdk/provider';
import {
  createToolMiddleware,
  type PresetName,
  presetDefinitions,
  presetForModel,
  presetNames,
  presetOptionsForModel,
  type ToolCallProtocol,
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
  /**
   * Under `auto`, for a model id no preset knows: the middleware prompts in {@link preset}'s
   * format and reads the calls of every built-in format; these are the formats it reads, the
   * prompted one first, to tell the log which one the model wrote.
   */
  readFormats?: readonly ReadFormat[];
}

/** A format the middleware reads, by the preset that prompts in it. */
export interface ReadFormat {
  preset: PresetName;
  protocol: ToolCallProtocol;
}

/**
 * Every built-in format, the default preset's first, one entry per protocol (`gemma` and `hermes`
 * write the same JSON calls with a different prompt; presets that share a protocol are read once).
 */
function everyFormat(): ReadFormat[] {
  const formats: ReadFormat[] = [];
  const seen = new Set<string>();
  for (const preset of [AUTO_DEFAULT, ...presetNames.filter((name) => name !== AUTO_DEFAULT)]) {
    const protocol = presetDefinitions[preset].protocol;
    if (seen.has(protocol.name)) continue;
    seen.add(protocol.name);
    formats.push({ preset, protocol });
  }
  return formats;
}

/** The preset `auto` falls back to for a model id it does not know (as `toolMiddlewareFor`). */
const AUTO_DEFAULT: PresetName = 'hermes';

/**
 * Returns the function that picks the middleware for a request's model id. With `auto` the
 * options are `toolMiddlewareFor(modelId)`'s: the preset of the format the model was trained on
 * and, for a model whose chat template opens its thinking in the prompt
 * (DeepSeek R1, the Qwen3 Thinking-2507 models, …), `reasoning.startInReasoning`. A named preset
 * fixes the format, but whether the output begins inside the thinking still follows the model id:
 * that is the chat template's doing, whatever format the calls are written in.
 *
 * An id that `auto` does not know says nothing about the format, so its middleware prompts in
 * Hermes's format and reads the calls of every built-in format (through the middleware's
 * `fallbackProtocols`, one scan of the text): a Qwen3-Coder model behind a local alias still gets
 * its calls, and `readFormats` lets the log say which format was seen.
 *
 * A middleware holds no per-call state, so one is made per distinct set of options and shared by
 * every request that needs it. What an id decides is the preset and its reasoning options, so
 * they are the cache key: `deepseek-r1` and `deepseek-v3` share the `deepseek` preset but not a
 * middleware. The cache is bounded by construction, however many model ids arrive: the reasoning
 * options an id can give are the overrides' with or without `startInReasoning`, so there are at
 * most two entries per preset, and two for the unknown ids.
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
  const readFormats = everyFormat();
  const select = (modelId: string): PresetChoice => {
    const known = setting === 'auto' ? presetForModel(modelId) : setting;
    const preset = known ?? AUTO_DEFAULT;
    // The options toolMiddlewareFor would use for this id: for `auto` all of them, for a named
    // preset only what the id says about reasoning.
    const forModel = presetOptionsForModel(modelId, { ...overrides, defaultPreset: AUTO_DEFAULT });
    const key = `${known ?? 'any'} ${JSON.stringify(forModel.reasoning ?? null)}`;
    let middleware = made.get(key);
    if (middleware === undefined) {
      middleware = createToolMiddleware(
        known === undefined
          ? withEveryFormat(forModel, readFormats)
          : setting === 'auto'
            ? forModel
            : withReasoning(presetDefinitions[preset], overrides, forModel),
      );
      made.set(key, middleware);
    }
    return known === undefined ? { preset, middleware, readFormats } : { preset, middleware };
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

/** The options for an unknown id: its own (the default preset's), reading every other format too,
 * after the fallbacks the overrides name. */
function withEveryFormat(
  forModel: ToolMiddlewareOptions,
  formats: readonly ReadFormat[],
): ToolMiddlewareOptions {
  const primary = forModel.protocol;
  const given = forModel.fallbackProtocols ?? [];
  const others = formats
    .map((format) => format.protocol)
    // By name: a preset's default salvage (its own instances) already reads some formats.
    .filter(
      (protocol) =>
        protocol.name !== primary.name &&
        !given.some((fallback) => fallback.name === protocol.name),
    );
  return { ...forModel, fallbackProtocols: [...given, ...others] };
}
