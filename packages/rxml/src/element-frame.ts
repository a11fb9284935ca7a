import type { ChildKind, ElementContent, ElementMode } from './element-value';
import type { SchemaInfo, SchemaKind } from './schema-info';
import type { StringValueEnd } from './string-value-end';

/**
 * An open element while a call body is read: its schema, how it is read and what it holds so
 * far. The fast path of `parse` (`parseSimple`) and the full reader (`TreeBuilder`) keep stacks
 * of these; some fields serve only one of them.
 */
export interface ElementFrame extends ElementContent {
  name: string;
  info: SchemaInfo;
  /** Items read so far (array frames), for item schemas of unnamed positions. */
  itemCount: number;
  /** Fast path: an object-mode element's children, stored as they complete (each name once). */
  obj: Record<string, unknown> | undefined;
  /** Full reader: an array-typed element whose children turned out to be one item's properties. */
  asItem: boolean;
  /** Full reader: a repeated string element kept only to find its end (duplicates allowed). */
  discard: boolean;
  /** Full reader: child names as a set, for the duplicate check once there are many children. */
  seen: Set<string> | undefined;
  /** Full reader: what may follow the string values inside it (see `TreeBuilder.valueEndIn`). */
  valueEnd: StringValueEnd | undefined;
}

// Shared by every frame until its first child arrives (most elements are leaves); never written.
const NO_NAMES: string[] = [];
const NO_VALUES: unknown[] = [];
const NO_KINDS: ChildKind[] = [];

/** A new open element, read in the mode its schema gives. */
export function newFrame(name: string, info: SchemaInfo): ElementFrame {
  return {
    name,
    info,
    mode: elementMode(info.kind),
    text: '',
    parts: undefined,
    blocks: undefined,
    hasText: false,
    names: NO_NAMES,
    values: NO_VALUES,
    kinds: NO_KINDS,
    itemCount: 0,
    obj: undefined,
    asItem: false,
    discard: false,
    seen: undefined,
    valueEnd: undefined,
  };
}

/** Adds a finished child element to `frame`. */
export function addChild(frame: ElementFrame, name: string, value: unknown, kind: ChildKind): void {
  if (frame.names === NO_NAMES) {
    frame.names = [name];
    frame.values = [value];
    frame.kinds = [kind];
    return;
  }
  frame.names.push(name);
  frame.values.push(value);
  frame.kinds.push(kind);
  frame.seen?.add(name);
}

/** How an element of a schema kind is read (see `ElementMode`). */
export function elementMode(kind: SchemaKind): ElementMode {
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
