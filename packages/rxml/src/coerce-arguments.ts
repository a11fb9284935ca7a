import { coerceBySchema } from '@tool/coercion';
import { coerceByInfo } from './coerce-by-info';
import { isPlainStringValue } from './is-plain-string-value';
import { RXMLCoercionError } from './rxml-coercion-error';
import type { SchemaInfo, SchemaResolver } from './schema-info';
import { setOwn } from './set-own';

/**
 * Coerces the arguments object read from XML by the tool schema; `coerceBySchema` decides every
 * type. Without a schema the object is returned as read.
 *
 * For the usual tool schema (a plain object schema without `$ref`s, see `SchemaInfo.perProperty`)
 * coercing the whole object is the same as coercing each declared property by its own schema, and
 * a plain string property needs no coercion at all (coercion never changes a plain string). Doing
 * it that way costs a fraction of the whole-object walk; any undeclared property sends the object
 * through the whole-object path instead. A property test checks both paths agree.
 *
 * @param raw - the arguments as read (strings, plainly numeric numbers, objects, arrays); reused
 * @param position - input offset reported if coercion throws
 * @param typedNames - when the caller already knows every argument is declared: the names that
 *   are not plain strings (the only ones coercion may change)
 * @param typedInfos - beside `typedNames`: the schema info of each, as the caller looked it up
 * @throws RXMLCoercionError (`COERCION_FAILED`) when coercion itself throws
 */
export function coerceArguments(
  raw: Record<string, unknown>,
  rootInfo: SchemaInfo,
  resolver: SchemaResolver,
  position: number,
  typedNames?: readonly string[],
  typedInfos?: readonly SchemaInfo[],
): Record<string, unknown> {
  if (rootInfo.kind === 'none') return raw;
  try {
    if (rootInfo.perProperty) {
      let keys = typedNames;
      if (keys === undefined) {
        keys = Object.keys(raw);
        for (const key of keys) {
          if (resolver.child(rootInfo, key).kind === 'none') return coerceWhole(raw, rootInfo);
        }
      }
      for (let k = 0; k < keys.length; k++) {
        const key = keys[k] as string;
        const info = typedInfos?.[k] ?? resolver.child(rootInfo, key);
        const value = raw[key];
        // By the schema's plans where it is plain (see coerceByInfo); plain strings stay.
        if (!isPlainStringValue(value, info, resolver)) {
          setOwn(raw, key, coerceByInfo(value, info, resolver));
        }
      }
      return raw;
    }
    return coerceWhole(raw, rootInfo);
  } catch (cause) {
    throw new RXMLCoercionError(
      'COERCION_FAILED',
      `Expected schema coercion of the arguments to succeed, but it threw: ${String(cause)}`,
      position,
      { cause },
    );
  }
}

function coerceWhole(raw: Record<string, unknown>, rootInfo: SchemaInfo): Record<string, unknown> {
  const coerced = coerceBySchema(raw, rootInfo.schema);
  return typeof coerced === 'object' && coerced !== null && !Array.isArray(coerced)
    ? (coerced as Record<string, unknown>)
    : raw;
}
