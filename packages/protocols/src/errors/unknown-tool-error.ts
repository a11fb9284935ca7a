import { ToolCallParseError } from './tool-call-parse-error';

/** The `UNKNOWN_TOOL` error for a call to a tool that was not declared (it is not executed). */
export function unknownToolError(
  toolName: string,
  tools: { readonly names: readonly string[] },
): ToolCallParseError {
  return new ToolCallParseError({
    code: 'UNKNOWN_TOOL',
    message: `The model called "${toolName}", which is not one of the declared tools (${tools.names.join(', ') || 'none'}); the call is not executed.`,
    toolName,
  });
}
