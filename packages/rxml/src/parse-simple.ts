import { coerceScalar } from '@tool/coercion';
import { charClass } from './char-class';
import {
  appendText,
  type ChildKind,
  type ElementContent,
  type ElementMode,
  elementValue,
  isIndexName,
  textValue,
} from './element-value';
import { isPlainStringValue } from './is-plain-string-value';
import type { RootSchema } from './resolve-root-schema';
import { NO_SCHEMA, type SchemaInfo, type SchemaKind } from './schema-info';
import { setOwn } from './set-own';

interface SimpleFrame extends ElementContent {
  name: string;
  info: SchemaInfo;
  /** Items read so far (array frames) or children stored (object frames). */
  itemCount: number;
  /** Object-mode elements store their children here directly (each name once). */
  obj: Record<string, unknown> | undefined;
}

/**
 * The fast path of `parse` for call bodies as models write them: plain `<name>` / `</name>` tags
 * that nest properly (or a typed leaf left open before a declared sibling), no attributes,
 * comments or CDATA, and string-typed values whose raw `<`, `&` and stray close tags are plainly
 * text (see `rawValueEnd`). That covers nearly every call, and it can be read with `indexOf`.
 *
 * It gives up (returns `undefined`) at the first thing that needs judgement — a mismatched, missing
 * or duplicated close tag, markup inside a string value, a name an enclosing schema claims, a
 * repeated name in an object, text beside child elements, nesting deeper than `maxDepth` — and
 * `parse` then runs the full tolerant reader. Where it does answer, the answer is the full
 * reader's (property tests check this), built with the same value functions; the fast path changes
 * speed only.
 *
 * @returns the arguments as read (before coercion), or `undefined` to use the full reader
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
  let stack: SimpleFrame[] | undefined;
  let top: SimpleFrame | undefined;
  let lastName = '';
  let sibling: string | undefined;
  let siblingAt = -1;
  let pos = 0;
  for (;;) {
    const lt = xml.indexOf('<', pos);
    const textEnd = lt === -1 ? xml.length : lt;
    if (top !== undefined && textEnd > pos) {
      const text = xml.slice(pos, textEnd);
      if (!top.hasText && hasNonWhitespace(text)) {
        // Mixed content in an object is rare; the full reader files it under textNodeName.
        if (top.obj !== undefined) return undefined;
        top.hasText = true;
      }
      appendText(top, text);
    }
    if (lt === -1) break;
    if (xml.charCodeAt(lt + 1) === 0x2f /* / */) {
      // Only the close tag of the innermost element is simple.
      if (top === undefined || !isCloseTagOf(xml, lt, top.name)) return undefined;
      const done = top;
      (stack as SimpleFrame[]).pop();
      top = (stack as SimpleFrame[])[(stack as SimpleFrame[]).length - 1];
      let value = frameValue(done, textNodeName);
      if (top === undefined && typed !== undefined) {
        value = noteArgument(typed, root, done.info, done.name, value);
      }
      if (!store(args, top, done.name, value)) return undefined;
      pos = lt + done.name.length + 3;
      continue;
    }
    if (top !== undefined && top.mode === 'leaf') {
      // `<mode>644<overwrite>` with `</mode>` forgotten: like the full reader (see
      // TreeBuilder.keepSiblingsTogether), a plain open tag of a name the enclosing object
      // declares closes the typed leaf. Farther ancestors are left to the full reader.
      const outer = (stack as SimpleFrame[]).length > 1 ? stack?.[stack.length - 2] : undefined;
      if (outer !== undefined && outer.mode !== 'object') return undefined;
      const next = matchName(xml, lt + 1, (outer === undefined ? rootInfo : outer.info).tagNames);
      if (next === undefined || top.info.propertyNames.has(next)) return undefined;
      const done = top;
      (stack as SimpleFrame[]).pop();
      top = outer;
      let value = frameValue(done, textNodeName);
      if (top === undefined && typed !== undefined) {
        value = noteArgument(typed, root, done.info, done.name, value);
      }
      if (!store(args, top, done.name, value)) return undefined;
      sibling = next;
      siblingAt = lt;
    }
    const parentInfo = top === undefined ? rootInfo : top.info;
    const known = parentInfo.tagNames;
    // The name after a string value's close tag was already matched by the follow-rule check.
    let name = lt === siblingAt ? sibling : matchName(xml, lt + 1, known);
    let nameEnd: number;
    if (name !== undefined) {
      nameEnd = lt + 1 + name.length;
    } else if (lastName !== '' && isOpenTagOf(xml, lt, lastName)) {
      // Repeated undeclared names (`<item>`) reuse one string instead of a fresh slice each.
      name = lastName;
      nameEnd = lt + 1 + name.length;
    } else {
      nameEnd = openTagEnd(xml, lt);
      if (nameEnd === -1) return undefined;
      name = xml.slice(lt + 1, nameEnd);
      lastName = name;
    }
    if ((stack === undefined ? 1 : stack.length + 1) > maxDepth) return undefined;
    let info: SchemaInfo | undefined;
    if (top === undefined) {
      info = root.resolver.child(rootInfo, name);
    } else {
      info = childInfo(root, top, name);
      if (info === undefined) return undefined;
    }
    const mode = modeOf(info.kind);
    let close = xml.indexOf('<', nameEnd + 1);
    let value: unknown;
    let end: number;
    // A list of plain strings needs no frame (see stringItems; it never reads an empty one).
    const items =
      mode === 'array' && (stack === undefined ? 2 : stack.length + 2) <= maxDepth
        ? stringItems(xml, close, name, info, root)
        : undefined;
    if (mode === 'raw') {
      close = rawValueEnd(xml, close, name, known);
      if (close === -1) return undefined;
      end = close + name.length + 3;
      const next = xml.indexOf('<', end);
      if (next !== -1 && xml.charCodeAt(next + 1) !== 0x2f) {
        // rawValueEnd usually matched this sibling already; do not match it twice.
        sibling = next === rawEnd.siblingAt ? rawEnd.sibling : matchName(xml, next + 1, known);
        siblingAt = next;
      }
      value = xml.slice(nameEnd + 1, close);
    } else if (items !== undefined) {
      value = items;
      end = listEnd.at;
    } else if (isCloseTagOf(xml, close, name)) {
      // A leaf: no frame needed.
      end = close + name.length + 3;
      value = textValue(mode, xml.slice(nameEnd + 1, close));
    } else {
      top = newFrame(name, info, mode);
      if (stack === undefined) stack = [top];
      else stack.push(top);
      pos = nameEnd + 1;
      continue;
    }
    if (top === undefined && typed !== undefined)
      value = noteArgument(typed, root, info, name, value);
    if (!store(args, top, name, value)) return undefined;
    pos = end;
  }
  return top === undefined ? args : undefined;
}

/**
 * What `parseSimple` learned about the arguments while reading them, so coercion need not look
 * them up again: the names still to coerce with their schema info, and whether any argument is
 * undeclared. Given it, `parseSimple` also does the cheap part of the coercion itself (see
 * {@link noteArgument}); without it, every value is returned as read.
 */
export interface TypedArguments {
  names: string[];
  /** The schema info of each of `names`. */
  infos: SchemaInfo[];
  undeclared: boolean;
}

/**
 * Notes a finished argument for `coerceArguments` and returns the value to store. Under a
 * per-property root schema (see `SchemaInfo.perProperty`) two kinds need no later visit: a plain
 * scalar, converted here by its schema's plan as `coerceArguments` would convert it (the plan
 * leaves a converted value as it is, so the whole-object path may still run over it when an
 * undeclared argument turns up), and a list of plain strings, which coercion never changes.
 * Visiting them later would cost a lookup and a store on the arguments object each.
 */
function noteArgument(
  typed: TypedArguments,
  root: RootSchema,
  info: SchemaInfo,
  name: string,
  value: unknown,
): unknown {
  if (info.kind === 'none') {
    typed.undeclared = true;
    return value;
  }
  if (info.streamable) return value;
  if (root.rootInfo.perProperty) {
    if (info.scalar !== undefined) return coerceScalar(value, info.scalar);
    if (isPlainStringValue(value, info, root.resolver)) return value;
  }
  typed.names.push(name);
  typed.infos.push(info);
  return value;
}

/**
 * Where a string value that starts before `lt` (the first `<` after its open tag) ends: the `<`
 * of its close tag `</name>`. The full reader's raw-text rules (see `RawTextScanner`) are applied
 * only where their outcome is plain: a `<` that cannot open a same-name element or CDATA is text,
 * and a complete close tag followed by something other than `<` (after whitespace) is text; the
 * own close tag ends the value when whitespace and then `</`, a known sibling's plain open tag or
 * the end follow. Every other case (`<name`, `<!`, a close tag with inner whitespace or followed
 * by another tag, a long name) returns -1 and leaves the judgement to the full reader.
 *
 * @returns the index of the close tag's `<`, or -1
 */
function rawValueEnd(xml: string, lt: number, name: string, known: readonly string[]): number {
  rawEnd.siblingAt = -1;
  const n = xml.length;
  let from = lt;
  // The usual value has no `<` of its own: its close tag comes first. That is the loop's first
  // turn, with the name compared at once instead of scanned character by character (every name
  // here reads as a tag name: declared ones are matched from `tagNames`, others were scanned).
  if (name.length <= MAX_PLAIN_CLOSE_NAME && isCloseTagOf(xml, lt, name)) {
    const end = afterCloseTag(xml, lt, lt + name.length + 3, true, name, known);
    if (end !== TEXT) return end;
    from = xml.indexOf('<', lt + 1);
  }
  for (let at = from; at !== -1; at = xml.indexOf('<', at + 1)) {
    const c = xml.charCodeAt(at + 1);
    if (c === 0x21 /* ! */) return -1;
    if (c !== 0x2f /* / */) {
      // A same-name open tag may nest; other tags and lone `<` are text in a string value.
      if (spelledAt(xml, at + 1, name)) return -1;
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
    const end = afterCloseTag(xml, at, j + 1, own, name, known);
    if (end !== TEXT) return end;
  }
  return -1;
}

/** `afterCloseTag`'s answer when the close tag is text of the value and the scan goes on. */
const TEXT = -2;

/**
 * What a complete close tag at `at` (its `>` just before `k`) means inside a string value: the
 * value's end (`at`) when it is the value's own (`own`) and whitespace and then the end, a close
 * tag or a declared sibling (or a same-name tag) follow; text (`TEXT`) when something other than
 * `<` follows; -1, for the full reader, in every other case.
 */
function afterCloseTag(
  xml: string,
  at: number,
  k: number,
  own: boolean,
  name: string,
  known: readonly string[],
): number {
  const n = xml.length;
  while (k < n && charClass.isWhitespace(xml.charCodeAt(k))) k++;
  if (k === n) return own ? at : -1;
  if (xml.charCodeAt(k) !== 0x3c) return TEXT;
  if (!own) return -1;
  if (xml.charCodeAt(k + 1) === 0x2f) return at;
  const sibling = matchName(xml, k + 1, known);
  rawEnd.sibling = sibling;
  rawEnd.siblingAt = k;
  return sibling !== undefined || isOpenTagOf(xml, k, name) ? at : -1;
}

/**
 * The declared sibling `rawValueEnd` matched after the close tag it returned (at `siblingAt`), so
 * the caller need not match the same tag again. Valid until the next call; parsing is synchronous.
 */
const rawEnd: { sibling: string | undefined; siblingAt: number } = {
  sibling: undefined,
  siblingAt: -1,
};

/**
 * A list of plain strings as models write it, `<item>a</item><item>b</item>` up to `</name>`,
 * read without a frame: the frame's way costs a schema lookup, a child record and a store per
 * item, and lists of strings (tags, paths, ids) are common arguments. `lt` is the first `<` after
 * the list's open tag. It gives up (`undefined`) on anything else — another item name, an empty
 * list, items that are not plain strings, a value `rawValueEnd` leaves to the full reader — and
 * the caller then reads the list element by element. What it returns is what that would give:
 * text between items is dropped there too, once the list has an item.
 *
 * @returns the items, with the index after the list's close tag in `listEnd.at`
 */
function stringItems(
  xml: string,
  lt: number,
  name: string,
  info: SchemaInfo,
  root: RootSchema,
): string[] | undefined {
  if (!info.sameItems || root.resolver.item(info, 0).kind !== 'string') return undefined;
  const known = info.tagNames;
  const items: string[] = [];
  for (;;) {
    if (isCloseTagOf(xml, lt, name)) {
      if (items.length === 0) return undefined;
      listEnd.at = lt + name.length + 3;
      return items;
    }
    if (lt === -1 || !isOpenTagOf(xml, lt, 'item')) return undefined;
    const close = rawValueEnd(xml, xml.indexOf('<', lt + 6), 'item', known);
    if (close === -1) return undefined;
    items.push(xml.slice(lt + 6, close));
    lt = xml.indexOf('<', close + 7);
  }
}
/** Where the list `stringItems` returned ends; valid until the next call. */
const listEnd = { at: 0 };

/** Longer close-tag names inside a string value are left to the full reader (it caps them). */
const MAX_PLAIN_CLOSE_NAME = 64;

/** The child's schema info, or `undefined` when the full reader must decide the structure. */
function childInfo(root: RootSchema, parent: SimpleFrame, name: string): SchemaInfo | undefined {
  const { resolver } = root;
  switch (parent.mode) {
    case 'object': {
      const known = parent.info.propertyNames;
      // The full reader may move a name some enclosing schema declares (see TreeBuilder).
      if (known.size > 0 && !known.has(name)) return undefined;
      return resolver.child(parent.info, name);
    }
    case 'array': {
      const indexed = name !== 'item' && isIndexName(name);
      if (parent.itemCount === 0 && name !== 'item' && !indexed) {
        const item = resolver.item(parent.info, 0);
        if (item.kind === 'object' && item.propertyNames.has(name)) return undefined;
      }
      const index = indexed ? Number(name) : parent.itemCount;
      parent.itemCount++;
      return resolver.item(parent.info, index);
    }
    case 'auto':
      return NO_SCHEMA;
    default:
      return undefined;
  }
}

/**
 * Adds a finished child to the arguments (`parent` undefined) or to an open element. Returns false
 * on a repeated name in an object: merging repeated names is left to the full reader.
 */
function store(
  args: Record<string, unknown>,
  parent: SimpleFrame | undefined,
  name: string,
  value: unknown,
): boolean {
  const obj = parent === undefined ? args : parent.obj;
  if (obj !== undefined) {
    if (Object.hasOwn(obj, name)) return false;
    setOwn(obj, name, value);
    // Object frames count their children here (they have no items).
    if (parent !== undefined) parent.itemCount++;
  } else if (parent === undefined || parent.names === NO_CHILDREN) {
    (parent as SimpleFrame).names = [name];
    (parent as SimpleFrame).values = [value];
  } else {
    parent.names.push(name);
    parent.values.push(value);
  }
  return true;
}

function frameValue(frame: SimpleFrame, textNodeName: string): unknown {
  const { obj } = frame;
  if (obj === undefined) return elementValue(frame, textNodeName);
  return frame.itemCount > 0 ? obj : textValue('object', frame.text);
}

// Children of array and auto frames never need a `ChildKind` here: items ignore it, and children of
// auto frames have no schema, so none is array-typed.
const NO_CHILDREN: string[] = [];

function newFrame(name: string, info: SchemaInfo, mode: ElementMode): SimpleFrame {
  return {
    name,
    info,
    mode,
    text: '',
    parts: undefined,
    blocks: undefined,
    hasText: false,
    names: NO_CHILDREN,
    values: NO_CHILDREN,
    kinds: NO_CHILDREN as unknown as ChildKind[],
    itemCount: 0,
    obj: mode === 'object' ? {} : undefined,
  };
}

function modeOf(kind: SchemaKind): ElementMode {
  switch (kind) {
    case 'string':
      return 'raw';
    case 'object':
      return 'object';
    case 'array':
      return 'array';
    case 'leaf':
      return 'leaf';
    default:
      return 'auto';
  }
}

/**
 * The declared name spelled at `at` and followed by `>`, if any. Storing under the schema's own
 * key string is much cheaper than under a fresh slice of the input.
 */
function matchName(xml: string, at: number, names: readonly string[]): string | undefined {
  for (let k = 0; k < names.length; k++) {
    const name = names[k] as string;
    if (xml.charCodeAt(at + name.length) === 0x3e /* > */ && spelledAt(xml, at, name)) return name;
  }
  return undefined;
}

/**
 * Whether `name` is spelled at `at`: `startsWith`, written out for the short names tags have
 * (a loop of a few character compares costs less than the builtin call it replaces).
 */
function spelledAt(xml: string, at: number, name: string): boolean {
  const n = name.length;
  if (n > 16) return xml.startsWith(name, at);
  for (let k = 0; k < n; k++) if (xml.charCodeAt(at + k) !== name.charCodeAt(k)) return false;
  return true;
}

/** For a plain `<name>` at `lt`, the index of its `>`; -1 for anything else. */
function openTagEnd(xml: string, lt: number): number {
  const n = xml.length;
  let j = lt + 1;
  if (j >= n || !charClass.isNameStart(xml.charCodeAt(j))) return -1;
  j++;
  while (j < n && charClass.isName(xml.charCodeAt(j))) j++;
  return j < n && xml.charCodeAt(j) === 0x3e ? j : -1;
}

/** Whether exactly `<name>` starts at `at`. */
function isOpenTagOf(xml: string, at: number, name: string): boolean {
  return xml.charCodeAt(at + 1 + name.length) === 0x3e && spelledAt(xml, at + 1, name);
}

/** Whether exactly `</name>` starts at `at`. */
function isCloseTagOf(xml: string, at: number, name: string): boolean {
  return (
    at !== -1 &&
    xml.charCodeAt(at + 1) === 0x2f &&
    xml.charCodeAt(at + 2 + name.length) === 0x3e &&
    spelledAt(xml, at + 2, name)
  );
}

function hasNonWhitespace(text: string): boolean {
  for (let i = 0; i < text.length; i++)
    if (!charClass.isWhitespace(text.charCodeAt(i))) return true;
  return false;
}
