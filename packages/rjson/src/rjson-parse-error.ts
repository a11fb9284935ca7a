const marker = 'tool.rjson.error.RJSONParseError';
const symbol = Symbol.for(marker);

/**
 * Why a text is not (repairable) JSON.
 * - `EMPTY_INPUT`: nothing but whitespace and comments.
 * - `NO_JSON`: the text does not begin with a JSON value (plain prose such as `I cannot help`).
 * - `UNEXPECTED_CHARACTER`: a character that fits nowhere at that point (stray garbage).
 * - `UNEXPECTED_END`: the input ends after a key, a colon, a comma, an opening bracket, or inside
 *   a keyword, number or comment: a model that was cut off.
 * - `UNTERMINATED_STRING`: the input ends inside a string.
 * - `MISSING_VALUE`: a value is required but a comma or closing bracket comes first.
 * - `INVALID_NUMBER`: a number that is malformed (`01`, `1e`, `0x`, `1.2.3`).
 * - `INVALID_ESCAPE`: a `\x` or `\u` escape without enough hexadecimal digits.
 * - `DEPTH_LIMIT`: objects and arrays nest deeper than `maxDepth`.
 */
export type RJSONErrorCode =
  | 'EMPTY_INPUT'
  | 'NO_JSON'
  | 'UNEXPECTED_CHARACTER'
  | 'UNEXPECTED_END'
  | 'UNTERMINATED_STRING'
  | 'MISSING_VALUE'
  | 'INVALID_NUMBER'
  | 'INVALID_ESCAPE'
  | 'DEPTH_LIMIT';

/**
 * The error thrown by `parse` and by the push parser when a text cannot be read as JSON, even
 * with repairs. `position` is the 0-based offset of the offending character (or of the end of
 * input); `line` and `column` are 1-based, with columns counted in UTF-16 code units.
 */
export class RJSONParseError extends Error {
  // biome-ignore lint/correctness/noUnusedPrivateClassMembers: read by isInstance through the global symbol
  private readonly [symbol] = true;
  override readonly name = 'RJSONParseError';
  /** What went wrong, as a stable code. */
  readonly code: RJSONErrorCode;
  /** 0-based offset in the input. */
  readonly position: number;
  /** 1-based line of `position` (lines end at `\n`). */
  readonly line: number;
  /** 1-based column of `position`. */
  readonly column: number;

  constructor({
    code,
    message,
    position,
    line,
    column,
  }: {
    code: RJSONErrorCode;
    message: string;
    position: number;
    line: number;
    column: number;
  }) {
    super(message);
    this.code = code;
    this.position = position;
    this.line = line;
    this.column = column;
  }

  /** Whether `error` is an `RJSONParseError`, also across copies of this package. */
  static isInstance(error: unknown): error is RJSONParseError {
    return (
      typeof error === 'object' &&
      error !== null &&
      symbol in error &&
      (error as Record<symbol, unknown>)[symbol] === true
    );
  }
}
