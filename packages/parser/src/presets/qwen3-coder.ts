import { qwen3CoderProtocol, qwen3CoderSystemPrompt } from '@tool/protocols';
import { createToolMiddleware } from '../create-tool-middleware';
import type { ToolMiddlewareOptions } from '../tool-middleware-options';

/** The qwen3Coder preset's definition, shared by the AI SDK 7 and AI SDK 6 entry points. */
export const qwen3CoderPreset: ToolMiddlewareOptions = {
  protocol: qwen3CoderProtocol(),
  toolSystemPromptTemplate: qwen3CoderSystemPrompt,
};

/**
 * Qwen3-Coder, Qwen3.5 and Qwen3.6: `<tool_call><function=NAME><parameter=KEY>VALUE</parameter></function></tool_call>`, the tools listed in the model's own `<tools>` block.
 *
 * @example
 * ```ts
 * const model = wrapLanguageModel({ model: base, middleware: qwen3CoderToolMiddleware });
 * ```
 */
export const qwen3CoderToolMiddleware = createToolMiddleware(qwen3CoderPreset);
