import { yamlXmlProtocol, yamlXmlSystemPrompt } from '@tool/protocols';
import { createToolMiddleware } from '../create-tool-middleware';
import type { ToolMiddlewareOptions } from '../tool-middleware-options';

/** The yamlXml preset's definition, shared by the AI SDK 7 and AI SDK 6 entry points. */
export const yamlXmlPreset: ToolMiddlewareOptions = {
  protocol: yamlXmlProtocol(),
  toolSystemPromptTemplate: yamlXmlSystemPrompt,
};

/**
 * The tool name as the tag and a YAML body (block scalars for code): a format both small and frontier models follow well.
 *
 * @example
 * ```ts
 * const model = wrapLanguageModel({ model: base, middleware: yamlXmlToolMiddleware });
 * ```
 */
export const yamlXmlToolMiddleware = createToolMiddleware(yamlXmlPreset);
