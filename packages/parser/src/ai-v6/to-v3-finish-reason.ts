import type { LanguageModelV3FinishReason } from '@ai-sdk/provider';
import type { FinishReason } from '@tool/protocols';

/** V4 added one reason to V3's list: `interrupted`. Every other reason reads the same in V3. */
function isV3Reason(reason: FinishReason): reason is LanguageModelV3FinishReason {
  return reason.unified !== 'interrupted';
}

/**
 * A finish reason as V3 knows it. V4 added `interrupted`, which AI SDK 6 does not list; it becomes
 * `other` (like every reason a V3 provider cannot name), so AI SDK 6 still runs no tools for that
 * step. The provider's raw reason is kept.
 */
export function toV3FinishReason(reason: FinishReason): LanguageModelV3FinishReason {
  return isV3Reason(reason) ? reason : { unified: 'other', raw: reason.raw };
}
