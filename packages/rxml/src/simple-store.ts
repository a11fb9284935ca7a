import { addChild, type ElementFrame } from './element-frame';
import { ChildKind, elementValue, pushOccurrence, textValue } from './element-value';
import { noteArgument, noteRepeatedList, type TypedArguments } from './note-argument';
import type { RootSchema } from './resolve-root-schema';
import type { SchemaInfo } from './schema-info';
import { setOwn } from './set-own';

/** Stores a closed element's value in its parent (see {@link storeChild}). */
export function storeFrame(
  args: Record<string, unknown>,
  parent: ElementFrame | undefined,
  done: ElementFrame,
  root: RootSchema,
  textNodeName: string,
  typed: TypedArguments | undefined,
): boolean {
  const value = frameValue(done, textNodeName);
  if (!done.asItem) {
    const kind = done.mode === 'array' ? ChildKind.List : ChildKind.Plain;
    return storeChild(args, parent, done.name, done.info, value, kind, root, typed, false);
  }
  // A bare item's frame took its item's schema; the element itself is the array.
  const info = root.resolver.child(parent === undefined ? root.rootInfo : parent.info, done.name);
  return storeChild(args, parent, done.name, info, value, ChildKind.Item, root, typed, false);
}

/**
 * Adds a finished child to the arguments (`parent` undefined) or to an open element, as the full
 * reader groups children (`groupChildren`): a bare array item (`kind` Item) as a list of one, a
 * repeated array argument merged into one list. Any other repeated name in an object is left to
 * the full reader (duplicate string arguments, for one): then it returns false. An argument's
 * value is noted for coercion (see `noteArgument`, `noteRepeatedList`) unless it is `final` as read.
 */
export function storeChild(
  args: Record<string, unknown>,
  parent: ElementFrame | undefined,
  name: string,
  info: SchemaInfo,
  value: unknown,
  kind: ChildKind,
  root: RootSchema,
  typed: TypedArguments | undefined,
  final: boolean,
): boolean {
  // The usual case first: a plain argument, not seen before.
  if (parent === undefined && kind === ChildKind.Plain && !Object.hasOwn(args, name)) {
    const noted = typed === undefined || final;
    setOwn(args, name, noted ? value : noteArgument(typed, root, info, name, value));
    return true;
  }
  const obj = parent === undefined ? args : parent.obj;
  if (obj === undefined) {
    addChild(parent as ElementFrame, name, value, kind);
    return true;
  }
  const noted = parent === undefined ? typed : undefined;
  if (Object.hasOwn(obj, name)) {
    if (info.kind !== 'array') return false;
    mergeOccurrence(obj, name, value, kind);
    if (noted !== undefined) noteRepeatedList(noted, info, name, final);
    return true;
  }
  let stored = kind === ChildKind.Item ? [value] : value;
  if (noted !== undefined && !final) stored = noteArgument(noted, root, info, name, stored);
  setOwn(obj, name, stored);
  // Object frames count their children here (they have no items).
  if (parent !== undefined) parent.itemCount++;
  return true;
}

/** Adds another occurrence of an array written as repeated tags to the list of the earlier ones. */
function mergeOccurrence(
  obj: Record<string, unknown>,
  name: string,
  value: unknown,
  kind: ChildKind,
): void {
  const first = obj[name];
  // An earlier occurrence that is a list was built by this reader: it takes the next items.
  const list = Array.isArray(first) ? first : [first];
  pushOccurrence(list, value, kind);
  if (list !== first) setOwn(obj, name, list);
}

function frameValue(frame: ElementFrame, textNodeName: string): unknown {
  const { obj } = frame;
  if (obj === undefined) return elementValue(frame, textNodeName);
  return frame.itemCount > 0 ? obj : textValue('object', frame.text);
}
