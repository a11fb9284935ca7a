const marker = 'tool.demo.calculation-error';
const symbol = Symbol.for(marker);

/** Why an expression could not be evaluated. */
export type CalculationErrorCode =
  | 'UNEXPECTED_CHARACTER'
  | 'UNEXPECTED_END'
  | 'TOO_DEEP'
  | 'DIVISION_BY_ZERO'
  | 'NOT_FINITE';

/**
 * The one error of the demo's calculator: a `code`, a message that says what was expected and
 * where, and the `position` (a character index into the expression) where it applies.
 */
export class CalculationError extends Error {
  // The marker that isInstance looks for; a symbol, so it survives duplicate copies of the module.
  readonly [symbol] = true;
  override readonly name = 'CalculationError';

  constructor(
    readonly code: CalculationErrorCode,
    message: string,
    readonly position: number,
  ) {
    super(message);
  }

  /** True for a `CalculationError`, even one from another copy of this module. */
  static isInstance(error: unknown): error is CalculationError {
    return (
      typeof error === 'object' &&
      error !== null &&
      (error as Record<symbol, unknown>)[symbol] === true
    );
  }
}
