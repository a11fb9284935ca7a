import { charClass } from './char-class';
import { type ElementFrame, elementMode, newFrame } from './element-frame';
import { appendText, ChildKind, textValue } from './element-value';
import { flatEnd, flatObject } from './flat-object';
import { settleLists, type TypedArguments } from './note-argument';
import { plainTags } from './plain-tags';
import { rawEnd, rawValueEnd } from './raw-value-end';
import { readScalar } from './read-scalar';
import { leavesEnd, repeatedLeaves } from './repeated-leaves';
import type { RootSchema } from './resolve-root-schema';
import type { SchemaInfo } from './schema-info';
import { simpleChildInfo } from './simple-child-info';
import { storeChild, storeFrame } from './simple-store';
import { listEnd, stringItems } from './string-items';

/**
 * The fast path of `parse` for call bodies as models write them: plain `<name>` / `</name>` tags
 * that nest properly (or a typed leaf left open before a declared sibling), no attributes,
 * comments or CDATA, and string-typed values whose raw `<`, `&` and stray close tags are plainly
 * text (see `rawValueEnd`). Arrays may be `<item>` lists, index-keyed children or repeated tags
 * (of strings, numbers or objects written bare). That covers nearly every call, and it can be
 * read with `indexOf`.
 *
 * It gives up (returns `undefined`) at the first thing that needs judgement — a mismatched, missing
 * or duplicated close tag, markup inside a string value, a name an enclosing schema claims, a
 * declared name that is not a tag name, a repeated name other than an array's, text beside child
 * elements, nesting deeper than `maxDepth` — and `parse` then runs the full tolerant reader. Where
 * it does answer, the answer is the full reader's (property tests check this), built with the
 * same value functions; the fast path changes speed only. The loop is one function over locals on
 * purpose: it is the hot path of every call (docs/performance.md); the rarer steps are helpers.
 *
 * @returns the arguments as read (given `typed`, with plain scalars already converted, see
 *   `noteArgument`), or `undefined` to use the full reader
 */
export function parseSimple(
  xml: string,
  root: RootSchema,
  textNodeName: string,
  maxDepth: number,
  typed?: TypedArguments,
): Record<string, unknown> | undefined {
  const { rootInfo } = root;
  // The arguments, stored as they complete (like an object-mode element).
  const args: Record<string, unknown> = {};
  // Open elements below the call element, created on first use (flat calls need none).
  let stack: ElementFrame[] | undefined;
  let top: ElementFrame | undefined;
  let lastName = '';
  let sibling: string | undefined;
  let siblingAt = -1;
  let pos = 0;
  let from = 0;
  for (;;) {
    const lt = xml.indexOf('<', from);
    const textEnd = lt === -1 ? xml.length : lt;
    if (top !== undefined && textEnd > pos) {
      const text = xml.slice(pos, textEnd);
      if (!top.hasText && charClass.hasNonWhitespace(text)) {
        // Mixed content in an object is rare; the full reader files it under textNodeName.
        if (top.obj !== undefined) return undefined;
        top.hasText = true;
      }
      appendText(top, text);
    }
    if (lt === -1) break;
    if (xml.charCodeAt(lt + 1) === 0x2f /* / */) {
      // Only the close tag of the innermost element is simple.
      if (top === undefined || !plainTags.isCloseTagOf(xml, lt, top.name)) return undefined;
      const done = top;
      (stack as ElementFrame[]).pop();
      top = (stack as ElementFrame[])[(stack as ElementFrame[]).length - 1];
      if (!storeFrame(args, top, done, root, textNodeName, typed)) return undefined;
      pos = from = lt + done.name.length + 3;
      continue;
    }
    if (!startsMarkup(xml, lt + 1)) {
      // A `<` that starts no markup (`a < b`) is text, as in the full reader.
      pos = lt;
      from = lt + 1;
      continue;
    }
    if (top !== undefined && top.mode === 'leaf') {
      // `<mode>644<overwrite>` with `</mode>` forgotten: like the full reader (see
      // TreeBuilder.keepSiblingsTogether), a plain open tag of a name the enclosing object
      // declares closes the typed leaf. Farther ancestors are left to the full reader.
      const outer = (stack as ElementFrame[]).length > 1 ? stack?.[stack.length - 2] : undefined;
      if (outer !== undefined && outer.mode !== 'object') return undefined;
      const next = plainTags.match(
        xml,
        lt + 1,
        (outer === undefined ? rootInfo : outer.info).tagNames,
      );
      if (next === undefined || top.info.propertyNames.has(next)) return undefined;
      const done = top;
      (stack as ElementFrame[]).pop();
      top = outer;
      if (!storeFrame(args, top, done, root, textNodeName, typed)) return undefined;
      sibling = next;
      siblingAt = lt;
    }
    let parentInfo = top === undefined ? rootInfo : top.info;
    const known = parentInfo.tagNames;
    // The name after a string value's close tag was already matched by the follow-rule check.
    let name = lt === siblingAt ? sibling : plainTags.match(xml, lt + 1, known);
    let nameEnd: number;
    if (name !== undefined) {
      nameEnd = lt + 1 + name.length;
    } else if (lastName !== '' && plainTags.isOpenTagOf(xml, lt, lastName)) {
      // Repeated undeclared names (`<item>`) reuse one string instead of a fresh slice each.
      name = lastName;
      nameEnd = lt + 1 + name.length;
    } else {
      nameEnd = plainTags.openTagEnd(xml, lt);
      if (nameEnd === -1) return undefined;
      name = xml.slice(lt + 1, nameEnd);
      lastName = name;
    }
    if ((stack === undefined ? 1 : stack.length + 1) > maxDepth) return undefined;
    let info: SchemaInfo | undefined;
    if (top === undefined) {
      info = root.resolver.child(rootInfo, name);
    } else {
      info = simpleChildInfo(root, stack as ElementFrame[], name);
      if (info === undefined) return undefined;
      // childInfo may have turned an array element into its one item: siblings are the item's.
      parentInfo = top.info;
    }
    const mode = elementMode(info.kind);
    let close = xml.indexOf('<', nameEnd + 1);
    let value: unknown;
    let kind: ChildKind = mode === 'array' ? ChildKind.List : ChildKind.Plain;
    // Whether the value is final as read (no coercion would change it).
    let final = false;
    let end: number;
    if (mode === 'raw') {
      close = rawValueEnd(xml, close, name, parentInfo.valueEnd);
      if (close === -1) return undefined;
      end = close + name.length + 3;
      // rawValueEnd usually matched the sibling after it already (the next `<`, whitespace
      // between): neither look for it nor match it twice.
      const matched = rawEnd.siblingAt;
      const next = matched === -1 ? xml.indexOf('<', end) : matched;
      if (next !== -1 && xml.charCodeAt(next + 1) !== 0x2f) {
        sibling = next === matched ? rawEnd.sibling : plainTags.match(xml, next + 1, known);
        siblingAt = next;
      }
      value = xml.slice(nameEnd + 1, close);
    } else if (plainTags.isCloseTagOf(xml, close, name)) {
      // A leaf: no frame needed. Where the argument is coerced by its own schema (a per-property
      // root, see noteArgument), a plain scalar is converted as read, and an array argument's
      // leaf may start a run of repeated tags read whole (see repeatedLeaves).
      end = close + name.length + 3;
      const own = top === undefined && typed !== undefined && rootInfo.perProperty;
      if (own && info.scalar !== undefined) {
        value = readScalar(xml, nameEnd + 1, close, info.scalar);
        final = true;
      } else {
        const leaves = own && mode === 'array' ? root.resolver.leafItems(info) : undefined;
        const run =
          leaves === undefined ? undefined : repeatedLeaves(xml, nameEnd + 1, close, name, leaves);
        if (run === undefined) {
          value = textValue(mode, xml.slice(nameEnd + 1, close));
        } else {
          end = leavesEnd.at;
          value = run;
          final = true;
        }
      }
    } else {
      value =
        (mode === 'array' || mode === 'object') &&
        (stack === undefined ? 2 : stack.length + 2) <= maxDepth
          ? readWhole(xml, nameEnd + 1, close, name, info, root, typed !== undefined, top)
          : undefined;
      if (value === undefined) {
        top = newFrame(name, info);
        if (mode === 'object') top.obj = {};
        if (stack === undefined) stack = [top];
        else stack.push(top);
        pos = from = nameEnd + 1;
        continue;
      }
      end = whole.end;
      kind = whole.kind;
      final = whole.final;
    }
    if (!storeChild(args, top, name, info, value, kind, root, typed, final)) return undefined;
    pos = from = end;
  }
  if (top !== undefined) return undefined;
  if (typed?.lists !== undefined) settleLists(typed, root, args);
  return args;
}

/**
 * An array or object element read whole, without a frame: a list of plain strings (see
 * `stringItems`), or an object of plain leaves, or an array's one item written bare (see
 * `flatObject`). `start` is the index after its open tag, `lt` the first `<` after that. Bare
 * items of an array written as repeated tags are read on as one run, as long as the next tag is
 * the same name's and its object reads as flat (the list of them joins its siblings as a list),
 * where the parent stores a list as a list: the arguments or an object (`parent`).
 *
 * @returns the value, with where it ends, how it joins its siblings and whether it is final as
 *   read in {@link whole}; or `undefined` when it needs a frame
 */
function readWhole(
  xml: string,
  start: number,
  lt: number,
  name: string,
  info: SchemaInfo,
  root: RootSchema,
  convert: boolean,
  parent: ElementFrame | undefined,
): unknown {
  if (info.kind === 'object') {
    const object = flatObject(xml, start, name, info, root, false, convert);
    if (object === undefined) return undefined;
    return wholeValue(object, flatEnd.at, ChildKind.Plain, flatEnd.settled);
  }
  // The items' schema, where all items share one.
  const item = info.sameItems ? root.resolver.item(info, 0) : undefined;
  if (item?.kind === 'string') {
    const items = stringItems(xml, lt, name, info);
    return items === undefined ? undefined : wholeValue(items, listEnd.at, ChildKind.List, false);
  }
  if (item?.kind !== 'object') return undefined;
  const first = flatObject(xml, start, name, item, root, true, convert);
  if (first === undefined) return undefined;
  // A list of settled objects is final where coercion maps the items one by one.
  const final = flatEnd.settled && info.plainList;
  let end = flatEnd.at;
  let run: unknown[] | undefined;
  if (parent === undefined || parent.obj !== undefined) {
    for (;;) {
      const next = plainTags.repeatAt(xml, end, name);
      if (next === -1) break;
      const object = flatObject(xml, next + name.length + 2, name, item, root, true, convert);
      if (object === undefined) break;
      if (run === undefined) run = [first, object];
      else run.push(object);
      end = flatEnd.at;
    }
  }
  return run === undefined
    ? wholeValue(first, end, ChildKind.Item, final)
    : wholeValue(run, end, ChildKind.List, final);
}

function wholeValue(value: unknown, end: number, kind: ChildKind, final: boolean): unknown {
  whole.end = end;
  whole.kind = kind;
  whole.final = final;
  return value;
}

/** What `readWhole` returned besides the value; valid until the next call. */
const whole: { end: number; kind: ChildKind; final: boolean } = {
  end: 0,
  kind: ChildKind.Plain,
  final: false,
};

/** Whether a `<` followed by the character at `at` may start markup: a tag, `</`, `<!`, `<?`. */
function startsMarkup(xml: string, at: number): boolean {
  const code = xml.charCodeAt(at);
  return code < 0x80 ? MARKUP_START[code] === 1 : charClass.isNameStart(code);
}

// The ASCII characters after `<` that start markup, as a table (non-ASCII: charClass).
const MARKUP_START = new Uint8Array(0x80);
for (let code = 0; code < 0x80; code++) {
  const markup = code === 0x2f || code === 0x21 || code === 0x3f || charClass.isNameStart(code);
  MARKUP_START[code] = markup ? 1 : 0;
}
