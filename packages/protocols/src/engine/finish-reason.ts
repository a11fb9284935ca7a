import type { FinishReason } from '../types';

/**
 * Finish reasons that keep priority over `tool-calls`: they say the output was cut off, filtered,
 * failed or interrupted, and the caller must see that (the AI SDK does not run tools then).
 */
const KEEP = new Set(['length', 'content-filter', 'error', 'interrupted']);

/**
 * The finish reason says `tool-calls` exactly when the answer holds a call. The AI SDK executes
 * tools only when a step finishes with `stop` or `tool-calls`, so a step in which calls were parsed
 * from text must say `tool-calls` — unless the output was cut off or filtered, which the caller
 * must see. And an answer without a call is `stop` even when the server said `tool-calls` (servers
 * do, after a template glitch, or for a call the parser left as text). The provider's raw reason
 * is kept either way.
 */
export function fixFinishReason(reason: FinishReason, sawToolCall: boolean): FinishReason {
  if (KEEP.has(reason.unified)) return reason;
  if (sawToolCall) return { unified: 'tool-calls', raw: reason.raw };
  return reason.unified === 'tool-calls' ? { unified: 'stop', raw: reason.raw } : reason;
}
