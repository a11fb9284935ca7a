import { leafText } from './element-value';
import { plainTags } from './plain-tags';
import { readScalar } from './read-scalar';
import type { SchemaInfo } from './schema-info';

/**
 * An array of plain scalars or plain strings written as repeated tags, as models write lists —
 * `<ids>1</ids>\n<ids>2</ids>` — read as one run: each occurrence's text read as the full reader
 * reads an array element's text (trimmed, entities decoded) and converted by the items' plan
 * (`readScalar`) where it stands, the whole run returned as one list. Read tag by tag, each
 * occurrence would cost a match against every declared name, a schema lookup, a merge into the
 * list so far and a conversion afterwards.
 *
 * The items are final only where coercion maps such a list item by item (`SchemaInfo.plainList`,
 * see `SchemaResolver.leafItems`), which the caller checks. The run ends before anything but
 * whitespace and another plain `<name>text</name>`; the caller reads on from there. An empty
 * occurrence adds no item, so the run stops before it. One occurrence alone is a list of just its
 * text only where coercion would read it so: it reads a lone text as a list (`1, 2`, `[1, 2]`,
 * lines), so a text that does not convert (scalars) or might be split (strings) is left to it.
 *
 * @param start - the index after the first occurrence's open tag
 * @param close - the `<` of its close tag (the caller checked it is `</name>`)
 * @param item - the items' schema: a plain scalar (`scalar`) or a plain string
 * @returns the items, with the index after the run in `leavesEnd.at`; or `undefined` where the
 *   caller reads the occurrence as before
 */
export function repeatedLeaves(
  xml: string,
  start: number,
  close: number,
  name: string,
  item: SchemaInfo,
): unknown[] | undefined {
  const plan = item.scalar;
  const items: unknown[] = [];
  for (;;) {
    const value =
      plan === undefined ? leafText(xml.slice(start, close)) : readScalar(xml, start, close, plan);
    // Only an empty text reads as '' (any other text converts, or stays as it is).
    if (value === '') break;
    items.push(value);
    const end = close + name.length + 3;
    leavesEnd.at = end;
    const next = plainTags.repeatAt(xml, end, name);
    if (next === -1) break;
    start = next + name.length + 2;
    close = xml.indexOf('<', start);
    if (!plainTags.isCloseTagOf(xml, close, name)) break;
  }
  if (items.length === 0) return undefined;
  if (items.length === 1) {
    const only = items[0];
    if (typeof only === 'string' && (plan !== undefined || !isOneItem(only))) return undefined;
  }
  return items;
}

/**
 * Whether coercion reads a lone (trimmed, non-empty) text under an array of plain strings as a
 * list of just that text: no JSON array or object or code fence to parse, no comma or line break
 * to split at (see `coerceArray` in `@tool/coercion`).
 */
function isOneItem(text: string): boolean {
  const first = text.charCodeAt(0);
  return (
    first !== 0x5b /* [ */ &&
    first !== 0x7b /* { */ &&
    first !== 0x60 /* ` */ &&
    !text.includes(',') &&
    !text.includes('\n')
  );
}

/** Where the run `repeatedLeaves` returned ends; valid until the next call. */
export const leavesEnd = { at: 0 };
