/** Options of `stringify`. */
export interface StringifyOptions {
  /** Indentation, as for `JSON.stringify`: a number of spaces (at most 10) or a string. */
  space?: number | string;
}

/**
 * Writes standard JSON text, exactly as `JSON.stringify(value, null, space)` does for JSON
 * values: `NaN` and `±Infinity` become `null`, `undefined`, functions and symbols are left out of
 * objects and become `null` in arrays, `toJSON` is honoured. Unlike `JSON.stringify`, it always
 * returns a string: a top-level value with no JSON form gives `null`.
 *
 * @param value The value to write.
 * @param options `space` for indentation.
 * @returns JSON text that any JSON parser reads.
 */
export function stringify(value: unknown, options?: StringifyOptions): string {
  return JSON.stringify(value, null, options?.space) ?? 'null';
}
