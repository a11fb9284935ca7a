import { plainTags } from './plain-tags';
import { rawValueEnd } from './raw-value-end';
import type { SchemaInfo } from './schema-info';

/**
 * A list of plain strings as models write it, `<item>a</item><item>b</item>` up to `</name>`,
 * read without a frame: the frame's way costs a schema lookup, a child record and a store per
 * item, and lists of strings (tags, paths, ids) are common arguments. `lt` is the first `<` after
 * the list's open tag; `info` is an array schema whose items all are strings (the caller checks).
 * It gives up (`undefined`) on anything else — another item name, an empty list, a value
 * `rawValueEnd` leaves to the full reader — and the caller then reads the list element by element. What it returns is what that would give:
 * text between items is dropped there too, once the list has an item.
 *
 * @returns the items, with the index after the list's close tag in `listEnd.at`
 */
export function stringItems(
  xml: string,
  lt: number,
  name: string,
  info: SchemaInfo,
): string[] | undefined {
  const items: string[] = [];
  for (;;) {
    if (plainTags.isCloseTagOf(xml, lt, name)) {
      if (items.length === 0) return undefined;
      listEnd.at = lt + name.length + 3;
      return items;
    }
    if (lt === -1 || !plainTags.isOpenTagOf(xml, lt, 'item')) return undefined;
    const close = rawValueEnd(xml, xml.indexOf('<', lt + 6), 'item', info.valueEnd);
    if (close === -1) return undefined;
    items.push(xml.slice(lt + 6, close));
    lt = xml.indexOf('<', close + 7);
  }
}

/** Where the list `stringItems` returned ends; valid until the next call. */
export const listEnd = { at: 0 };
