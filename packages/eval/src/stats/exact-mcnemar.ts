/**
 * The exact (binomial) McNemar test of two presets answered on the same task samples. Only the
 * discordant pairs count: `wins`, the samples the first preset passed and the second failed, and
 * `losses`, the other way round. Under "no difference" each discordant pair is a fair coin, so
 * the two-sided p-value is twice the binomial tail P(X <= min(wins, losses)) for
 * X ~ Binomial(wins + losses, 1/2), capped at 1.
 *
 * @returns 1 when no pair is discordant (nothing tells the presets apart).
 */
export function exactMcNemar(wins: number, losses: number): number {
  if (!Number.isInteger(wins) || !Number.isInteger(losses) || wins < 0 || losses < 0) {
    throw new RangeError(`exactMcNemar needs two whole counts >= 0 (got ${wins} and ${losses}).`);
  }
  const n = wins + losses;
  const k = Math.min(wins, losses);
  // Summed in log space: 2^-n underflows past n ≈ 1074, which a --samples run can reach.
  let logTerm = -n * Math.LN2; // log(C(n, 0) / 2^n)
  let tail = 0;
  for (let i = 0; i <= k; i++) {
    tail += Math.exp(logTerm);
    logTerm += Math.log(n - i) - Math.log(i + 1); // C(n, i + 1) = C(n, i) · (n − i) / (i + 1)
  }
  return Math.min(1, 2 * tail);
}
