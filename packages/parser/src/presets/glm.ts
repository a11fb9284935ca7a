import { glmProtocol, glmSystemPrompt } from '@tool/protocols';
import { createToolMiddleware } from '../create-tool-middleware';
import type { ToolMiddlewareOptions } from '../tool-middleware-options';

/** The glm preset's definition, shared by the AI SDK 7 and AI SDK 6 entry points. */
export const glmPreset: ToolMiddlewareOptions = {
  protocol: glmProtocol(),
  toolSystemPromptTemplate: glmSystemPrompt,
};

/**
 * GLM-4.5/4.6 and GLM-4.7/5: `<tool_call>NAME<arg_key>K</arg_key><arg_value>V</arg_value></tool_call>`.
 *
 * @example
 * ```ts
 * const model = wrapLanguageModel({ model: base, middleware: glmToolMiddleware });
 * ```
 */
export const glmToolMiddleware = createToolMiddleware(glmPreset);
