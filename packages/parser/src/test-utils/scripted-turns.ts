/** The token usage every scripted turn reports (the same shape in specifications V3 and V4). */
export const usage = {
  inputTokens: { total: 10, noCache: 10, cacheRead: undefined, cacheWrite: undefined },
  outputTokens: { total: 5, text: 5, reasoning: undefined },
};

/**
 * The turn for each call of a scripted model: `turns` in order, one per call, the last repeating;
 * a string is a turn of one chunk.
 */
export function turnPlayer<T extends { chunks: string[] }>(
  turns: ReadonlyArray<T | string>,
): (call: number) => T | { chunks: string[] } {
  const normalized = turns.map((turn) => (typeof turn === 'string' ? { chunks: [turn] } : turn));
  return (call) => normalized[Math.min(call, normalized.length - 1)] ?? { chunks: [''] };
}

/** The prompt the model received in call `n`, for assertions. */
export function promptOf<Call extends { prompt: unknown }>(
  calls: readonly Call[],
  n = 0,
): Call['prompt'] {
  const call = calls[n];
  if (call === undefined) throw new Error(`the model was not called ${n + 1} time(s)`);
  return call.prompt;
}
