import type { ConstrainEndpoint } from './constrain/constrain-request';
import {
  coreParams,
  type SdkCallParams,
  type SdkGenerateResult,
  type SdkStreamResult,
} from './core-types';
import { createMiddlewareConfig } from './middleware-config';
import { callProviderOptions } from './middleware-state';
import type { ToolMiddlewareOptions } from './options/middleware-options';
import { type MediaModel, mediaPolicy } from './tool-result-media/media-policy';
import { transformParams } from './transform-params';
import { wrapGenerate } from './wrap-generate';
import { wrapStream } from './wrap-stream';

/**
 * The middleware's handlers, written against structural types that AI SDK 7 (V4) and AI SDK 6
 * (V3) share. Each handler is generic in the SDK's own type: an entry point passes its params and
 * results as they are, typed, and gets the same type back — so when the SDK's types stop fitting
 * what the core reads, the entry point fails to type-check.
 */
export interface ToolMiddlewareCore {
  transformParams<P extends SdkCallParams>(options: {
    params: P;
    /** The wrapped model: what it accepts as files, and its `provider`, which names the provider options sent as body fields. */
    model?: MediaModel & { readonly provider?: string };
  }): Promise<P>;
  wrapGenerate<R extends SdkGenerateResult>(options: {
    doGenerate: () => PromiseLike<R>;
    params: SdkCallParams;
  }): Promise<R>;
  wrapStream<R extends SdkStreamResult>(options: {
    doStream: () => PromiseLike<R>;
    params: SdkCallParams;
  }): Promise<R>;
}

/**
 * Builds the specification-neutral handlers. The options are checked here, so a broken setup
 * throws when the middleware is created. `endpoint` is `completion` when the requests go to a raw
 * completion endpoint (the completion transport of `fromChatTemplate`).
 */
export function createToolMiddlewareCore(
  options: ToolMiddlewareOptions,
  endpoint: ConstrainEndpoint = 'chat',
): ToolMiddlewareCore {
  const config = createMiddlewareConfig(options, endpoint);
  return {
    transformParams: async ({ params, model }) => {
      const media = await mediaPolicy(
        config.callOptions.toolResultMedia,
        callProviderOptions(coreParams(params))?.toolResultMedia,
        model,
      );
      return transformParams(params, config, media, model?.provider);
    },
    wrapGenerate: (args) => wrapGenerate(args, config),
    wrapStream: (args) => wrapStream(args, config),
  };
}
