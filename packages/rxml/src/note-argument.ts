import { coerceScalar } from '@tool/coercion';
import { isPlainStringValue } from './is-plain-string-value';
import type { RootSchema } from './resolve-root-schema';
import type { SchemaInfo } from './schema-info';

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
  /**
   * The array arguments written as repeated tags, noted once all their occurrences are read (see
   * {@link noteRepeatedList}, {@link settleLists}); created on the first.
   */
  lists: ListArgument[] | undefined;
}

/** An array argument written as repeated tags, see {@link TypedArguments.lists}. */
export interface ListArgument {
  name: string;
  info: SchemaInfo;
}

/**
 * Notes a finished argument for `coerceArguments` and returns the value to store. Under a
 * per-property root schema (see `SchemaInfo.perProperty`) two kinds need no later visit: a plain
 * scalar, converted here by its schema's plan as `coerceArguments` would convert it (the plan
 * leaves a converted value as it is, so the whole-object path may still run over it when an
 * undeclared argument turns up), and a list of plain strings, which coercion never changes.
 * Visiting them later would cost a lookup and a store on the arguments object each.
 */
export function noteArgument(
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
 * Notes a repeated tag of an array argument (a later occurrence merged into the list of the
 * earlier ones). Unless every occurrence so far was final as read, the list is noted again once
 * all occurrences are read, see {@link settleLists}.
 */
export function noteRepeatedList(
  typed: TypedArguments,
  info: SchemaInfo,
  name: string,
  final: boolean,
): void {
  const { lists } = typed;
  if (lists !== undefined)
    for (let i = 0; i < lists.length; i++) if (lists[i]?.name === name) return;
  // The first occurrence was noted unless it was final or a plain string list.
  const noted = typed.names.indexOf(name);
  if (noted === -1 && final) return;
  if (noted !== -1) {
    typed.names.splice(noted, 1);
    typed.infos.splice(noted, 1);
  }
  typed.lists ??= [];
  typed.lists.push({ name, info });
}

/**
 * Notes the array arguments written as repeated tags once the arguments are read (see
 * {@link noteArgument}). Under a per-property root schema two kinds need no later visit: a list
 * of plain strings, and a list under a plain array schema of plain scalars
 * (see `SchemaInfo.plainList`), converted here item by item by the items' plan, as coercion would
 * map it. Call it only when `typed.lists` is set.
 */
export function settleLists(
  typed: TypedArguments,
  root: RootSchema,
  args: Record<string, unknown>,
): void {
  const { rootInfo, resolver } = root;
  const lists = typed.lists as ListArgument[];
  for (let k = 0; k < lists.length; k++) {
    const { name, info } = lists[k] as ListArgument;
    const value = args[name];
    if (rootInfo.perProperty && Array.isArray(value)) {
      if (isPlainStringValue(value, info, resolver)) continue;
      const plan = info.plainList ? resolver.item(info, 0).scalar : undefined;
      if (plan !== undefined) {
        for (let i = 0; i < value.length; i++) value[i] = coerceScalar(value[i], plan);
        continue;
      }
    }
    typed.names.push(name);
    typed.infos.push(info);
  }
}
