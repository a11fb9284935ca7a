/**
 * Character classes over UTF-16 code units, as the scanners see them.
 *
 * Names follow XML 1.0 (fifth edition) with two deliberate widenings for model output: a digit may
 * start a name (index-keyed `<0>…</0>` lists), and every surrogate code unit counts as a name
 * character (XML allows #x10000–#xEFFFF, which is where emoji live).
 */
export const charClass = {
  /** Space, tab, carriage return or line feed: the XML whitespace set. */
  isWhitespace(code: number): boolean {
    return code === 0x20 || code === 0x0a || code === 0x09 || code === 0x0d;
  },

  /** May this code unit start a tag name? */
  isNameStart(code: number): boolean {
    if (code < 0x80) {
      return (
        (code >= 0x61 && code <= 0x7a) || // a-z
        (code >= 0x41 && code <= 0x5a) || // A-Z
        (code >= 0x30 && code <= 0x39) || // 0-9, widened: index-keyed lists
        code === 0x5f || // _
        code === 0x3a // :
      );
    }
    return isNonAsciiNameStart(code);
  },

  /** May this code unit continue a tag name? */
  isName(code: number): boolean {
    if (code < 0x80) {
      return (
        (code >= 0x61 && code <= 0x7a) ||
        (code >= 0x41 && code <= 0x5a) ||
        (code >= 0x30 && code <= 0x39) ||
        code === 0x5f ||
        code === 0x3a ||
        code === 0x2d || // -
        code === 0x2e // .
      );
    }
    return (
      isNonAsciiNameStart(code) ||
      code === 0xb7 ||
      (code >= 0x300 && code <= 0x36f) ||
      code === 0x203f ||
      code === 0x2040
    );
  },

  /** May this code unit end an open tag's name (`>`, `/` or whitespace)? */
  endsOpenTagName(code: number): boolean {
    return code === 0x3e || code === 0x2f || charClass.isWhitespace(code);
  },

  /** The index just after the run of name characters that starts at `from` (`from` if none). */
  nameEnd(text: string, from: number): number {
    let end = from;
    while (end < text.length && charClass.isName(text.charCodeAt(end))) end++;
    return end;
  },

  /** The index just after the run of whitespace that starts at `from` (`from` if none). */
  whitespaceEnd(text: string, from: number): number {
    let end = from;
    while (end < text.length && charClass.isWhitespace(text.charCodeAt(end))) end++;
    return end;
  },

  /** Whether `text` (from `from` to `to`) holds anything besides whitespace. */
  hasNonWhitespace(text: string, from = 0, to = text.length): boolean {
    for (let i = from; i < to; i++) {
      if (!charClass.isWhitespace(text.charCodeAt(i))) return true;
    }
    return false;
  },

  /** Does all of `name` read as one tag name? */
  isTagName(name: string): boolean {
    if (name.length === 0 || !charClass.isNameStart(name.charCodeAt(0))) return false;
    for (let i = 1; i < name.length; i++) if (!charClass.isName(name.charCodeAt(i))) return false;
    return true;
  },

  /** `0`, `1`, … `999999999`: a name that reads as an array index (index-keyed lists). */
  isIndexName(name: string): boolean {
    const n = name.length;
    if (n === 0 || n > MAX_INDEX_DIGITS) return false;
    if (name.charCodeAt(0) === 0x30) return n === 1;
    for (let i = 0; i < n; i++) {
      const c = name.charCodeAt(i);
      if (c < 0x30 || c > 0x39) return false;
    }
    return true;
  },
};

/** Index names longer than this are ordinary names (and an index stays a safe integer). */
export const MAX_INDEX_DIGITS = 9;

function isNonAsciiNameStart(code: number): boolean {
  return (
    (code >= 0xc0 && code <= 0xd6) ||
    (code >= 0xd8 && code <= 0xf6) ||
    (code >= 0xf8 && code <= 0x2ff) ||
    (code >= 0x370 && code <= 0x37d) ||
    (code >= 0x37f && code <= 0x1fff) ||
    code === 0x200c ||
    code === 0x200d ||
    (code >= 0x2070 && code <= 0x218f) ||
    (code >= 0x2c00 && code <= 0x2fef) ||
    (code >= 0x3001 && code <= 0xd7ff) ||
    (code >= 0xd800 && code <= 0xdfff) || // surrogates: astral characters such as emoji
    (code >= 0xf900 && code <= 0xfdcf) ||
    (code >= 0xfdf0 && code <= 0xfffd)
  );
}
