import type { LanguageModelV3FinishReason } from '@ai-sdk/provider';
import type { FinishReason } from '@tool/protocols';

/**
 * A finish reason as V3 knows it. V4 added `interrupted`, which AI SDK 6 does not list; it becomes
 * `other` (like every reason a V3 provider cannot name), so AI SDK 6 still runs no tools for that
 * step. The provider's raw reason is kept.
 */
export function toV3FinishReason(reason: FinishReason): LanguageModelV3FinishReason {
  if (reason.unified !== 'interrupted') return reason as LanguageModelV3FinishReason;
  return { unified: 'other', raw: reason.raw };
}
