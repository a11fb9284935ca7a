import type { SchemaInfo, SchemaResolver } from './schema-info';

/**
 * Values coercion returns as they are: a string under a plain string schema, or a list of strings
 * under an array of plain strings (coercion never changes a plain string).
 */
export function isPlainStringValue(
  value: unknown,
  info: SchemaInfo,
  resolver: SchemaResolver,
): boolean {
  if (typeof value === 'string') return info.streamable;
  if (!Array.isArray(value) || info.kind !== 'array' || !info.sameItems) return false;
  if (!resolver.item(info, 0).streamable) return false;
  for (const item of value) if (typeof item !== 'string') return false;
  return true;
}
