import type { JsonSchemaTypeName } from './json-schema';
import { parseBooleanText } from './parse-boolean-text';
import { parseIntegerText } from './parse-integer-text';
import { parseNumberText } from './parse-number-text';

/** The scalar JSON types. */
export type ScalarTypeName = Exclude<JsonSchemaTypeName, 'object' | 'array'>;

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
    case 'null': {
      // `None` too: templates that write arguments with Python's str() (Qwen3-Coder, Qwen3.5,
      // Nemotron 3) render a null as `None`, so models trained on them write it.
      const text = typeof value === 'string' ? value.trim() : undefined;
      return text === 'null' || text === 'None' ? null : value;
    }
  }
}
