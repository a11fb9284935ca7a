import { mistralProtocol, mistralSystemPrompt } from '@tool/protocols';
import { createToolMiddleware } from '../create-tool-middleware';
import type { ToolMiddlewareOptions } from '../tool-middleware-options';

/** The mistral preset's definition, shared by the AI SDK 7 and AI SDK 6 entry points. */
export const mistralPreset: ToolMiddlewareOptions = {
  protocol: mistralProtocol(),
  toolSystemPromptTemplate: mistralSystemPrompt,
};

/**
 * Mistral `[TOOL_CALLS]` in all three generations: a JSON array, `NAME{json}`, and `NAME[ARGS]{json}` with `[CALL_ID]`.
 *
 * @example
 * ```ts
 * const model = wrapLanguageModel({ model: base, middleware: mistralToolMiddleware });
 * ```
 */
export const mistralToolMiddleware = createToolMiddleware(mistralPreset);
