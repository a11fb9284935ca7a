import { kimiK2Protocol, kimiK2SystemPrompt } from '@tool/protocols';
import { createToolMiddleware } from '../create-tool-middleware';
import type { ToolMiddlewareOptions } from '../tool-middleware-options';

/** The kimiK2 preset's definition, shared by the AI SDK 7 and AI SDK 6 entry points. */
export const kimiK2Preset: ToolMiddlewareOptions = {
  protocol: kimiK2Protocol(),
  toolSystemPromptTemplate: kimiK2SystemPrompt,
};

/**
 * Kimi K2: `<|tool_calls_section_begin|><|tool_call_begin|>functions.NAME:IDX<|tool_call_argument_begin|>{json}<|tool_call_end|>…`; the `functions.NAME:IDX` id is kept.
 *
 * @example
 * ```ts
 * const model = wrapLanguageModel({ model: base, middleware: kimiK2ToolMiddleware });
 * ```
 */
export const kimiK2ToolMiddleware = createToolMiddleware(kimiK2Preset);
