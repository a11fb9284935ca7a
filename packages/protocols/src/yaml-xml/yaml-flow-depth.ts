/**
 * Whether a YAML body opens flow collections (`[`, `{`) deeper than `limit`. Every bracket counts,
 * in scalars too, so it can only overestimate; real arguments stay far below any sane limit. The
 * `yaml` package composes nodes recursively (it runs out of stack near 1,000 levels) and reads
 * deep flow nesting slowly, so a body is checked with this linear scan before it is parsed.
 */
export function exceedsFlowDepth(body: string, limit: number): boolean {
  let depth = 0;
  for (let i = 0; i < body.length; i++) {
    const code = body.charCodeAt(i);
    // [ and {
    if (code === 0x5b || code === 0x7b) {
      if (++depth > limit) return true;
    } else if ((code === 0x5d || code === 0x7d) && depth > 0) depth--;
  }
  return false;
}
