/**
 * `true`/`false` (any letter case, surrounding whitespace ignored) as a boolean, else `undefined`.
 */
export function parseBooleanText(text: string): boolean | undefined {
  const trimmed = text.trim();
  if (trimmed.length !== 4 && trimmed.length !== 5) return undefined;
  const lower = trimmed.toLowerCase();
  return lower === 'true' ? true : lower === 'false' ? false : undefined;
}
