/**
 * Reads a plain-text list: one item per line when the text has line breaks (so items may contain
 * commas), else comma-separated. Items are trimmed and empty ones dropped; one pair of surrounding
 * brackets (`[a, b]`, written by a model but not valid JSON) is removed first.
 *
 * @example splitList('1, 2, 3') // ['1', '2', '3']
 */
export function splitList(text: string): string[] {
  let body = text.trim();
  if (body.startsWith('[') && body.endsWith(']')) body = body.slice(1, -1);
  const separator = body.includes('\n') ? '\n' : ',';
  const items: string[] = [];
  for (const piece of body.split(separator)) {
    const item = piece.trim();
    if (item !== '') items.push(item);
  }
  return items;
}
