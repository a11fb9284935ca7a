import type { LanguageModelV4Middleware } from '@ai-sdk/provider';
import { createToolMiddleware } from '../create-tool-middleware';
import { presetOptionsForModel, type ToolMiddlewareForOptions } from './preset-options-for-model';

/**
 * The tool middleware for a model, by its id: the preset of the format the model was trained on
 * (see `presetForModel` for the ids it knows), Hermes for ids it does not know; for a model whose
 * chat template opens its thinking in the prompt (DeepSeek R1 and its distills, the Qwen3
 * Thinking-2507 models, DeepSeek V3.1 thinking ids), `reasoning.startInReasoning`.
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
 * const model = wrapLanguageModel({
 *   model: provider(modelId),
 *   middleware: toolMiddlewareFor(modelId, { fallbackProtocols: [jsonMixProtocol()] }),
 * });
 * ```
 */
export function toolMiddlewareFor(
  modelId: string,
  options?: ToolMiddlewareForOptions,
): LanguageModelV4Middleware {
  return createToolMiddleware(presetOptionsForModel(modelId, options));
}
