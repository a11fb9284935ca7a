import { matchModel } from '@tool/protocols';
import { checkKnownKeys } from '../options/check-known-keys';
import { mergeReasoning } from '../options/merge-reasoning';
import type { ToolMiddlewareOptions } from '../options/middleware-options';
import { MODEL_OPTION_KEYS } from '../options/option-keys';
import { ToolMiddlewareError } from '../tool-middleware-error';
import { type PresetName, presetDefinitions, presetNames } from './preset-definitions';
import { presetFormats } from './preset-for-model';

/** Options of `toolMiddlewareFor`: any preset option to override, and the preset for unknown ids. */
export interface ToolMiddlewareForOptions extends Partial<ToolMiddlewareOptions> {
  /**
   * The preset for a model id that `presetForModel` does not know (default `'hermes'`, the
   * most common format among open models). To treat unknown ids differently, call
   * `presetForModel` yourself: it returns `undefined` for them.
   */
  defaultPreset?: PresetName;
}

/**
 * The options of the preset for `modelId`, with `options` applied over them. Specification-neutral:
 * the AI SDK 7 and AI SDK 6 entries each turn it into their own middleware.
 *
 * @throws ToolMiddlewareError when `modelId` is not a string or `defaultPreset` names no preset.
 */
export function presetOptionsForModel(
  modelId: string,
  options: ToolMiddlewareForOptions = {},
): ToolMiddlewareOptions {
  if (typeof modelId !== 'string') {
    throw new ToolMiddlewareError({
      code: 'INVALID_OPTION',
      message: `toolMiddlewareFor needs the model id as a string, such as 'Qwen/Qwen3-Coder-480B-A35B-Instruct' or 'llama3.2:3b'; got ${typeof modelId}.`,
    });
  }
  checkKnownKeys(options, MODEL_OPTION_KEYS, 'toolMiddlewareFor');
  const { defaultPreset = 'hermes', ...overrides } = options;
  if (!presetNames.includes(defaultPreset)) {
    throw new ToolMiddlewareError({
      code: 'INVALID_OPTION',
      message: `toolMiddlewareFor: defaultPreset must be one of ${presetNames.join(', ')}; got ${JSON.stringify(defaultPreset)}.`,
    });
  }
  // What the id says about the model: its preset, and (`startsInReasoning`) whether its chat
  // template opens a thinking block in the prompt.
  const match = matchModel(modelId, presetFormats);
  const preset = presetDefinitions[match?.preset ?? defaultPreset];
  // An option given as undefined keeps the preset's value, as in an options object.
  const given = Object.fromEntries(
    Object.entries(overrides).filter(([, value]) => value !== undefined),
  );
  const result: ToolMiddlewareOptions = { ...preset, ...given };
  // The model's output begins inside its thinking; the caller's reasoning keys apply over that.
  const reasoning = mergeReasoning(
    match?.startsInReasoning ? { startInReasoning: true } : undefined,
    overrides.reasoning,
  );
  if (reasoning !== undefined) result.reasoning = reasoning;
  return result;
}
