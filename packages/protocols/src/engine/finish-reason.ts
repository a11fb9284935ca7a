import type { FinishReason } from '../types';

/**
 * Finish reasons that keep priority over `tool-calls`: they say the output was cut off, filtered,
 * failed or interrupted, and the caller must see that (the AI SDK does not run tools then).
 */
const KEEP = new Set(['length', 'content-filter', 'error', 'interrupted']);

/**
 * The AI SDK executes tools only when a step finishes with `stop` or `tool-calls`, so a step in
 * which calls were parsed from text must say `tool-calls` — unless the output was cut off or
 * filtered, which the caller must see. The provider's raw reason is kept.
 */
export function fixFinishReason(reason: FinishReason, sawToolCall: boolean): FinishReason {
  if (!sawToolCall || KEEP.has(reason.unified)) return reason;
  return { unified: 'tool-calls', raw: reason.raw };
}
