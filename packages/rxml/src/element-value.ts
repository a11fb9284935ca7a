import { charClass } from './char-class';
import { decodeEntities } from './decode-entities';
import { setOwn } from './set-own';
import { toPlainNumber } from './to-plain-number';

/** How a child's value joins its siblings of the same name. */
export const ChildKind = {
  /** an ordinary value */
  Plain: 0,
  /** an array-typed element read as a single item (its children were the item's properties) */
  Item: 1,
  /** an array-typed element's list of items */
  List: 2,
} as const;
export type ChildKind = (typeof ChildKind)[keyof typeof ChildKind];

/** How an element's content is read, fixed when it opens. */
export type ElementMode = 'raw' | 'object' | 'array' | 'leaf' | 'auto';

/** The children and text collected for one element. */
export interface ElementContent {
  mode: ElementMode;
  /**
   * Text outside child elements (CDATA content is added with `&` escaped, see `appendCData`).
   * Read it through {@link contentText}: pieces arriving one by one are collected in `parts`.
   */
  text: string;
  parts: string[] | undefined;
  blocks: string[] | undefined;
  /** Whether `text` contains anything besides whitespace. */
  hasText: boolean;
  names: string[];
  values: unknown[];
  kinds: ChildKind[];
}

// A streamed value arrives in many small pieces. Joining them in blocks keeps the number of live
// strings (and so garbage-collection work) small; every character is still copied only twice.
const PIECES_PER_BLOCK = 256;

/** Appends a piece of text. */
export function appendText(content: ElementContent, piece: string): void {
  const parts = content.parts;
  if (parts === undefined) {
    if (content.text === '') {
      content.text = piece;
    } else {
      content.parts = [content.text, piece];
      content.text = '';
    }
    return;
  }
  parts.push(piece);
  if (parts.length === PIECES_PER_BLOCK) {
    content.blocks ??= [];
    content.blocks.push(parts.join(''));
    parts.length = 0;
  }
}

/** The text appended so far, as one string. */
export function contentText(content: ElementContent): string {
  const { parts, blocks } = content;
  if (parts === undefined) return content.text;
  const tail = parts.join('');
  content.text = blocks === undefined ? tail : blocks.join('') + tail;
  content.parts = content.blocks = undefined;
  return content.text;
}

/** Appends CDATA content so that the later entity decoding gives it back unchanged. */
export function appendCData(content: ElementContent, cdata: string): void {
  appendText(content, cdata.includes('&') ? cdata.replaceAll('&', '&amp;') : cdata);
}

/**
 * The value of a finished element.
 *
 * - raw (string-typed): the text exactly as written;
 * - object / array typed: children give the structure; an empty element is `{}` / `[]`; text
 *   alone (`<tags>["a","b"]</tags>`) is returned trimmed for coercion to parse;
 * - leaf (other typed values): trimmed text with entities decoded;
 * - auto (no schema): `<item>` lists and index-keyed children become arrays, other children an
 *   object (repeated names become arrays); plainly numeric text becomes a number.
 *
 * @param textNodeName - key for text beside child elements (mixed content)
 */
export function elementValue(content: ElementContent, textNodeName: string): unknown {
  const { mode, names } = content;
  if (names.length === 0) return textValue(mode, contentText(content));
  if (mode === 'raw') return contentText(content);
  if (mode === 'object') return groupChildren(content, textNodeName);
  if (mode === 'array') return listItems(content);
  if (names.every((name) => name === 'item')) return content.values.slice();
  if (names.every(charClass.isIndexName)) return listItems(content);
  return groupChildren(content, textNodeName);
}

/** The value of an element without child elements, from its text (see {@link elementValue}). */
export function textValue(mode: ElementMode, text: string): unknown {
  if (mode === 'raw') return text;
  const trimmed = leafText(text);
  if (mode === 'object') return trimmed === '' ? {} : trimmed;
  if (mode === 'array') return trimmed === '' ? [] : trimmed;
  if (mode === 'auto') return toPlainNumber(trimmed) ?? trimmed;
  return trimmed;
}

/**
 * Children as an object in first-appearance order; a repeated name becomes an array of its
 * occurrences (list-valued occurrences of an array property are concatenated).
 */
export function groupChildren(
  content: ElementContent,
  textNodeName?: string,
): Record<string, unknown> {
  const { names, values, kinds } = content;
  const obj: Record<string, unknown> = {};
  // Built on the first repeat only: most elements have no repeated names.
  let firstIndex: Map<string, number> | undefined;
  let lists: Map<string, unknown[]> | undefined;
  for (let i = 0; i < names.length; i++) {
    const name = names[i] as string;
    const value = values[i];
    const kind = kinds[i] as ChildKind;
    if (!Object.hasOwn(obj, name)) {
      setOwn(obj, name, kind === ChildKind.Item ? [value] : value);
      firstIndex?.set(name, i);
      continue;
    }
    if (firstIndex === undefined || lists === undefined) {
      firstIndex = new Map();
      for (let j = i - 1; j >= 0; j--) firstIndex.set(names[j] as string, j);
      lists = new Map();
    }
    let list = lists.get(name);
    if (list === undefined) {
      // Second occurrence: restart from the first one, which is stored as it was read.
      const first = firstIndex.get(name) as number;
      list = [];
      pushOccurrence(list, values[first], kinds[first] as ChildKind);
      lists.set(name, list);
      setOwn(obj, name, list);
    }
    pushOccurrence(list, value, kind);
  }
  if (textNodeName !== undefined && content.hasText) {
    setOwn(obj, textNodeName, leafText(contentText(content)));
  }
  return obj;
}

/** Adds one occurrence of a repeated name to its list: a list-valued one item by item. */
export function pushOccurrence(list: unknown[], value: unknown, kind: ChildKind): void {
  if (kind === ChildKind.List && Array.isArray(value)) {
    for (const item of value) list.push(item);
  } else {
    list.push(value);
  }
}

/** Children as array items; index-keyed children (`<0>`, `<1>`) are put in index order. */
function listItems(content: ElementContent): unknown[] {
  const { names, values } = content;
  if (!names.every(charClass.isIndexName)) return values.slice();
  const order = names.map((name, i) => ({ index: Number(name), i }));
  order.sort((a, b) => a.index - b.index || a.i - b.i);
  return order.map(({ i }) => values[i]);
}

/** Trimmed, entity-decoded text (trimmed first, so an encoded `&#32;` survives). */
export function leafText(text: string): string {
  return decodeEntities(text.trim());
}
