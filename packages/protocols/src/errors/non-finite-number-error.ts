import { ToolCallParseError } from './tool-call-parse-error';

/**
 * The `INVALID_JSON` error for arguments holding a number JSON cannot carry: `1e999` and `-1e400`
 * read as ±Infinity (JSON5's `Infinity` and `NaN` as themselves), which JSON writes as `null` — a
 * value the model never meant — so the call is botched and the model told to write the number
 * again. `argument` is the top-level argument it was in, when known.
 */
export function nonFiniteNumberError(
  toolName: string,
  argument: string | undefined,
  value?: number,
): ToolCallParseError {
  const where = argument === undefined ? '' : ` in "${argument}"`;
  const reads = value === undefined ? '' : ` (it reads as ${value})`;
  return new ToolCallParseError({
    code: 'INVALID_JSON',
    message: `The arguments of "${toolName}" hold a number JSON cannot represent${where}${reads}; write a finite number.`,
    toolName,
  });
}
