import type { CallParams, GenerateResult, StreamResult, WrapArgs } from './core-types';
import { createMiddlewareConfig } from './middleware-config';
import type { ToolMiddlewareOptions } from './tool-middleware-options';
import { transformParams } from './transform-params';
import { wrapGenerate } from './wrap-generate';
import { wrapStream } from './wrap-stream';

/**
 * The middleware's handlers, written against structural types that AI SDK 7 (V4) and AI SDK 6
 * (V3) share. An entry point adds the specification version and the SDK's types.
 */
export interface ToolMiddlewareCore {
  transformParams(options: { params: CallParams }): Promise<CallParams>;
  wrapGenerate(options: Pick<WrapArgs, 'doGenerate' | 'params'>): Promise<GenerateResult>;
  wrapStream(options: Pick<WrapArgs, 'doStream' | 'params'>): Promise<StreamResult>;
}

/**
 * Builds the specification-neutral handlers. The options are checked here, so a broken setup
 * throws when the middleware is created.
 */
export function createToolMiddlewareCore(options: ToolMiddlewareOptions): ToolMiddlewareCore {
  const config = createMiddlewareConfig(options);
  return {
    transformParams: async ({ params }) => transformParams(params, config),
    wrapGenerate: (args) => wrapGenerate(args, config),
    wrapStream: (args) => wrapStream(args, config),
  };
}
