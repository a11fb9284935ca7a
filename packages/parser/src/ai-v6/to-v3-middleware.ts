import type { LanguageModelV3Middleware } from '@ai-sdk/provider';
import type { ToolMiddlewareCore } from '../create-tool-middleware-core';
import { fromV3CallOptions } from './from-v3-call-options';
import { toV3CallOptions } from './to-v3-call-options';
import { toV3GenerateResult } from './to-v3-generate-result';
import { toV3StreamResult } from './to-v3-stream-result';

/**
 * Serves the specification-neutral middleware core to AI SDK 6 as a `LanguageModelV3Middleware`.
 * The core takes and returns the SDK's own V3 values (it is generic in their types, see
 * `ToolMiddlewareCore`). The shapes it reads and writes are the same in V3 and V4 except for media
 * items in tool results (read as V4 `file` items), the `interrupted` finish reason and
 * `structuredOutputText` (V4 only, so mapped or left out on the way back), and the V4 `reasoning`
 * call option.
 *
 * @param core The handlers built by `createToolMiddlewareCore`.
 */
export function toV3Middleware(core: ToolMiddlewareCore): LanguageModelV3Middleware {
  return {
    specificationVersion: 'v3',
    transformParams: async ({ params, model }) =>
      toV3CallOptions(
        await core.transformParams({ params: fromV3CallOptions(params, model.provider), model }),
      ),
    wrapGenerate: async ({ doGenerate, params }) =>
      toV3GenerateResult(await core.wrapGenerate({ doGenerate, params })),
    wrapStream: async ({ doStream, params }) =>
      toV3StreamResult(await core.wrapStream({ doStream, params })),
  };
}
