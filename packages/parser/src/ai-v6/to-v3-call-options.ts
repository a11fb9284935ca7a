import type { LanguageModelV3CallOptions } from '@ai-sdk/provider';

/**
 * The core's transformed params as V3 call options. V4 added the `reasoning` call option, which
 * a V3 model does not know; it is left out should the core ever carry one. Everything else is the
 * same in both specifications.
 */
export function toV3CallOptions(params: LanguageModelV3CallOptions): LanguageModelV3CallOptions {
  if (!Object.hasOwn(params, 'reasoning')) return params;
  const { reasoning: _reasoning, ...rest } = params as LanguageModelV3CallOptions & {
    reasoning?: unknown;
  };
  return rest;
}
