import { builtInFormats, type FormatDeclaration, matchModel } from '@tool/protocols';
import type { PresetName } from './preset-definitions';

/** The built-in formats, typed by their preset names (for `matchModel`). */
export const presetFormats: readonly FormatDeclaration<PresetName>[] = builtInFormats;

/**
 * The preset whose format a model was trained on, from its id as a provider spells it:
 * Hugging Face (`Qwen/Qwen3-Coder-480B-A35B-Instruct`), Ollama (`qwen3-coder:30b`,
 * `llama3.2:3b`), OpenRouter (`qwen/qwen3-coder`), Groq, Bedrock (`meta.llama3-1-8b-instruct-v1:0`),
 * Fireworks (`llama-v3p1-8b-instruct`), GGUF and MLX repackagings. Case, organization prefixes,
 * sizes, quantization and tags do not matter.
 *
 * The ids each format serves are declared with the format (`models` in its declaration in
 * `@tool/protocols`). Specification-neutral: the AI SDK 7 and AI SDK 6 entries build their
 * middleware from it.
 *
 * @param modelId The model id, as given to the provider.
 * @returns The preset name, or undefined for a model whose format no preset reads (a model with
 * native tool calling, a family not listed, Llama 3.0, MiniMax-M1): choose one yourself then.
 *
 * @example
 * ```ts
 * presetForModel('meta-llama/Llama-3.1-8B-Instruct'); // 'llama3-json'
 * presetForModel('qwen3-coder:30b'); // 'qwen3-coder'
 * presetForModel('gpt-4o'); // undefined
 * ```
 */
export function presetForModel(modelId: string): PresetName | undefined {
  return matchModel(modelId, presetFormats)?.preset;
}
