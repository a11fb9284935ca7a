import { charClass } from './char-class';
import { addChild, type ElementFrame, elementMode, newFrame } from './element-frame';
import { appendText, ChildKind, elementValue, textValue } from './element-value';
import { noteArgument, type TypedArguments } from './note-argument';
import { plainTags } from './plain-tags';
import { rawEnd, rawValueEnd } from './raw-value-end';
import type { RootSchema } from './resolve-root-schema';
import { NO_SCHEMA, type SchemaInfo } from './schema-info';
import { setOwn } from './set-own';
import { listEnd, stringItems } from './string-items';

/**
 * The fast path of `parse` for call bodies as models write them: plain `<name>` / `</name>` tags
 * that nest properly (or a typed leaf left open before a declared sibling), no attributes,
 * comments or CDATA, and string-typed values whose raw `<`, `&` and stray close tags are plainly
 * text (see `rawValueEnd`). That covers nearly every call, and it can be read with `indexOf`.
 *
 * It gives up (returns `undefined`) at the first thing that needs judgement — a mismatched, missing
 * or duplicated close tag, markup inside a string value, a name an enclosing schema claims, a
 * declared name that is not a tag name, a repeated name in an object, text beside child elements,
 * nesting deeper than `maxDepth` — and
 * `parse` then runs the full tolerant reader. Where it does answer, the answer is the full
 * reader's (property tests check this), built with the same value functions; the fast path changes
 * speed only.
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
  for (;;) {
    const lt = xml.indexOf('<', pos);
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
      info = childInfo(root, stack as ElementFrame[], name);
      if (info === undefined) return undefined;
    }
    const mode = elementMode(info.kind);
    let close = xml.indexOf('<', nameEnd + 1);
    let value: unknown;
    let end: number;
    // A list of plain strings needs no frame (see stringItems; it never reads an empty one).
    const items =
      mode === 'array' && (stack === undefined ? 2 : stack.length + 2) <= maxDepth
        ? stringItems(xml, close, name, info, root)
        : undefined;
    if (mode === 'raw') {
      close = rawValueEnd(xml, close, name, parentInfo.valueEnd);
      if (close === -1) return undefined;
      end = close + name.length + 3;
      const next = xml.indexOf('<', end);
      if (next !== -1 && xml.charCodeAt(next + 1) !== 0x2f) {
        // rawValueEnd usually matched this sibling already; do not match it twice.
        sibling =
          next === rawEnd.siblingAt ? rawEnd.sibling : plainTags.match(xml, next + 1, known);
        siblingAt = next;
      }
      value = xml.slice(nameEnd + 1, close);
    } else if (items !== undefined) {
      value = items;
      end = listEnd.at;
    } else if (plainTags.isCloseTagOf(xml, close, name)) {
      // A leaf: no frame needed.
      end = close + name.length + 3;
      value = textValue(mode, xml.slice(nameEnd + 1, close));
    } else {
      top = newFrame(name, info);
      if (mode === 'object') top.obj = {};
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
 * The schema info of a child of the innermost open element, or `undefined` when the full reader
 * must decide the structure.
 */
function childInfo(root: RootSchema, stack: ElementFrame[], name: string): SchemaInfo | undefined {
  const { resolver } = root;
  const parent = stack[stack.length - 1] as ElementFrame;
  switch (parent.mode) {
    case 'object': {
      const known = parent.info.propertyNames;
      // The full reader may move a name some enclosing schema declares (see TreeBuilder).
      if (known.size > 0 && !known.has(name)) return undefined;
      return resolver.child(parent.info, name);
    }
    case 'array': {
      const indexed = name !== 'item' && charClass.isIndexName(name);
      if (name !== 'item' && !indexed && name !== parent.name) {
        const item = resolver.item(parent.info, parent.itemCount);
        if (item.kind === 'object' && item.propertyNames.has(name)) {
          if (parent.itemCount === 0) return undefined;
        } else if (declaredOutside(root, stack, name)) {
          // The full reader closes the array there (see TreeBuilder.keepSiblingsTogether).
          return undefined;
        }
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

/** Whether an object around the innermost open element (none but objects between) declares `name`. */
function declaredOutside(root: RootSchema, stack: readonly ElementFrame[], name: string): boolean {
  for (let d = stack.length - 2; d >= 0; d--) {
    const frame = stack[d] as ElementFrame;
    if (frame.mode !== 'object') return false;
    if (frame.info.propertyNames.has(name)) return true;
  }
  return root.rootInfo.propertyNames.has(name);
}

/**
 * Adds a finished child to the arguments (`parent` undefined) or to an open element. Returns false
 * on a repeated name in an object: merging repeated names is left to the full reader.
 */
function store(
  args: Record<string, unknown>,
  parent: ElementFrame | undefined,
  name: string,
  value: unknown,
): boolean {
  const obj = parent === undefined ? args : parent.obj;
  if (obj !== undefined) {
    if (Object.hasOwn(obj, name)) return false;
    setOwn(obj, name, value);
    // Object frames count their children here (they have no items).
    if (parent !== undefined) parent.itemCount++;
  } else {
    addChild(parent as ElementFrame, name, value, ChildKind.Plain);
  }
  return true;
}

function frameValue(frame: ElementFrame, textNodeName: string): unknown {
  const { obj } = frame;
  if (obj === undefined) return elementValue(frame, textNodeName);
  return frame.itemCount > 0 ? obj : textValue('object', frame.text);
}
