import type { JSONObject } from '@ai-sdk/provider';
import { PROVIDER_OPTIONS_KEY } from '../middleware-state';
import type { ToolCallMiddlewareCallOptions } from './middleware-options';

/**
 * Per-call options in the shape `providerOptions` expects. The AI SDK types provider options as
 * JSON, which a callback such as `onError` is not; this helper keeps the callback typed on the way
 * in and the result assignable to `providerOptions`.
 *
 * @param options The per-call options; each one overrides the value given at creation.
 * @returns `{ toolCallMiddleware: options }`.
 *
 * @example
 * ```ts
 * await generateText({
 *   model, tools, prompt,
 *   providerOptions: toolCallMiddlewareOptions({ onError: (message) => console.warn(message) }),
 * });
 * ```
 */
export function toolCallMiddlewareOptions(options: ToolCallMiddlewareCallOptions): {
  toolCallMiddleware: JSONObject;
} {
  return { [PROVIDER_OPTIONS_KEY]: options as unknown as JSONObject } as {
    toolCallMiddleware: JSONObject;
  };
}
