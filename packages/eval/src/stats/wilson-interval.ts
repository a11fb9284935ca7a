/** A share's 95% interval, both ends in 0–1. */
export interface Interval {
  low: number;
  high: number;
}

/** The normal quantile of a two-sided 95% interval. */
export const Z_95 = 1.959963984540054;

/**
 * The Wilson score interval of `passed` out of `total` (95% by default). Unlike the textbook
 * p ± z·√(p(1−p)/n), it stays inside 0–1 and does not shrink to nothing at 0% or 100%, which are
 * the scores a small suite produces most (a preset that cannot read a format scores 0).
 *
 * @returns `{ low: 0, high: 1 }` when nothing ran: nothing is known.
 */
export function wilsonInterval(passed: number, total: number, z: number = Z_95): Interval {
  if (!Number.isInteger(passed) || !Number.isInteger(total) || passed < 0 || passed > total) {
    throw new RangeError(
      `wilsonInterval needs whole numbers with 0 <= passed <= total (got ${passed} of ${total}).`,
    );
  }
  if (total === 0) return { low: 0, high: 1 };
  const share = passed / total;
  const z2 = z * z;
  const denominator = 1 + z2 / total;
  const center = (share + z2 / (2 * total)) / denominator;
  const half =
    (z / denominator) * Math.sqrt((share * (1 - share)) / total + z2 / (4 * total * total));
  // At 0 and 1 the formula lands on the bound up to rounding; pin it there exactly.
  return {
    low: passed === 0 ? 0 : Math.max(0, center - half),
    high: passed === total ? 1 : Math.min(1, center + half),
  };
}
