import { ToolCallParseError } from '../errors/tool-call-parse-error';

/**
 * The report for an exception out of the engine itself. The engine is written not to throw; should
 * it ever, the stream and generate adapters keep the text, report this, and parse no further.
 */
export function internalParseError(cause: unknown): ToolCallParseError {
  return new ToolCallParseError({
    code: 'INVALID_JSON',
    message: `Tool-call parsing stopped after an internal error; the rest of the output is passed through as text: ${String(cause)}`,
    cause,
  });
}
