import { CodedError } from '@tool/protocols';

/**
 * Why the middleware refused a setup or a call. These are mistakes in how it is used, never in
 * what the model wrote (model output is reported through `onError` instead).
 * - `INVALID_PROTOCOL`: the protocol is missing or lacks one of the methods of `ToolCallProtocol`.
 * - `MISSING_TEMPLATE`: `toolSystemPromptTemplate` is missing or not a function.
 * - `INVALID_OPTION`: an option has the wrong type (for example `placement`).
 * - `TOOL_WITHOUT_SCHEMA`: a function tool arrived without an `inputSchema`.
 * - `UNKNOWN_TOOL_CHOICE`: `toolChoice` names a tool that is not among the call's tools.
 * - `PROVIDER_TOOL_CHOICE`: `toolChoice` names a provider-defined tool, which a text protocol
 *   cannot call.
 * - `REQUIRED_WITHOUT_TOOLS`: `toolChoice: 'required'` was given without any function tool.
 */
export type ToolMiddlewareErrorCode =
  | 'INVALID_PROTOCOL'
  | 'MISSING_TEMPLATE'
  | 'INVALID_OPTION'
  | 'TOOL_WITHOUT_SCHEMA'
  | 'UNKNOWN_TOOL_CHOICE'
  | 'PROVIDER_TOOL_CHOICE'
  | 'REQUIRED_WITHOUT_TOOLS';

/**
 * Thrown by `createToolMiddleware` and by the middleware's `transformParams` when it is used in a
 * way that cannot work. The message says what was expected and how to fix it.
 */
export class ToolMiddlewareError extends CodedError<ToolMiddlewareErrorCode> {
  static override readonly marker = Symbol.for('tool.parser.error.ToolMiddlewareError');
  override readonly name = 'ToolMiddlewareError';
}
