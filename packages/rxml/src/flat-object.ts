import { charClass } from './char-class';
import { elementMode } from './element-frame';
import { textValue } from './element-value';
import { plainTags } from './plain-tags';
import { rawValueEnd } from './raw-value-end';
import { readScalar } from './read-scalar';
import { leavesEnd, repeatedLeaves } from './repeated-leaves';
import type { RootSchema } from './resolve-root-schema';
import type { ScalarPlan, SchemaInfo } from './schema-info';
import { setOwn } from './set-own';

/**
 * An object written as plain leaf children, `<name>a.ts</name><size>120</size>` up to `</tag>`,
 * read without a frame: an object argument, or one item of an array of objects written bare (as
 * repeated tags are). A frame costs a schema lookup, a child record and a store per child, and
 * such objects are common arguments. `start` is the index after the element's open tag and
 * `info` the schema of the object (`bare`: the element is an array, this its one item). With
 * `convert`, an object whose schema is settled (see `SchemaResolver.isSettledObject`) comes back
 * final: its scalars converted by their plans, and its lists of plain leaves written as repeated
 * tags read as runs (see `repeatedLeaves`). It gives up (`undefined`) on anything else — text
 * beside the children, a child that is not a declared string or typed leaf (or such a run), a
 * repeated name, a value `rawValueEnd` leaves to the full reader, no child at all — and the
 * caller then reads the element with a frame, which gives what this would have.
 *
 * @returns the object, with the index after the element's close tag in `flatEnd.at`
 */
export function flatObject(
  xml: string,
  start: number,
  tag: string,
  info: SchemaInfo,
  root: RootSchema,
  bare: boolean,
  convert: boolean,
): Record<string, unknown> | undefined {
  const obj: Record<string, unknown> = {};
  // A settled object's scalars are converted here, and it needs no coercion afterwards.
  const settled = convert && root.resolver.isSettledObject(info);
  const names = info.tagNames;
  // Bit k: `names[k]` was read (the names past the 30th are looked up on the object instead).
  let seen = 0;
  let empty = true;
  for (let pos = start; ; ) {
    // Between children only whitespace: the next tag is a line break and indentation away.
    let lt = pos;
    while (charClass.isWhitespace(xml.charCodeAt(lt))) lt++;
    if (xml.charCodeAt(lt) !== 0x3c /* < */) return undefined;
    if (plainTags.isCloseTagOf(xml, lt, tag)) {
      if (empty) return undefined;
      flatEnd.at = lt + tag.length + 3;
      flatEnd.settled = settled;
      return obj;
    }
    const k = plainTags.matchIndex(xml, lt + 1, names);
    if (k === -1) return undefined;
    const name = names[k] as string;
    if (k < 30 ? (seen & (1 << k)) !== 0 : Object.hasOwn(obj, name)) return undefined;
    if (k < 30) seen |= 1 << k;
    // A first child `<item>` or `<0>` of an array is an item, not a property of one written bare.
    if (bare && empty && (name === 'item' || charClass.isIndexName(name))) return undefined;
    const child = root.resolver.tagChild(info, k);
    const valueStart = lt + name.length + 2;
    let close = xml.indexOf('<', valueStart);
    let value: unknown;
    if (child.kind === 'string') {
      // The usual value: its own close tag first, then (after whitespace) another tag. That ends
      // it where rawValueEnd would say so; where rawValueEnd would give up instead (a tag that is
      // not a follower), the next turn gives up on that tag too.
      if (!plainTags.isCloseTagOf(xml, close, name) || !tagFollows(xml, close + name.length + 3)) {
        close = rawValueEnd(xml, close, name, info.valueEnd);
        if (close === -1) return undefined;
      }
      value = xml.slice(valueStart, close);
    } else if (
      (child.kind === 'leaf' || child.kind === 'none') &&
      plainTags.isCloseTagOf(xml, close, name)
    ) {
      value = settled
        ? readScalar(xml, valueStart, close, child.scalar as ScalarPlan)
        : textValue(elementMode(child.kind), xml.slice(valueStart, close));
    } else if (child.kind === 'array' && settled && plainTags.isCloseTagOf(xml, close, name)) {
      // A settled object's list of plain leaves, written as repeated tags (`<args>a</args>`).
      const leaves = root.resolver.leafItems(child);
      value =
        leaves === undefined ? undefined : repeatedLeaves(xml, valueStart, close, name, leaves);
      if (value === undefined) return undefined;
      close = leavesEnd.at - name.length - 3;
    } else {
      return undefined;
    }
    // One store of its own (not `setOwn`'s, shared by every object built): these objects have
    // the few shapes of their schema. Only `__proto__` needs setOwn.
    if (name === '__proto__') setOwn(obj, name, value);
    else obj[name] = value;
    empty = false;
    pos = close + name.length + 3;
  }
}

/** Whether the next thing from `at` on, after whitespace, is a `<`. */
function tagFollows(xml: string, at: number): boolean {
  let i = at;
  while (charClass.isWhitespace(xml.charCodeAt(i))) i++;
  return xml.charCodeAt(i) === 0x3c;
}

/**
 * Where the object `flatObject` returned ends, and whether it is final as read (its schema
 * `isSettledObject`: no coercion would change it); valid until the next call.
 */
export const flatEnd = { at: 0, settled: false };
