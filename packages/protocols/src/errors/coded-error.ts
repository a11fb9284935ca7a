/** What every {@link CodedError} is made from. */
export interface CodedErrorArgs<Code extends string> {
  code: Code;
  /** Says what was expected, where, and how to fix it when the caller can. */
  message: string;
  /** The tool concerned, when there is one. */
  toolName?: string;
  /** The lower-level error (an RJSON or RXML parse error), when there is one. */
  cause?: unknown;
}

/**
 * The shape shared by the errors of `@tool/protocols` and `@tool/parser`: a stable `code` (a
 * string-literal union per subclass), the tool concerned, and a `cause`. A subclass declares a
 * `Symbol.for` {@link CodedError.marker}; `isInstance` recognizes its errors by it, also those of
 * another copy of the package, where `instanceof` fails.
 */
export abstract class CodedError<Code extends string> extends Error {
  /** The `Symbol.for` key that marks this class's errors; each subclass declares its own. */
  static readonly marker: symbol;
  /** What went wrong, as a stable code. */
  readonly code: Code;
  /** The tool concerned, when there is one. */
  readonly toolName: string | undefined;

  constructor({ code, message, toolName, cause }: CodedErrorArgs<Code>) {
    super(message, cause === undefined ? undefined : { cause });
    Object.defineProperty(this, new.target.marker, { value: true, enumerable: true });
    this.code = code;
    this.toolName = toolName;
  }

  /** True for an error of this class, from any copy of its package. */
  static isInstance<T>(
    this: { readonly marker: symbol; readonly prototype: T },
    error: unknown,
  ): error is T {
    return (
      typeof error === 'object' &&
      error !== null &&
      // biome-ignore lint/complexity/noThisInStatic: `this` is the subclass it is called on, whose marker it reads
      (error as Record<symbol, unknown>)[this.marker] === true
    );
  }
}
