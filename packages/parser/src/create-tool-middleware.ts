import type {
  LanguageModelV4CallOptions,
  LanguageModelV4GenerateResult,
  LanguageModelV4Middleware,
  LanguageModelV4StreamResult,
} from '@ai-sdk/provider';
import type { CallParams, GenerateResult, StreamResult } from './core-types';
import { createToolMiddlewareCore } from './create-tool-middleware-core';
import type { ToolMiddlewareOptions } from './tool-middleware-options';

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
    transformParams: async ({ params }) =>
      (await core.transformParams({
        params: params as unknown as CallParams,
      })) as unknown as LanguageModelV4CallOptions,
    wrapGenerate: async ({ doGenerate, params }) =>
      (await core.wrapGenerate({
        doGenerate: doGenerate as unknown as () => PromiseLike<GenerateResult>,
        params: params as unknown as CallParams,
      })) as unknown as LanguageModelV4GenerateResult,
    wrapStream: async ({ doStream, params }) =>
      (await core.wrapStream({
        doStream: doStream as unknown as () => PromiseLike<StreamResult>,
        params: params as unknown as CallParams,
      })) as unknown as LanguageModelV4StreamResult,
  };
}
