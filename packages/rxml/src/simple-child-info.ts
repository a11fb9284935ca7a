import { charClass } from './char-class';
import type { ElementFrame } from './element-frame';
import type { RootSchema } from './resolve-root-schema';
import { NO_SCHEMA, type SchemaInfo } from './schema-info';

/**
 * The fast path's schema info of a child of the innermost open element (the last of `stack`), or
 * `undefined` when the full reader must decide the structure. It mirrors the full reader's
 * `TreeBuilder.keepSiblingsTogether` and `childInfo`: an array element written with its one item
 * bare (`<files><path>…</path></files>`) becomes that item here too.
 */
export function simpleChildInfo(
  root: RootSchema,
  stack: ElementFrame[],
  name: string,
): SchemaInfo | undefined {
  const { resolver } = root;
  const parent = stack[stack.length - 1] as ElementFrame;
  switch (parent.mode) {
    case 'object': {
      const known = parent.info.propertyNames;
      // The full reader may move a name some enclosing schema declares (see TreeBuilder).
      if (known.size > 0 && !known.has(name)) return undefined;
      return resolver.child(parent.info, name);
    }
    case 'array':
      return itemInfo(root, stack, name);
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

/** The schema info of a child of an array element (see {@link simpleChildInfo}). */
function itemInfo(root: RootSchema, stack: ElementFrame[], name: string): SchemaInfo | undefined {
  const { resolver } = root;
  const parent = stack[stack.length - 1] as ElementFrame;
  const indexed = name !== 'item' && charClass.isIndexName(name);
  if (name !== 'item' && !indexed) {
    const item = resolver.item(parent.info, parent.itemCount);
    const itemProperty = item.kind === 'object' && item.propertyNames.has(name);
    // The full reader closes the array before a name an enclosing object declares.
    if (!itemProperty && name !== parent.name && declaredOutside(root, stack, name))
      return undefined;
    if (itemProperty && parent.itemCount === 0 && parent.names.length === 0) {
      // `<files><path>…</path></files>` for an array of objects: the element is one item.
      if (parent.hasText) return undefined;
      parent.mode = 'object';
      parent.info = item;
      parent.asItem = true;
      parent.obj = {};
      return resolver.child(item, name);
    }
  }
  const index = indexed ? Number(name) : parent.itemCount;
  parent.itemCount++;
  return resolver.item(parent.info, index);
}
