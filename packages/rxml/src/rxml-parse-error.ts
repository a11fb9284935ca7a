import { hasErrorMarker, RXMLError } from './rxml-error';

const symbol = Symbol.for('tool.rxml.parse-error');

/** Codes of {@link RXMLParseError}. */
export type RXMLParseErrorCode =
  | 'MAX_DEPTH'
  | 'INVALID_INPUT'
  | 'SCANNER_ENDED'
  | 'UNCLOSED_STRING_VALUE';

/**
 * The input cannot be parsed at all: elements nested past `maxDepth`, an input that is not a
 * string, a scanner used after `end()`, or a string value that no close tag of its own ends and
 * that reads a declared argument as its text (`UNCLOSED_STRING_VALUE`: which part is the value
 * cannot be told). Ordinary malformed XML never raises this; it is repaired.
 */
export class RXMLParseError extends RXMLError {
  // biome-ignore lint/correctness/noUnusedPrivateClassMembers: read by isInstance through the global symbol
  private readonly [symbol] = true;
  declare readonly code: RXMLParseErrorCode;

  /**
   * @param code - machine-readable reason
   * @param message - what was expected and where
   * @param position - 0-based input offset
   */
  constructor(code: RXMLParseErrorCode, message: string, position?: number) {
    super(code, message, position);
    this.name = 'RXMLParseError';
  }

  /** True when `error` is an `RXMLParseError` from any copy of this package. */
  static override isInstance(error: unknown): error is RXMLParseError {
    return hasErrorMarker(error, symbol);
  }
}
