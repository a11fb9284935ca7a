import { charClass } from './char-class';
import { plainTags } from './plain-tags';
import { AfterClose, type StringValueEnd } from './string-value-end';

/**
 * Where a string value that starts before `lt` (the first `<` after its open tag) ends: the `<`
 * of its close tag `</name>`, by the rule of {@link StringValueEnd}, which the full reader
 * (`RawTextScanner`) applies too. Here it is applied only where the input is plain: a `<` that
 * cannot open a same-name element or CDATA is text, and a complete close tag is judged by what
 * follows it — the end, `</`, a follower's plain open tag (`valueEnd.tagAt`) or text. Every other
 * case (`<name`, `<!`, a close tag with inner whitespace, a mismatched close tag or an unknown
 * tag after a close tag, a long name) returns -1 and leaves the judgement to the full reader,
 * whose followers may include names of objects farther out.
 *
 * @param valueEnd - the followers of the value at its own level
 * @returns the index of the close tag's `<`, or -1
 */
export function rawValueEnd(
  xml: string,
  lt: number,
  name: string,
  valueEnd: StringValueEnd,
): number {
  rawEnd.siblingAt = -1;
  const n = xml.length;
  let from = lt;
  // The usual value has no `<` of its own: its close tag comes first. That is the loop's first
  // turn, with the name compared at once instead of scanned character by character (every name
  // here reads as a tag name: declared ones are matched from `tagNames`, others were scanned).
  if (name.length <= MAX_PLAIN_CLOSE_NAME && plainTags.isCloseTagOf(xml, lt, name)) {
    let after = lt + name.length + 3;
    while (charClass.isWhitespace(xml.charCodeAt(after))) after++;
    // Most often a close tag or a sibling's tag follows (after whitespace); that is judged here.
    if (xml.charCodeAt(after) === 0x3c /* < */) {
      if (xml.charCodeAt(after + 1) === 0x2f /* / */) {
        return valueEnd.endsAt(true, AfterClose.CloseTag) ? lt : -1;
      }
      const sibling = valueEnd.tagAt(xml, after);
      if (sibling !== undefined) {
        rawEnd.sibling = sibling;
        rawEnd.siblingAt = after;
        return valueEnd.endsAt(true, AfterClose.FollowerTag) ? lt : -1;
      }
    }
    const end = afterCloseTag(xml, lt, after, true, name, valueEnd);
    if (end !== TEXT) return end;
    from = xml.indexOf('<', lt + 1);
  }
  for (let at = from; at !== -1; at = xml.indexOf('<', at + 1)) {
    const c = xml.charCodeAt(at + 1);
    if (c === 0x21 /* ! */) return -1;
    if (c !== 0x2f /* / */) {
      // A same-name open tag may nest; other tags and lone `<` are text in a string value.
      if (plainTags.spelledAt(xml, at + 1, name)) return -1;
      continue;
    }
    const nameStart = at + 2;
    if (nameStart >= n) return -1;
    if (!charClass.isNameStart(xml.charCodeAt(nameStart))) {
      // `</` plus whitespace or another `<` is for the full reader; anything else makes it text.
      const d = xml.charCodeAt(nameStart);
      if (charClass.isWhitespace(d) || d === 0x3c) return -1;
      continue;
    }
    let j = nameStart + 1;
    while (j < n && charClass.isName(xml.charCodeAt(j))) j++;
    if (j >= n || xml.charCodeAt(j) !== 0x3e /* > */ || j - nameStart > MAX_PLAIN_CLOSE_NAME) {
      return -1;
    }
    const own = j - nameStart === name.length && xml.startsWith(name, nameStart);
    const end = afterCloseTag(xml, at, j + 1, own, name, valueEnd);
    if (end !== TEXT) return end;
  }
  return -1;
}

/** `afterCloseTag`'s answer when the close tag is text of the value and the scan goes on. */
const TEXT = -2;

/**
 * What a complete close tag at `at` (its `>` just before `after`) means inside a string value, by
 * `valueEnd.endsAt`: the value's end (`at`), text (`TEXT`), or -1 where the fast path cannot tell
 * what follows (a mismatched close tag before a tag, an unknown tag).
 */
function afterCloseTag(
  xml: string,
  at: number,
  after: number,
  own: boolean,
  name: string,
  valueEnd: StringValueEnd,
): number {
  const n = xml.length;
  let k = after;
  while (k < n && charClass.isWhitespace(xml.charCodeAt(k))) k++;
  let next: AfterClose;
  if (k === n) {
    next = AfterClose.End;
  } else if (xml.charCodeAt(k) !== 0x3c /* < */) {
    next = AfterClose.Other;
  } else if (!own) {
    return -1;
  } else if (xml.charCodeAt(k + 1) === 0x2f /* / */) {
    next = AfterClose.CloseTag;
  } else {
    const sibling = valueEnd.tagAt(xml, k);
    rawEnd.sibling = sibling;
    rawEnd.siblingAt = k;
    if (sibling === undefined && !plainTags.isOpenTagOf(xml, k, name)) return -1;
    next = AfterClose.FollowerTag;
  }
  if (valueEnd.endsAt(own, next)) return at;
  return next === AfterClose.Other ? TEXT : -1;
}

/**
 * The declared sibling `rawValueEnd` matched after the close tag it returned (at `siblingAt`), so
 * the caller need not match the same tag again. `siblingAt` is -1 or the first `<` after that
 * close tag (only whitespace between). Valid until the next call (only the caller of that call
 * may read it); parsing is synchronous.
 */
export const rawEnd: { sibling: string | undefined; siblingAt: number } = {
  sibling: undefined,
  siblingAt: -1,
};

/** Longer close-tag names inside a string value are left to the full reader (it caps them). */
const MAX_PLAIN_CLOSE_NAME = 64;
