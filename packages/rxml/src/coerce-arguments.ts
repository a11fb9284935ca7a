import { coerceBySchema } from '@tool/coercion';
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
 * @throws RXMLCoercionError (`COERCION_FAILED`) when coercion itself throws
 */
export function coerceArguments(
  raw: Record<string, unknown>,
  rootInfo: SchemaInfo,
  resolver: SchemaResolver,
  position: number,
): Record<string, unknown> {
  if (rootInfo.kind === 'none') return raw;
  try {
    if (rootInfo.perProperty) {
      const keys = Object.keys(raw);
      const infos: SchemaInfo[] = [];
      for (const key of keys) {
        const info = resolver.child(rootInfo, key);
        if (info.kind === 'none') return coerceWhole(raw, rootInfo);
        infos.push(info);
      }
      for (let i = 0; i < keys.length; i++) {
        const key = keys[i] as string;
        const info = infos[i] as SchemaInfo;
        const value = raw[key];
        if (!(info.streamable && typeof value === 'string')) {
          setOwn(raw, key, coerceBySchema(value, info.schema));
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
