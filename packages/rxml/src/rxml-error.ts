const marker = 'tool.rxml.error';
const symbol = Symbol.for(marker);

/**
 * Every code an RXML error can carry. Each subclass narrows it to its own subset.
 *
 * - `MAX_DEPTH`: elements nested deeper than `maxDepth` (parse) or a value nested too deeply (stringify).
 * - `INVALID_INPUT`: the input is not a string.
 * - `SCANNER_ENDED`: `end()` was already called on a streaming scanner.
 * - `UNCLOSED_STRING_VALUE`: a string value that no close tag of its own ends read the open tag of
 *   a name declared next to it as text (it may have swallowed an argument).
 * - `DUPLICATE_STRING_TAG`: a string-typed property appears twice.
 * - `SCHEMA_NOT_OBJECT`: the tool schema describes something other than an object.
 * - `COERCION_FAILED`: schema coercion threw.
 * - `INVALID_TAG_NAME`: `stringify` was asked to write a name that is not a valid tag name.
 * - `CIRCULAR_REFERENCE`: `stringify` met a value that contains itself.
 */
export type RXMLErrorCode =
  | 'MAX_DEPTH'
  | 'INVALID_INPUT'
  | 'SCANNER_ENDED'
  | 'UNCLOSED_STRING_VALUE'
  | 'DUPLICATE_STRING_TAG'
  | 'SCHEMA_NOT_OBJECT'
  | 'COERCION_FAILED'
  | 'INVALID_TAG_NAME'
  | 'CIRCULAR_REFERENCE';

/**
 * Base class of every error thrown by `@tool/rxml`.
 *
 * Use `RXMLError.isInstance(e)` rather than `instanceof`: it also recognises errors created by
 * another copy of the package (the check uses a `Symbol.for` marker).
 */
export class RXMLError extends Error {
  // biome-ignore lint/correctness/noUnusedPrivateClassMembers: read by isInstance through the global symbol
  private readonly [symbol] = true;

  /** Machine-readable reason. */
  readonly code: RXMLErrorCode;

  /**
   * 0-based offset into the parsed input where the problem was found, counted over everything
   * pushed into a scanner. `undefined` when no input position applies (for example `stringify`).
   */
  readonly position: number | undefined;

  /**
   * @param code - machine-readable reason
   * @param message - what was expected and where
   * @param position - 0-based input offset, when one applies
   * @param options - standard `ErrorOptions` (`cause`)
   */
  constructor(
    code: RXMLErrorCode,
    message: string,
    position?: number,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'RXMLError';
    this.code = code;
    this.position = position;
  }

  /** True when `error` is an `RXMLError` (or a subclass) from any copy of this package. */
  static isInstance(error: unknown): error is RXMLError {
    return hasErrorMarker(error, symbol);
  }
}

/**
 * Whether `error` carries the `Symbol.for` marker of an RXML error class. Each class sets its own
 * marker as an own property, so `isInstance` works across copies of the package.
 */
export function hasErrorMarker(error: unknown, marker: symbol): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as Record<symbol, unknown>)[marker] === true
  );
}
