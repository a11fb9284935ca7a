import { hasErrorMarker, RXMLError } from './rxml-error';

const symbol = Symbol.for('tool.rxml.coercion-error');

/** Codes of {@link RXMLCoercionError}. */
export type RXMLCoercionErrorCode = 'SCHEMA_NOT_OBJECT' | 'COERCION_FAILED';

/**
 * The values cannot be fitted to the schema: the tool schema is not an object schema, or schema
 * coercion itself threw (the original error is the `cause`). Values that merely do not match their
 * schema never raise this; they are kept as written.
 */
export class RXMLCoercionError extends RXMLError {
  // biome-ignore lint/correctness/noUnusedPrivateClassMembers: read by isInstance through the global symbol
  private readonly [symbol] = true;
  declare readonly code: RXMLCoercionErrorCode;

  /**
   * @param code - machine-readable reason
   * @param message - what was expected and where
   * @param position - 0-based input offset
   * @param options - standard `ErrorOptions` (`cause`)
   */
  constructor(
    code: RXMLCoercionErrorCode,
    message: string,
    position?: number,
    options?: { cause?: unknown },
  ) {
    super(code, message, position, options);
    this.name = 'RXMLCoercionError';
  }

  /** True when `error` is an `RXMLCoercionError` from any copy of this package. */
  static override isInstance(error: unknown): error is RXMLCoercionError {
    return hasErrorMarker(error, symbol);
  }
}
