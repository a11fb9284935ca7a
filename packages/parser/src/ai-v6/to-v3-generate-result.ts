import type { LanguageModelV3GenerateResult } from '@ai-sdk/provider';
import { toV3FinishReason } from './to-v3-finish-reason';

/**
 * The core's generate result as a V3 result: the finish reason in V3 terms, and without
 * `structuredOutputText`, a V4 field that AI SDK 6 would not read (it parses the joined text
 * parts, which the core keeps in step with the calls it parsed).
 */
export function toV3GenerateResult(
  result: LanguageModelV3GenerateResult,
): LanguageModelV3GenerateResult {
  const { structuredOutputText: _structured, ...rest } = result as LanguageModelV3GenerateResult & {
    structuredOutputText?: unknown;
  };
  return { ...rest, finishReason: toV3FinishReason(result.finishReason) };
}
