import { charClass } from './char-class';

/**
 * Plain tags in a call body, compared and found without a slice: what the fast path of `parse`
 * (see `parseSimple`) needs to read `<name>` and `</name>`. A name here is one that reads as a tag
 * name (declared names are matched from `SchemaInfo.tagNames`).
 */
export const plainTags = {
  /**
   * The declared name spelled at `at` and followed by `>`, if any. Storing under the schema's own
   * key string is much cheaper than under a fresh slice of the input.
   */
  match(xml: string, at: number, names: readonly string[]): string | undefined {
    const k = matchIndex(xml, at, names);
    return k === -1 ? undefined : names[k];
  },

  /** Like {@link match}, the index of the name in `names`, or -1. */
  matchIndex,

  /** Whether `name` is spelled at `at`. */
  spelledAt,

  /** For a plain `<name>` at `lt`, the index of its `>`; -1 for anything else. */
  openTagEnd(xml: string, lt: number): number {
    const n = xml.length;
    let j = lt + 1;
    if (j >= n || !charClass.isNameStart(xml.charCodeAt(j))) return -1;
    j++;
    while (j < n && charClass.isName(xml.charCodeAt(j))) j++;
    return j < n && xml.charCodeAt(j) === 0x3e ? j : -1;
  },

  /**
   * Where the next occurrence of a repeated tag starts: the `<` of `<name>` when nothing but
   * whitespace comes before it from `from`, else -1.
   */
  repeatAt(xml: string, from: number, name: string): number {
    const lt = xml.indexOf('<', from);
    return lt !== -1 &&
      plainTags.isOpenTagOf(xml, lt, name) &&
      !charClass.hasNonWhitespace(xml, from, lt)
      ? lt
      : -1;
  },

  /** Whether exactly `<name>` starts at `at`. */
  isOpenTagOf(xml: string, at: number, name: string): boolean {
    return xml.charCodeAt(at + 1 + name.length) === 0x3e && spelledAt(xml, at + 1, name);
  },

  /** Whether exactly `</name>` starts at `at`. */
  isCloseTagOf(xml: string, at: number, name: string): boolean {
    return (
      at !== -1 &&
      xml.charCodeAt(at + 1) === 0x2f &&
      xml.charCodeAt(at + 2 + name.length) === 0x3e &&
      spelledAt(xml, at + 2, name)
    );
  },
};

function matchIndex(xml: string, at: number, names: readonly string[]): number {
  for (let k = 0; k < names.length; k++) {
    const name = names[k] as string;
    if (xml.charCodeAt(at + name.length) === 0x3e /* > */ && spelledAt(xml, at, name)) return k;
  }
  return -1;
}

/**
 * `startsWith`, written out for the short names tags have (a loop of a few character compares
 * costs less than the builtin call it replaces).
 */
function spelledAt(xml: string, at: number, name: string): boolean {
  const n = name.length;
  if (n > 16) return xml.startsWith(name, at);
  for (let k = 0; k < n; k++) if (xml.charCodeAt(at + k) !== name.charCodeAt(k)) return false;
  return true;
}
