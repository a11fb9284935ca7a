import type { LanguageModelV3Middleware } from '@ai-sdk/provider';
import {
  presetOptionsForModel,
  type ToolMiddlewareForOptions,
} from '../presets/preset-options-for-model';
import { createToolMiddleware } from './create-tool-middleware';

/**
 * The AI SDK 6 tool middleware for a model, by its id: the preset of the format the model was
 * trained on (see `presetForModel` for the ids it knows), Hermes for ids it does not know, and
 * `reasoning.startInReasoning` for a model whose template opens its thinking in the prompt. The
 * same choice as `toolMiddlewareFor` from `@tool/parser`, as a `LanguageModelV3Middleware`.
 *
 * @param modelId The model id as the provider spells it (`Qwen/Qwen3-Coder-480B-A35B-Instruct`,
 * `qwen3-coder:30b`, `meta-llama/Llama-3.1-8B-Instruct`, `openai/gpt-oss-20b`, …).
 * @param options Preset options to override (`fallbackProtocols`, `onError`, `placement`, …;
 * `reasoning` is merged key by key) and `defaultPreset`, the preset for unknown ids (default
 * `'hermes'`).
 * @throws ToolMiddlewareError when the id is not a string or an option is invalid.
 *
 * @example
 * ```ts
 * import { toolMiddlewareFor } from '@tool/parser/ai-v6';
 * const model = wrapLanguageModel({ model: provider(modelId), middleware: toolMiddlewareFor(modelId) });
 * ```
 */
export function toolMiddlewareFor(
  modelId: string,
  options?: ToolMiddlewareForOptions,
): LanguageModelV3Middleware {
  return createToolMiddleware(presetOptionsForModel(modelId, options));
}
