import { coerceBySchema, coerceScalar } from '@tool/coercion';
import { isPlainStringValue } from './is-plain-string-value';
import type { SchemaInfo, SchemaResolver } from './schema-info';
import { setOwn } from './set-own';

/** Below this many levels the planned shortcuts stop and `coerceBySchema` takes the rest. */
const MAX_PLANNED_DEPTH = 16;

/**
 * Coerces a value read from XML by a sub-schema of a tool schema that has no `$ref` anywhere,
 * exactly as `coerceBySchema(value, info.schema)` would, taking shortcuts where the schema is
 * plain:
 * - a plain scalar schema converts by its plan (`SchemaInfo.scalar`);
 * - a plain string, or a list of them under an array of plain strings, is returned as it is;
 * - a list under a plain array schema (`SchemaInfo.plainList`) has each item coerced by the item
 *   schema, in place, as coercion maps an array value item by item;
 * - an object under a per-property object schema (`SchemaInfo.perProperty`) whose keys are all
 *   declared has each property coerced by its own schema, in place (see `coerceArguments`).
 * Anything else goes to `coerceBySchema`. The values are the reader's own, so they are reused.
 *
 * @returns the coerced value (`value` itself, changed in place, where a shortcut applied)
 */
export function coerceByInfo(
  value: unknown,
  info: SchemaInfo,
  resolver: SchemaResolver,
  depth = 0,
): unknown {
  if (info.scalar !== undefined) return coerceScalar(value, info.scalar);
  if (isPlainStringValue(value, info, resolver)) return value;
  if (depth < MAX_PLANNED_DEPTH) {
    if (info.plainList && Array.isArray(value)) {
      const item = resolver.item(info, 0);
      for (let i = 0; i < value.length; i++) {
        value[i] = coerceByInfo(value[i], item, resolver, depth + 1);
      }
      return value;
    }
    if (info.perProperty && isPlainRecord(value) && allDeclared(value, info, resolver)) {
      for (const key of Object.keys(value)) {
        const child = resolver.child(info, key);
        setOwn(value, key, coerceByInfo(value[key], child, resolver, depth + 1));
      }
      return value;
    }
  }
  return coerceBySchema(value, info.schema);
}

function isPlainRecord(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/** Whether every key of `value` is a declared property with a schema. */
function allDeclared(
  value: Record<string, unknown>,
  info: SchemaInfo,
  resolver: SchemaResolver,
): boolean {
  for (const key of Object.keys(value)) {
    if (!info.propertyNames.has(key) || resolver.child(info, key).kind === 'none') return false;
  }
  return true;
}
