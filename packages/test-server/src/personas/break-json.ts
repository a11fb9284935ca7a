/**
 * Damages one JSON object or array beyond repair, the way a sampling slip does (a stray `]]`
 * before the closing brace, or `::` after the opening bracket): robust JSON parsers cannot
 * recover it, so the call fails to parse instead of being quietly fixed.
 *
 * @param fragment - JSON text of an object (`{…}`) or an array (`[…]`).
 * @returns The damaged text, or `undefined` when `fragment` is neither.
 */
export function breakJson(fragment: string): string | undefined {
  if (fragment.startsWith('{') && fragment.endsWith('}')) return `${fragment.slice(0, -1)} ]]}`;
  if (fragment.startsWith('[') && fragment.endsWith(']')) return `[:: ${fragment.slice(1)}`;
  return undefined;
}
