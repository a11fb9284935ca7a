import type { JsonSchemaTypeName } from './json-schema';
import { parseNumberText } from './parse-number-text';

/** The scalar JSON types. */
export type ScalarTypeName = Exclude<JsonSchemaTypeName, 'object' | 'array'>;

/**
 * `true`/`false` (any letter case, surrounding whitespace ignored) as a boolean, else `undefined`.
 */
export function parseBooleanText(text: string): boolean | undefined {
  const trimmed = text.trim();
  if (trimmed.length !== 4 && trimmed.length !== 5) return undefined;
  const lower = trimmed.toLowerCase();
  return lower === 'true' ? true : lower === 'false' ? false : undefined;
}

/** A numeric string whose value is a safe integer (`"3.0"` → 3, `"1e3"` → 1000), else `undefined`. */
export function parseIntegerText(text: string): number | undefined {
  const value = parseNumberText(text.trim());
  return value !== undefined && Number.isSafeInteger(value) ? value : undefined;
}

/**
 * Converts a value toward a scalar type, or returns it unchanged when the conversion would be a
 * guess. Strings are trimmed first; a `string` type never changes a string, and only finite numbers
 * and booleans become strings.
 *
 * @param value - Any value.
 * @param type - The scalar type the schema asks for.
 */
export function coerceScalar(value: unknown, type: ScalarTypeName): unknown {
  switch (type) {
    case 'string':
      if (typeof value === 'boolean' || (typeof value === 'number' && Number.isFinite(value))) {
        return String(value);
      }
      return value;
    case 'number':
      return typeof value === 'string' ? (parseNumberText(value.trim()) ?? value) : value;
    case 'integer':
      return typeof value === 'string' ? (parseIntegerText(value) ?? value) : value;
    case 'boolean':
      return typeof value === 'string' ? (parseBooleanText(value) ?? value) : value;
    case 'null':
      return typeof value === 'string' && value.trim() === 'null' ? null : value;
  }
}
