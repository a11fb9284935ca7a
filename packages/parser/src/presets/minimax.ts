import { minimaxProtocol, minimaxSystemPrompt } from '@tool/protocols';
import { createToolMiddleware } from '../create-tool-middleware';
import type { ToolMiddlewareOptions } from '../tool-middleware-options';

/** The minimax preset's definition, shared by the AI SDK 7 and AI SDK 6 entry points. */
export const minimaxPreset: ToolMiddlewareOptions = {
  protocol: minimaxProtocol(),
  toolSystemPromptTemplate: minimaxSystemPrompt,
};

/**
 * MiniMax-M2: `<minimax:tool_call><invoke name="NAME"><parameter name="K">V</parameter></invoke></minimax:tool_call>`.
 *
 * @example
 * ```ts
 * const model = wrapLanguageModel({ model: base, middleware: minimaxToolMiddleware });
 * ```
 */
export const minimaxToolMiddleware = createToolMiddleware(minimaxPreset);
