/** The index of the first character at or after `from` that is not JSON whitespace (or a BOM). */
export function skipWhitespace(text: string, from: number): number {
  let i = from;
  while (i < text.length) {
    const c = text.charCodeAt(i);
    if (c !== 32 && c !== 10 && c !== 13 && c !== 9 && c !== 0xfeff) break;
    i++;
  }
  return i;
}
