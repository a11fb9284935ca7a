import { CodedError } from './coded-error';

/**
 * Why a segment of model output that looked like a tool call did not become one.
 * - `INVALID_JSON`: the JSON payload could not be parsed (the RJSON error is the `cause`).
 * - `INVALID_XML`: the XML payload could not be parsed (the RXML error is the `cause`).
 * - `INVALID_ARGUMENTS`: the arguments were present but are not an object.
 * - `SCHEMA_MISMATCH`: an argument does not fit its schema and coercion cannot make it fit (an
 *   object- or array-typed argument whose text is not valid JSON, a number that is not one).
 * - `UNKNOWN_ARGUMENT`: an argument the tool's schema does not know, under `unknownArguments:
 *   'drop'` (a warning: the argument was left out) or `'botched'` (the call is not executed).
 * - `MISSING_TOOL_NAME`: no tool name could be read.
 * - `UNKNOWN_TOOL`: the model named a tool that was not declared; it is not executed.
 * - `DUPLICATE_STRING_TAG`: a string parameter was written twice, so the intended value is unclear.
 * - `UNTERMINATED_TOOL_CALL`: the output ended inside a call that could not be completed.
 * - `EMPTY_TOOL_CALL`: the call markers enclosed nothing.
 * - `TOOL_CALL_TOO_LARGE`: the call grew past `maxToolCallSize` and was released as text.
 * - `INVALID_TOOL_CHOICE_ANSWER`: a forced tool choice answered with something that is not a call.
 */
export type ToolCallParseErrorCode =
  | 'INVALID_JSON'
  | 'INVALID_XML'
  | 'INVALID_ARGUMENTS'
  | 'SCHEMA_MISMATCH'
  | 'UNKNOWN_ARGUMENT'
  | 'MISSING_TOOL_NAME'
  | 'UNKNOWN_TOOL'
  | 'DUPLICATE_STRING_TAG'
  | 'UNTERMINATED_TOOL_CALL'
  | 'EMPTY_TOOL_CALL'
  | 'TOOL_CALL_TOO_LARGE'
  | 'INVALID_TOOL_CHOICE_ANSWER';

/**
 * Why a segment of model output that looked like a tool call did not become one; given to
 * `onError` as `metadata.error`. Never thrown mid-stream.
 */
export class ToolCallParseError extends CodedError<ToolCallParseErrorCode> {
  static override readonly marker = Symbol.for('tool.protocols.error.ToolCallParseError');
  override readonly name = 'ToolCallParseError';
}
