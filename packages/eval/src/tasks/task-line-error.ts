/** What is wrong with one line of a task file; `path` points into the line's JSON. */
export class TaskLineError extends Error {
  override readonly name = 'TaskLineError';
  constructor(
    readonly path: string,
    readonly problem: string,
  ) {
    super(path === '' ? problem : `${path}: ${problem}`);
  }
}

/** A plain JSON object (not an array, not null). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `value` as a non-empty string, or a {@link TaskLineError} at `path`. */
export function requireString(value: unknown, path: string, example: string): string {
  if (typeof value !== 'string' || value.trim() === '') {
    throw new TaskLineError(path, `expected a non-empty string, for example ${example}.`);
  }
  return value;
}

/** `value` as an array, or a {@link TaskLineError} at `path`. */
export function requireArray(value: unknown, path: string, example: string): unknown[] {
  if (!Array.isArray(value)) {
    throw new TaskLineError(path, `expected an array, for example ${example}.`);
  }
  return value;
}

/** `value` as an object, or a {@link TaskLineError} at `path`. */
export function requireRecord(
  value: unknown,
  path: string,
  example: string,
): Record<string, unknown> {
  if (!isRecord(value))
    throw new TaskLineError(path, `expected an object, for example ${example}.`);
  return value;
}
