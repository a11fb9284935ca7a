import { charClass } from './char-class';
import { plainTags } from './plain-tags';
import { readScalar } from './read-scalar';
import type { RootSchema } from './resolve-root-schema';
import type { SchemaInfo } from './schema-info';

/**
 * An array argument of plain scalars written as repeated tags, as models write lists —
 * `<ids>1</ids>\n<ids>2</ids>` — read as one run: each occurrence's text converted by the items'
 * plan (`readScalar`) where it stands, the whole run stored once as a final list. Read tag by tag,
 * each occurrence would cost a match against every declared name, a schema lookup, a merge into
 * the list so far and a conversion afterwards.
 *
 * It applies where coercion maps such a list item by item (`SchemaInfo.plainList`, under a
 * per-property root, see `noteArgument`), to items with a plan. The run ends before anything but
 * whitespace and another plain `<name>text</name>`; the caller reads on from there, and a later
 * occurrence is merged as before. An empty occurrence adds no item, so the run stops before it and
 * leaves it to the caller. One occurrence alone is a list of one only where its text converts:
 * coercion reads a lone text as a list (`1, 2`, `[1, 2]`), so any other text is left to it.
 *
 * @param start - the index after the first occurrence's open tag
 * @param close - the `<` of its close tag (the caller checked it is `</name>`)
 * @returns the items, with the index after the run in `scalarsEnd.at`; or `undefined` where the
 *   caller reads the occurrence as before
 */
export function repeatedScalars(
  xml: string,
  start: number,
  close: number,
  name: string,
  info: SchemaInfo,
  root: RootSchema,
): unknown[] | undefined {
  if (!info.plainList || !root.rootInfo.perProperty) return undefined;
  const plan = root.resolver.item(info, 0).scalar;
  if (plan === undefined) return undefined;
  const items: unknown[] = [];
  for (;;) {
    const item = readScalar(xml, start, close, plan);
    // Only an empty text reads as '' (any other text converts, or stays as it is).
    if (item === '') break;
    items.push(item);
    const end = close + name.length + 3;
    scalarsEnd.at = end;
    const next = xml.indexOf('<', end);
    if (
      next === -1 ||
      !plainTags.isOpenTagOf(xml, next, name) ||
      charClass.hasNonWhitespace(xml, end, next)
    ) {
      break;
    }
    start = next + name.length + 2;
    close = xml.indexOf('<', start);
    if (!plainTags.isCloseTagOf(xml, close, name)) break;
  }
  if (items.length === 0 || (items.length === 1 && typeof items[0] === 'string')) return undefined;
  return items;
}

/** Where the run `repeatedScalars` returned ends; valid until the next call. */
export const scalarsEnd = { at: 0 };
