import type { LanguageModelV3CallOptions } from '@ai-sdk/provider';
import type { CallParams } from '../core-types';

/**
 * The core's transformed params as V3 call options. V4 added the `reasoning` call option, which
 * a V3 model does not know; it is left out should the core ever carry one. Everything else is the
 * same in both specifications.
 */
export function toV3CallOptions(params: CallParams): LanguageModelV3CallOptions {
  if (!Object.hasOwn(params, 'reasoning')) return params as unknown as LanguageModelV3CallOptions;
  const { reasoning: _reasoning, ...rest } = params as CallParams & { reasoning?: unknown };
  return rest as unknown as LanguageModelV3CallOptions;
}
