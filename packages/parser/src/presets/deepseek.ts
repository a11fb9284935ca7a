import { deepseekProtocol, deepseekSystemPrompt } from '@tool/protocols';
import { createToolMiddleware } from '../create-tool-middleware';
import type { ToolMiddlewareOptions } from '../tool-middleware-options';

/** The deepseek preset's definition, shared by the AI SDK 7 and AI SDK 6 entry points. */
export const deepseekPreset: ToolMiddlewareOptions = {
  protocol: deepseekProtocol(),
  toolSystemPromptTemplate: (tools) => deepseekSystemPrompt(tools),
};

/**
 * DeepSeek V3/R1 (fenced JSON), V3.1 (`NAME<｜tool▁sep｜>{json}`) and V3.2/V4 DSML, all read by one protocol; history written in the V3.2 style.
 *
 * @example
 * ```ts
 * const model = wrapLanguageModel({ model: base, middleware: deepseekToolMiddleware });
 * ```
 */
export const deepseekToolMiddleware = createToolMiddleware(deepseekPreset);
