import type {
  LanguageModelV3CallOptions,
  LanguageModelV3Content,
  LanguageModelV3FinishReason,
  LanguageModelV3Message,
  LanguageModelV3Middleware,
  LanguageModelV3StreamPart,
  LanguageModelV3TextPart,
  SharedV3ProviderMetadata,
  SharedV3Warning,
} from '@ai-sdk/provider';
import type { CoreWrites, Fits } from '../core-types';
import { createToolMiddlewareCore } from '../create-tool-middleware-core';
import type { ToolMiddlewareOptions } from '../options/middleware-options';
import { toV3Middleware } from './to-v3-middleware';

/**
 * Creates an AI SDK 6 language-model middleware (`LanguageModelV3Middleware`) that gives tool
 * calling to a model without native tools. It is the same middleware as `createToolMiddleware`
 * from `@tool/parser` (same options, same behaviour), served in specification V3 for `ai@6`.
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
 * @param options.unknownArguments `'keep'` (default), `'drop'` (with an `onError` warning) or
 *   `'botched'` (the call is botched, see `malformedCalls`) for arguments the schema does not know.
 * @param options.transport `'prompt'` (default) or `'hybrid'`: native tools, text parsed as a fallback.
 * @throws ToolMiddlewareError when the protocol or the template is missing or malformed.
 *
 * @example
 * ```ts
 * import { createToolMiddleware, jsonMixProtocol } from '@tool/parser/ai-v6';
 * import { wrapLanguageModel } from 'ai'; // ai@6
 *
 * const middleware = createToolMiddleware({
 *   protocol: jsonMixProtocol(),
 *   toolSystemPromptTemplate: (tools) => `You may call these tools: ${tools}`,
 * });
 * const model = wrapLanguageModel({ model: base, middleware });
 * ```
 */
export function createToolMiddleware(options: ToolMiddlewareOptions): LanguageModelV3Middleware {
  return toV3Middleware(createToolMiddlewareCore(options));
}

/**
 * Everything the core writes is a valid AI SDK 6 value (what it reads is checked where
 * `toV3Middleware` passes the SDK's values in). A change in these SDK types that the core does not
 * follow fails the type-check here.
 */
export const coreWritesFitV3: [
  Fits<CoreWrites['promptText'], LanguageModelV3TextPart>,
  Fits<CoreWrites['systemMessage'] | CoreWrites['userMessage'], LanguageModelV3Message>,
  Fits<CoreWrites['responseFormat'], LanguageModelV3CallOptions['responseFormat']>,
  Fits<CoreWrites['warning'], SharedV3Warning>,
  Fits<CoreWrites['finishReason'], LanguageModelV3FinishReason>,
  Fits<CoreWrites['content'], LanguageModelV3Content>,
  Fits<CoreWrites['streamPart'], LanguageModelV3StreamPart>,
  Fits<CoreWrites['callMetadata'], SharedV3ProviderMetadata>,
] = [true, true, true, true, true, true, true, true];
