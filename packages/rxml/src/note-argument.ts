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
