import type {
  LanguageModelV4CallOptions,
  LanguageModelV4Content,
  LanguageModelV4FinishReason,
  LanguageModelV4Message,
  LanguageModelV4Middleware,
  LanguageModelV4StreamPart,
  LanguageModelV4TextPart,
  SharedV4ProviderMetadata,
  SharedV4Warning,
} from '@ai-sdk/provider';
import type { CoreWrites, Fits } from './core-types';
import { createToolMiddlewareCore } from './create-tool-middleware-core';
import type { ToolMiddlewareOptions } from './options/middleware-options';

/**
 * Creates an AI SDK 7 language-model middleware that gives tool calling to a model without native
 * tools: the tools are described in the prompt with `toolSystemPromptTemplate`, the model's text
 * is parsed back into tool calls with `protocol` (live while streaming), and tool calls and
 * results in the history are rewritten as text.
 *
 * @param options.protocol The wire format, e.g. `jsonMixProtocol()` or `morphXmlProtocol()`.
 * @param options.toolSystemPromptTemplate Renders the instructions from the tool list string.
 * @param options.placement `'system'` (default) or `'first-user'` for templates without a system role.
 * @param options.onError Told about output that looked like a call but could not become one.
 * @param options.originalToolSchemas Tool name → schema used to type arguments instead.
 * @param options.emitFailedCallText Keep the text of a failed call (default `true`).
 * @param options.maxToolCallSize Largest call held while parsing, in characters (default 4 MiB).
 * @param options.generateId Tool-call id generator.
 * @param options.fallbackProtocols Other formats to read too (formatting stays `protocol`'s).
 * @param options.malformedCalls `'feedback'` (default): a botched call goes back to the model as an
 *   invalid call it can retry; `'text'`: it stays text.
 * @param options.transport `'prompt'` (default) or `'hybrid'`: native tools, text parsed as a fallback.
 * @throws ToolMiddlewareError when the protocol or the template is missing or malformed.
 *
 * @example
 * ```ts
 * const middleware = createToolMiddleware({
 *   protocol: jsonMixProtocol(),
 *   toolSystemPromptTemplate: (tools) => `You may call these tools: ${tools}`,
 * });
 * const model = wrapLanguageModel({ model: base, middleware });
 * ```
 */
export function createToolMiddleware(options: ToolMiddlewareOptions): LanguageModelV4Middleware {
  const core = createToolMiddlewareCore(options);
  return {
    specificationVersion: 'v4',
    transformParams: ({ params, model }) => core.transformParams({ params, model }),
    wrapGenerate: ({ doGenerate, params }) => core.wrapGenerate({ doGenerate, params }),
    wrapStream: ({ doStream, params }) => core.wrapStream({ doStream, params }),
  };
}

/**
 * Everything the core writes is a valid AI SDK 7 value (what it reads is checked where the handlers
 * above pass the SDK's values in). A change in these SDK types that the core does not follow
 * fails the type-check here.
 */
export const coreWritesFitV4: [
  Fits<CoreWrites['promptText'], LanguageModelV4TextPart>,
  Fits<CoreWrites['systemMessage'] | CoreWrites['userMessage'], LanguageModelV4Message>,
  Fits<CoreWrites['responseFormat'], LanguageModelV4CallOptions['responseFormat']>,
  Fits<CoreWrites['warning'], SharedV4Warning>,
  Fits<CoreWrites['finishReason'], LanguageModelV4FinishReason>,
  Fits<CoreWrites['content'], LanguageModelV4Content>,
  Fits<CoreWrites['streamPart'], LanguageModelV4StreamPart>,
  Fits<CoreWrites['callMetadata'], SharedV4ProviderMetadata>,
] = [true, true, true, true, true, true, true, true];
