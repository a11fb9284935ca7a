import { percent } from '../scoring/rank-presets';
import type { Interval } from '../stats/wilson-interval';

/** `85.1–96%`: both ends as percentages, one sign. */
export function formatInterval({ low, high }: Interval): string {
  return `${percent(low).slice(0, -1)}–${percent(high)}`;
}
