/**
 * Where the whitespace (space, tab, line feed, carriage return) that ends `text` begins: `0` when
 * it is all whitespace, `text.length` when it does not end in any. A loop, not a regex anchored at
 * the end, so a long run of spaces costs linear time.
 */
export function trailingSpaceStart(text: string): number {
  let end = text.length;
  while (end > 0) {
    const code = text.charCodeAt(end - 1);
    if (code !== 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) break;
    end -= 1;
  }
  return end;
}
