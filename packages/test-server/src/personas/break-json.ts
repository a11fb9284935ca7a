/**
 * Damages one JSON object or array beyond repair, the way a sampling slip does (`::` right after
 * the opening brace or bracket, where a key or a value must come): robust JSON parsers cannot
 * recover it, so the call fails to parse instead of being quietly fixed. (A stray `]]` before the
 * closing brace is no longer beyond repair: RJSON drops closers that fit no open container.)
 *
 * @param fragment - JSON text of an object (`{…}`) or an array (`[…]`).
 * @returns The damaged text, or `undefined` when `fragment` is neither.
 */
export function breakJson(fragment: string): string | undefined {
  if (fragment.startsWith('{') && fragment.endsWith('}')) return `{:: ${fragment.slice(1)}`;
  if (fragment.startsWith('[') && fragment.endsWith(']')) return `[:: ${fragment.slice(1)}`;
  return undefined;
}
