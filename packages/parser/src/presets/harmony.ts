import { harmonyProtocol, harmonySystemPrompt } from '@tool/protocols';
import { createToolMiddleware } from '../create-tool-middleware';
import type { ToolMiddlewareOptions } from '../tool-middleware-options';

/** The harmony preset's definition, shared by the AI SDK 7 and AI SDK 6 entry points. */
export const harmonyPreset: ToolMiddlewareOptions = {
  protocol: harmonyProtocol(),
  toolSystemPromptTemplate: harmonySystemPrompt,
};

/**
 * gpt-oss Harmony: a message to `functions.NAME` on any channel is a call; `analysis` text becomes reasoning.
 *
 * @example
 * ```ts
 * const model = wrapLanguageModel({ model: base, middleware: harmonyToolMiddleware });
 * ```
 */
export const harmonyToolMiddleware = createToolMiddleware(harmonyPreset);
