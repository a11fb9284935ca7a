/**
 * Returns the index where `searched` starts in `text`, or — when it does not occur whole — the start
 * of the longest suffix of `text` that is a prefix of `searched` (the part to hold back because the
 * next chunk may complete it). Returns `null` when neither exists.
 *
 * Only the last `searched.length - 1` characters can begin a partial match, so the cost is bounded
 * by the marker length, not by the text.
 */
export function getPotentialStartIndex(text: string, searched: string): number | null {
  if (searched.length === 0) return null;
  const direct = text.indexOf(searched);
  if (direct !== -1) return direct;
  for (let i = Math.max(0, text.length - searched.length + 1); i < text.length; i++) {
    if (searched.startsWith(text.slice(i))) return i;
  }
  return null;
}
