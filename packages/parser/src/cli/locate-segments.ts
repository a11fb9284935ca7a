/** Where a segment lies in the text: `start` inclusive, `end` exclusive, in UTF-16 units. */
export interface TextRange {
  start: number;
  end: number;
}

/**
 * Finds `segments` — substrings of `text` in order of appearance, as protocols report them — and
 * returns the range of each (`undefined` for one that is not found or is empty). Each search
 * starts where the previous match ended, so the whole pass reads the text once.
 */
export function locateSegments(
  text: string,
  segments: ReadonlyArray<string>,
): Array<TextRange | undefined> {
  const ranges: Array<TextRange | undefined> = [];
  let cursor = 0;
  for (const segment of segments) {
    const at = segment.length === 0 ? -1 : text.indexOf(segment, cursor);
    if (at === -1) {
      ranges.push(undefined);
      continue;
    }
    ranges.push({ start: at, end: at + segment.length });
    cursor = at + segment.length;
  }
  return ranges;
}
