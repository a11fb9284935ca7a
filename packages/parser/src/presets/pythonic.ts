import { pythonicProtocol, pythonicSystemPrompt } from '@tool/protocols';
import { createToolMiddleware } from '../create-tool-middleware';
import type { ToolMiddlewareOptions } from '../tool-middleware-options';

/** The pythonic preset's definition, shared by the AI SDK 7 and AI SDK 6 entry points. */
export const pythonicPreset: ToolMiddlewareOptions = {
  protocol: pythonicProtocol(),
  toolSystemPromptTemplate: pythonicSystemPrompt,
};

/**
 * Pythonic call lists (Llama 3.2, Llama 4, ToolACE): `[get_weather(city='Seoul', days=2)]`, optionally inside `<|python_start|>…<|python_end|>`.
 *
 * @example
 * ```ts
 * const model = wrapLanguageModel({ model: base, middleware: pythonicToolMiddleware });
 * ```
 */
export const pythonicToolMiddleware = createToolMiddleware(pythonicPreset);
