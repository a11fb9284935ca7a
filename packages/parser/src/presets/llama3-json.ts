import { llama3JsonProtocol, llama3JsonSystemPrompt } from '@tool/protocols';
import { createToolMiddleware } from '../create-tool-middleware';
import type { ToolMiddlewareOptions } from '../tool-middleware-options';

/** The llama3Json preset's definition, shared by the AI SDK 7 and AI SDK 6 entry points. */
export const llama3JsonPreset: ToolMiddlewareOptions = {
  protocol: llama3JsonProtocol(),
  toolSystemPromptTemplate: llama3JsonSystemPrompt,
};

/**
 * Llama 3.x: bare `{"name": …, "parameters": …}` objects, optionally after `<|python_tag|>`, separated by `;` or newlines.
 *
 * @example
 * ```ts
 * const model = wrapLanguageModel({ model: base, middleware: llama3JsonToolMiddleware });
 * ```
 */
export const llama3JsonToolMiddleware = createToolMiddleware(llama3JsonPreset);
