import { ToolCallParseError } from '@tool/protocols';
import { RJSON } from '@tool/rjson';

/**
 * Why an answer to a forced tool choice in which the parser found no JSON call is not one, for
 * the `cause` of its `INVALID_TOOL_CHOICE_ANSWER` report: prose (or nothing) is `INVALID_JSON`
 * with RJSON's error as its own cause, which says what the answer starts with and where; a bare
 * JSON scalar (`42`, `"Seoul"`) is `INVALID_ARGUMENTS`. The parser's own reports (broken JSON,
 * an undeclared tool) come first; this is only asked when it had none.
 *
 * @param answer - The whole answer text.
 */
export function notACallCause(answer: string): ToolCallParseError {
  let value: unknown;
  try {
    value = RJSON.parse(answer);
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    return new ToolCallParseError({
      code: 'INVALID_JSON',
      message: `The answer is not JSON: ${detail}`,
      cause: error,
    });
  }
  return new ToolCallParseError({
    code: 'INVALID_ARGUMENTS',
    message: `The answer is the JSON value ${JSON.stringify(value)}, not a tool-call object such as {"name": "…", "arguments": {…}}.`,
  });
}
